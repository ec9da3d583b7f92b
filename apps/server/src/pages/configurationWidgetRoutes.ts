import {
  configurationWidgetQueryAllRequest,
  configurationWidgetSaveRequest,
  type ConfigurationWidgets,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { declareCalls } from '../http/route';
import { refuse } from '../http/refusal';
import { pageOfOrg } from '../access/pages';
import { saveConfigurationWidgets } from './configurationPageCommands';
import { configurationWidgetBodies } from './configurationPageQueries';
import { prepareWidgets, readWidgets } from './widgetList';

/** A configuration page's widgets: read by any user of the organisation, saved by its administrators. */
export function registerConfigurationWidgetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/configuration/widget/queryAll',
      input: configurationWidgetQueryAllRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ConfigurationWidgets> => {
      const { page } = await pageOfOrg(ctx, user, 'equipment', input.pageId);
      const widgets = readWidgets(
        await configurationWidgetBodies(ctx.db, page.id),
        page.schema_version,
      );
      return { pageId: page.id, widgets: widgets as unknown as Record<string, unknown>[] };
    },
  );

  call(
    {
      url: '/lfscada/configuration/widget/save',
      input: configurationWidgetSaveRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }): Promise<ConfigurationWidgets> => {
      const { page } = await pageOfOrg(ctx, user, 'equipment', input.pageId);
      const prepared = prepareWidgets(input.widgets);
      if (!prepared.ok) {
        const { problem } = prepared;
        throw problem.kind === 'invalid'
          ? refuse(request, 'widgetsInvalid', { path: problem.path, reason: problem.reason })
          : refuse(request, 'tooManyWidgets', { max: problem.max, count: problem.count });
      }
      await saveConfigurationWidgets(ctx, { user, request }, page, prepared);
      return {
        pageId: page.id,
        widgets: prepared.widgets as unknown as Record<string, unknown>[],
      };
    },
  );
}
