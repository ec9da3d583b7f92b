import { faviconUploadRequest, settingsSaveRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { defineCall } from '../../http/route';
import { readSettingsView, saveFavicon, saveSettings } from './saveSettings';

/** System settings of the administrator's organisation. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/settings/query', input: z.object({}), action: 'system.manage' },
    async ({ user }) => readSettingsView(ctx, user.orgId),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/settings/save', input: settingsSaveRequest, action: 'system.manage' },
    async ({ input, user, request }) => saveSettings(ctx, actorOf(user, request), input),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/system/settings/favicon',
      input: faviconUploadRequest,
      action: 'system.manage',
    },
    async ({ input, user, request }) => saveFavicon(ctx, request, actorOf(user, request), input),
  );
}
