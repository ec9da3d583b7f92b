import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FAVICON_FORMATS,
  FAVICON_MAX_BYTES,
  type SettingsSaveRequest,
  type StoredSettings,
  type SystemSettingsView,
} from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../access/operationLog';
import { acceptImageUpload } from '../../http/files/imageUpload';
import { logOperation } from '../../access/operationLog';
import type { AppContext } from '../../context';

export async function readSettingsView(
  ctx: AppContext,
  orgId: string,
): Promise<SystemSettingsView> {
  const theme = await ctx.db
    .selectFrom('theme')
    .select(['title', 'favicon_ico'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return {
    ...(await ctx.settings.get(orgId)),
    title: theme?.title ?? '',
    faviconIco: theme?.favicon_ico ?? '',
  };
}

/**
 * Saves an organisation's settings and theme title in one transaction with its operation-log
 * record (what changed, from what to what), then drops this instance's cached copy so the next
 * request (a login, the theme call, the retention job) uses the new values.
 */
export async function saveSettings(
  ctx: AppContext,
  actor: Actor,
  input: SettingsSaveRequest,
): Promise<SystemSettingsView> {
  const before = await readSettingsView(ctx, actor.orgId);
  const { title, ...settings } = input;
  const stored: StoredSettings = settings;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries({ title, ...stored })) {
    const previous = before[key as keyof SystemSettingsView];
    if (previous !== value) changes[key] = { from: previous, to: value };
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('org_setting')
      .values({ org_id: actor.orgId, settings: JSON.stringify(stored), updated_at: ctx.now() })
      .onConflict((oc) =>
        oc
          .column('org_id')
          .doUpdateSet({ settings: JSON.stringify(stored), updated_at: ctx.now() }),
      )
      .execute();
    await trx
      .insertInto('theme')
      .values({ org_id: actor.orgId, title, favicon_ico: before.faviconIco })
      .onConflict((oc) => oc.column('org_id').doUpdateSet({ title }))
      .execute();
    await logOperation(trx, actor, 'settings.save', { title, changes });
  });
  ctx.settings.forget(actor.orgId);
  return readSettingsView(ctx, actor.orgId);
}

/**
 * A new favicon: its bytes checked (and an SVG sanitised) by the shared image-upload check, stored
 * under a new unguessable name (so browsers holding the old one fetch the new), and set on the
 * theme with its operation-log record in one transaction.
 */
export async function saveFavicon(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  input: { image: string },
): Promise<SystemSettingsView> {
  // The declared type is ignored: the bytes decide.
  const base64 = input.image.slice(input.image.indexOf(',') + 1);
  const image = await acceptImageUpload(request, Buffer.from(base64, 'base64'), {
    formats: FAVICON_FORMATS,
    maxBytes: FAVICON_MAX_BYTES,
    maxSide: 1024,
  });
  const name = `favicon-${randomBytes(9).toString('hex')}.${image.extension}`;
  const folder = join(ctx.config.dataDir, 'files', 'theme');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), image.data);
  const url = `/files/theme/${name}`;
  await ctx.db.transaction().execute(async (trx) => {
    const theme = await trx
      .selectFrom('theme')
      .select('title')
      .where('org_id', '=', actor.orgId)
      .executeTakeFirst();
    await trx
      .insertInto('theme')
      .values({ org_id: actor.orgId, title: theme?.title ?? '', favicon_ico: url })
      .onConflict((oc) => oc.column('org_id').doUpdateSet({ favicon_ico: url }))
      .execute();
    await logOperation(trx, actor, 'settings.favicon', { url });
  });
  return readSettingsView(ctx, actor.orgId);
}
