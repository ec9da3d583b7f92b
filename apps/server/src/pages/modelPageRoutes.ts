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
import { modelOfOrg, pageOfOrg } from '../access/pages';
import { declareCalls } from '../http/route';
import { refuseText } from '../http/refusal';
import {
  checkTemplateLayout,
  instancesForEquipment,
  modelPageInfo,
  modelPagesOf,
  modelsForTemplates,
  storedLayout,
  templateCoverage,
} from './modelPageQueries';
import { addModelPage, deleteModelPage, saveModelPage } from './modelPageCommands';

/**
 * Page templates per equipment model (`model/page/…`): designed with the page-design
 * permission, read by every user of the organisation — the monitor offers them as the default
 * page of each equipment of the model.
 */
export function registerModelPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    { url: '/lfscada/model/page/models', input: modelPageModelsRequest, action: 'project.edit' },
    async ({ user }): Promise<ModelPageModel[]> => modelsForTemplates(ctx.db, user),
  );

  call(
    { url: '/lfscada/model/page/query', input: modelPageQueryRequest, action: 'project.view' },
    async ({ input, user }): Promise<ModelPageInfo[]> => {
      const model = await modelOfOrg(ctx, user, input.modelId);
      const pages = await modelPagesOf(ctx.db, model.id);
      return pages.map((page) => modelPageInfo(page, model));
    },
  );

  call(
    { url: '/lfscada/model/page/add', input: modelPageAddRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ModelPageInfo> => {
      const model = await modelOfOrg(ctx, user, input.modelId);
      const page = await addModelPage(ctx, { user, request }, model, input.title);
      return modelPageInfo(page, model);
    },
  );

  call(
    { url: '/lfscada/model/page/layout', input: modelPageIdRequest, action: 'project.view' },
    async ({ input, user }): Promise<ModelPageLayout> => {
      const { page, owner: model } = await pageOfOrg(ctx, user, 'model', input.id);
      return { page: modelPageInfo(page, model), layout: storedLayout(page) };
    },
  );

  call(
    { url: '/lfscada/model/page/save', input: modelPageSaveRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ModelPageInfo> => {
      const { page, owner: model } = await pageOfOrg(ctx, user, 'model', input.id);
      const checked = checkTemplateLayout(input.layout);
      if (!checked.ok) throw refuseText(request, checked.text);
      const saved = await saveModelPage(ctx, { user, request }, { page, model }, checked);
      return modelPageInfo(saved, model);
    },
  );

  call(
    { url: '/lfscada/model/page/delete', input: modelPageIdRequest, action: 'project.edit' },
    async ({ input, user, request }) => {
      const { page, owner: model } = await pageOfOrg(ctx, user, 'model', input.id);
      await deleteModelPage(ctx, { user, request }, { page, model });
      return null;
    },
  );

  call(
    { url: '/lfscada/model/page/coverage', input: modelPageIdRequest, action: 'project.view' },
    async ({ input, user }): Promise<ModelPageCoverage> => {
      const { page, owner: model } = await pageOfOrg(ctx, user, 'model', input.id);
      return templateCoverage(ctx.db, user, page, model);
    },
  );

  call(
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
