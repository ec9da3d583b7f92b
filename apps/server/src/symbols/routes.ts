import {
  CUSTOM_SYMBOL_LIMITS,
  CustomSymbolSetSchema,
  customSymbolCreateRequest,
  customSymbolIdRequest,
  customSymbolImportRequest,
  customSymbolSaveRequest,
  jsonShapeProblem,
  type CustomSymbolSet,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../access/can';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { forbidden } from '../http/apiError';
import { refuse } from '../http/refusal';
import { declareCalls, defineCall } from '../http/route';
import { createSymbol, deleteSymbol, importSymbolSet, saveSymbol } from './commands';
import { exportSymbolSet, listSymbols } from './queries';

/** A set file of the largest size travels form-encoded: its call gets room for the encoding. */
const IMPORT_BODY_BYTES = CUSTOM_SYMBOL_LIMITS.importBytes * 3;

/** The policy decides: symbols are the caller's organisation's, edited by page editors. */
async function allow(
  ctx: AppContext,
  user: SessionUser,
  action: 'symbols.view' | 'symbols.edit',
): Promise<void> {
  if (!(await can(ctx, user, action, { kind: 'org', orgId: user.orgId }))) throw forbidden();
}

function readSet(request: FastifyRequest, text: string): CustomSymbolSet {
  const invalid = (reason: string) => refuse(request, 'customSymbolSetInvalid', { reason });
  if (text.includes('\u0000')) throw refuse(request, 'customSymbolNul');
  if (Buffer.byteLength(text, 'utf8') > CUSTOM_SYMBOL_LIMITS.importBytes) {
    throw invalid(`> ${CUSTOM_SYMBOL_LIMITS.importBytes / 1024 / 1024} MiB`);
  }
  const shape = jsonShapeProblem(text);
  if (shape) throw invalid(`JSON ${shape.kind} (max ${shape.max})`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('JSON');
  }
  const set = CustomSymbolSetSchema.safeParse(parsed);
  if (!set.success) {
    const [issue] = set.error.issues;
    throw invalid(issue ? `${issue.path.join('.')}: ${issue.message}` : 'schema');
  }
  return set.data;
}

/** /lfscada/symbol/*: the organisation's custom symbol library (issue 25). */
export async function registerCustomSymbolRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const call = declareCalls(app, ctx);

  call(
    { method: 'GET', url: '/lfscada/symbol/list', input: z.object({}), action: 'symbols.view' },
    async ({ user }) => {
      await allow(ctx, user, 'symbols.view');
      return listSymbols(ctx.db, user.orgId);
    },
  );
  call(
    { url: '/lfscada/symbol/create', input: customSymbolCreateRequest, action: 'symbols.edit' },
    async ({ input, user, request }) => {
      await allow(ctx, user, 'symbols.edit');
      return createSymbol(ctx.db, { user, request }, input);
    },
  );
  call(
    { url: '/lfscada/symbol/save', input: customSymbolSaveRequest, action: 'symbols.edit' },
    async ({ input, user, request }) => {
      await allow(ctx, user, 'symbols.edit');
      return saveSymbol(ctx.db, { user, request }, input);
    },
  );
  call(
    { url: '/lfscada/symbol/delete', input: customSymbolIdRequest, action: 'symbols.edit' },
    async ({ input, user, request }) => {
      await allow(ctx, user, 'symbols.edit');
      return deleteSymbol(ctx.db, { user, request }, input.id);
    },
  );
  call(
    { method: 'GET', url: '/lfscada/symbol/export', input: z.object({}), action: 'symbols.view' },
    async ({ user }) => {
      await allow(ctx, user, 'symbols.view');
      return exportSymbolSet(ctx.db, user.orgId);
    },
  );
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = IMPORT_BODY_BYTES;
    });
    defineCall(
      scope,
      ctx,
      { url: '/lfscada/symbol/import', input: customSymbolImportRequest, action: 'symbols.edit' },
      async ({ input, user, request }) => {
        await allow(ctx, user, 'symbols.edit');
        return importSymbolSet(ctx.db, { user, request }, readSet(request, input.file));
      },
    );
  });
}
