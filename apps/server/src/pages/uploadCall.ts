import fastifyMultipart from '@fastify/multipart';
import { Code, type Action } from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireSession, type SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { ok } from '../http/reply';
import { assertAccess, declaredAccess } from '../http/route';
import { parseInput } from '../http/validate';
import { refuse } from '../http/refusal';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

interface UploadSpec<S extends z.ZodType> {
  url: string;
  /** Schema of the text fields, parsed like a form body. */
  fields: S;
  action: Exclude<Action, 'anyone'>;
  /** Largest accepted file, and the refusal that names the limit. */
  maxFileBytes: number;
  tooLarge: 'layoutFileTooLarge' | 'imageTooLarge';
}

interface UploadCall<I> {
  input: I;
  file: UploadedFile | undefined;
  user: SessionUser;
  request: FastifyRequest;
}

const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Registers calls that take uploads in a scope of their own, so that multipart parsing is
 * added to those routes only and the form parsing of every other call stays as it is.
 */
export async function registerUploadScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    register(scope);
  });
}

/**
 * Declares a multipart call: the session and role are checked before the body is read, the
 * text fields are parsed by their protocol schema (a repeated field is refused, as in form
 * bodies), and at most one file is kept in memory up to `maxFileBytes`. Register it inside
 * `registerUploadScope`.
 */
export function defineUploadCall<S extends z.ZodType, R>(
  scope: FastifyInstance,
  ctx: AppContext,
  spec: UploadSpec<S>,
  handler: (call: UploadCall<z.infer<S>>) => Promise<R>,
): void {
  const access = declaredAccess(spec.url, spec.action);
  if (access === 'public') throw new Error(`${spec.url}: an upload is never public`);
  ctx.calls.push({
    method: 'POST',
    url: spec.url,
    action: spec.action,
    access,
    input: spec.fields,
    body: 'multipart',
  });
  scope.route({
    method: 'POST',
    url: spec.url,
    handler: async (request) => {
      const user = await requireSession(ctx, request);
      assertAccess(user, access, spec.url);
      if (!request.isMultipart()) throw refuse(request, 'notMultipart');
      const fields: Record<string, string> = {};
      let file: UploadedFile | undefined;
      const parts = request.parts({
        limits: {
          fileSize: spec.maxFileBytes,
          files: 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.file.truncated) {
            throw refuse(request, spec.tooLarge, { max: spec.maxFileBytes / 1024 / 1024 });
          }
          file = {
            fieldname: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            data,
          };
        } else {
          if (Object.hasOwn(fields, part.fieldname) || part.valueTruncated) {
            throw new ApiError(
              Code.BAD_REQUEST,
              'fieldInvalid',
              { field: part.fieldname },
              { field: part.fieldname },
            );
          }
          fields[part.fieldname] = String(part.value);
        }
      }
      const input = parseInput(spec.fields, fields);
      return ok(request, (await handler({ input, file, user, request })) ?? null);
    },
  });
}
