import type { SettingsSaveRequest, StoredSettings, SystemSettingsView } from '@lf/protocol';
import type { Actor } from '../audit/operationLog';
import { logOperation } from '../audit/operationLog';
import type { AppContext } from '../context';

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
