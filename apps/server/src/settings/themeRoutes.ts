import type { Theme } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { findSessionUser, SESSION_COOKIE } from '../account/sessions';
import type { AppContext } from '../context';

/**
 * The legacy theme call answers `{code: "200", data: {title, faviconIco}}` with a string code,
 * as SPEC §7 says, plus the organisation's default language (system settings). Before login it
 * answers the first organisation's theme.
 */
export function registerThemeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/org/StyleAction!loadStyle.action', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(ctx, token) : undefined;
    let query = ctx.db.selectFrom('theme').select(['org_id', 'title', 'favicon_ico']);
    query = user ? query.where('org_id', '=', user.orgId) : query.orderBy('org_id').limit(1);
    const row = await query.executeTakeFirst();
    const settings = row ? await ctx.settings.get(row.org_id) : undefined;
    const data: Theme = {
      title: row?.title ?? '',
      faviconIco: row?.favicon_ico ?? '',
      ...(settings ? { defaultLanguage: settings.defaultLanguage } : {}),
    };
    return { code: '200', message: '', data };
  });
}
