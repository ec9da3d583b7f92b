import type { Theme } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { findSessionUser, SESSION_COOKIE } from '../../account/sessions';
import type { AppContext } from '../../context';
import { themeOf } from './queries';

/**
 * The legacy theme call answers `{code: "200", data: {title, faviconIco}}` with a string code,
 * as SPEC §7 says, plus the organisation's default language (system settings). Before login it
 * answers the theme of the organisation set up first.
 */
export function registerThemeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/org/StyleAction!loadStyle.action', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(ctx, token) : undefined;
    const row = await themeOf(ctx.db, user?.orgId);
    const settings = row ? await ctx.settings.get(row.org_id) : undefined;
    const data: Theme = {
      title: row?.title ?? '',
      faviconIco: row?.favicon_ico ?? '',
      ...(settings ? { defaultLanguage: settings.defaultLanguage } : {}),
    };
    return { code: '200', message: '', data };
  });
}
