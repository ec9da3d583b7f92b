import { randomUUID } from 'node:crypto';
import { createDocument, serialiseLayout } from '@lf/designer';
import {
  modelPageAddRequest,
  modelPageIdRequest,
  modelPageModelsRequest,
  modelPageOfEquipmentRequest,
  modelPageQueryRequest,
  modelPageSaveRequest,
  type ModelPageCoverage,
  type ModelPageInfo,
  type ModelPageInstance,
  type ModelPageLayout,
  type ModelPageModel,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { actorOf, logOperation } from '../access/operationLog';
import { defineCall } from '../http/route';
import { refuseText } from '../http/refusal';
import {
  checkTemplateLayout,
  instancesForEquipment,
  modelOfOrg,
  modelPageInfo,
  modelPageOfOrg,
  modelsForTemplates,
  storedLayout,
  templateCoverage,
} from './modelPageQueries';

/**
 * Page templates per equipment model (`model/page/…`): designed with the page-design
 * permission, read by every user of the organisation — the monitor offers them as the default
 * page of each equipment of the model.
 */
export function registerModelPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/models', input: modelPageModelsRequest, action: 'project.edit' },
    async ({ user }): Promise<ModelPageModel[]> => modelsForTemplates(ctx.db, user),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/query', input: modelPageQueryRequest, action: 'project.view' },
    async ({ input, user }): Promise<ModelPageInfo[]> => {
      const model = await modelOfOrg(ctx.db, user, input.modelId);
      const pages = await ctx.db
        .selectFrom('model_page')
        .selectAll()
        .where('model_id', '=', model.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return pages.map((page) => modelPageInfo(page, model));
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/add', input: modelPageAddRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ModelPageInfo> => {
      const model = await modelOfOrg(ctx.db, user, input.modelId);
      const id = randomUUID();
      const layout = serialiseLayout(createDocument({ id, title: input.title }));
      const page = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('model_page')
          .values({
            id,
            model_id: model.id,
            title: input.title,
            layout,
            signal_names: '[]',
            created_at: ctx.now(),
            updated_at: ctx.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logOperation(trx, actorOf(user, request), 'model.page.add', {
          modelId: model.id,
          pageId: id,
          title: input.title,
        });
        return row;
      });
      return modelPageInfo(page, model);
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/layout', input: modelPageIdRequest, action: 'project.view' },
    async ({ input, user }): Promise<ModelPageLayout> => {
      const { page, model } = await modelPageOfOrg(ctx.db, user, input.id);
      return { page: modelPageInfo(page, model), layout: storedLayout(page) };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/save', input: modelPageSaveRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ModelPageInfo> => {
      const { page, model } = await modelPageOfOrg(ctx.db, user, input.id);
      const checked = checkTemplateLayout(input.layout);
      if (!checked.ok) throw refuseText(request, checked.text);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('model_page')
          .set({
            title: checked.title || page.title,
            layout: checked.layout,
            widget_count: checked.widgetCount,
            signal_names: JSON.stringify(checked.signalNames),
            updated_at: ctx.now(),
          })
          .where('id', '=', page.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logOperation(trx, actorOf(user, request), 'model.page.save', {
          modelId: model.id,
          pageId: page.id,
          widgetCount: checked.widgetCount,
        });
        return row;
      });
      return modelPageInfo(saved, model);
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/delete', input: modelPageIdRequest, action: 'project.edit' },
    async ({ input, user, request }) => {
      const { page, model } = await modelPageOfOrg(ctx.db, user, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('model_page').where('id', '=', page.id).execute();
        await logOperation(trx, actorOf(user, request), 'model.page.delete', {
          modelId: model.id,
          pageId: page.id,
          title: page.title,
        });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/model/page/coverage', input: modelPageIdRequest, action: 'project.view' },
    async ({ input, user }): Promise<ModelPageCoverage> => {
      const { page, model } = await modelPageOfOrg(ctx.db, user, input.id);
      return templateCoverage(ctx.db, user, page, model);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/model/page/ofEquipment',
      input: modelPageOfEquipmentRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<ModelPageInstance[]> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'view');
      return instancesForEquipment(ctx.db, user, equipment);
    },
  );
}
