import { LAYOUT_SCHEMA_VERSION } from '@lf/designer';
import {
  configurationWidgetQueryAllRequest,
  configurationWidgetSaveRequest,
  type ConfigurationWidgets,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { actorOf, logOperation } from '../access/operationLog';
import { refuse } from '../http/refusal';
import { configurationPageOfOrg } from './configurationAccess';
import { prepareWidgets, readWidgets } from './widgetList';

/** Rows are inserted in slices so that 1000 widgets stay within the driver's parameter limit. */
const INSERT_SLICE = 200;

/** A configuration page's widgets: read by any user of the organisation, saved by its administrators. */
export function registerConfigurationWidgetRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/widget/queryAll',
      input: configurationWidgetQueryAllRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ConfigurationWidgets> => {
      const { page } = await configurationPageOfOrg(ctx, user, input.pageId);
      const rows = await ctx.db
        .selectFrom('configuration_widget')
        .select('body')
        .where('page_id', '=', page.id)
        .orderBy('seq')
        .execute();
      const widgets = readWidgets(
        rows.map((row) => row.body),
        page.schema_version,
      );
      return { pageId: page.id, widgets: widgets as unknown as Record<string, unknown>[] };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/widget/save',
      input: configurationWidgetSaveRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }): Promise<ConfigurationWidgets> => {
      const { page } = await configurationPageOfOrg(ctx, user, input.pageId);
      const prepared = prepareWidgets(input.widgets);
      if (!prepared.ok) {
        const { problem } = prepared;
        throw problem.kind === 'invalid'
          ? refuse(request, 'widgetsInvalid', { path: problem.path, reason: problem.reason })
          : refuse(request, 'tooManyWidgets', { max: problem.max, count: problem.count });
      }
      const rows = prepared.widgets.map((widget, seq) => ({
        page_id: page.id,
        seq,
        widget_id: widget.id,
        widget_type: widget.widgetType,
        body: JSON.stringify(prepared.stored[seq]),
      }));
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('configuration_widget').where('page_id', '=', page.id).execute();
        for (let start = 0; start < rows.length; start += INSERT_SLICE) {
          await trx
            .insertInto('configuration_widget')
            .values(rows.slice(start, start + INSERT_SLICE))
            .execute();
        }
        await trx
          .updateTable('configuration_page')
          .set({
            widget_count: prepared.count,
            schema_version: LAYOUT_SCHEMA_VERSION,
            updated_at: ctx.now(),
          })
          .where('id', '=', page.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'configuration.widget.save', {
          equipmentId: page.equipment_id,
          pageId: page.id,
          widgetCount: prepared.count,
        });
      });
      return {
        pageId: page.id,
        widgets: prepared.widgets as unknown as Record<string, unknown>[],
      };
    },
  );
}
