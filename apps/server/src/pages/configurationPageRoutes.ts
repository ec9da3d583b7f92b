import {
  configurationPageAddRequest,
  configurationPageEditRequest,
  configurationPageIdRequest,
  configurationPageQueryAllRequest,
  configurationPageQueryHomeRequest,
  configurationPageQueryRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { defineCall } from '../http/route';
import { pageOfOrg } from '../access/pages';
import {
  addConfigurationPage,
  deleteConfigurationPage,
  editConfigurationPage,
  setConfigurationHomePage,
} from './configurationPageCommands';
import {
  allConfigurationPages,
  configurationPageInfo,
  homeConfigurationPage,
  queryConfigurationPages,
} from './configurationPageQueries';

/**
 * Equipment configuration pages (`configuration/page/…`): reads for any user of the
 * equipment's organisation (the monitor shows them), changes for its administrators.
 */
export function registerConfigurationPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = <S extends z.ZodType>(name: string, input: S) => ({
    url: `/lfscada/configuration/page/${name}`,
    input,
    action: 'project.view' as const,
  });
  const change = <S extends z.ZodType>(name: string, input: S) => ({
    url: `/lfscada/configuration/page/${name}`,
    input,
    action: 'project.edit' as const,
  });

  defineCall(app, ctx, read('query', configurationPageQueryRequest), async ({ input, user }) =>
    queryConfigurationPages(ctx.db, (await loadEquipment(ctx, user, input.equipmentId)).id, input),
  );
  defineCall(
    app,
    ctx,
    read('queryAll', configurationPageQueryAllRequest),
    async ({ input, user }) =>
      allConfigurationPages(ctx.db, (await loadEquipment(ctx, user, input.equipmentId)).id),
  );
  defineCall(
    app,
    ctx,
    read('queryHome', configurationPageQueryHomeRequest),
    async ({ input, user }) =>
      homeConfigurationPage(ctx.db, (await loadEquipment(ctx, user, input.equipmentId)).id),
  );
  defineCall(app, ctx, read('info', configurationPageIdRequest), async ({ input, user }) =>
    configurationPageInfo((await pageOfOrg(ctx, user, 'equipment', input.id)).page),
  );

  defineCall(app, ctx, change('add', configurationPageAddRequest), async (c) => {
    const equipment = await loadEquipment(ctx, c.user, c.input.equipmentId);
    return addConfigurationPage(ctx, c, equipment.id, c.input);
  });
  defineCall(app, ctx, change('edit', configurationPageEditRequest), async (c) => {
    const { page } = await pageOfOrg(ctx, c.user, 'equipment', c.input.id);
    return editConfigurationPage(ctx, c, page, c.input);
  });
  defineCall(app, ctx, change('setHome', configurationPageIdRequest), async (c) => {
    const { page } = await pageOfOrg(ctx, c.user, 'equipment', c.input.id);
    return setConfigurationHomePage(ctx, c, page);
  });
  defineCall(app, ctx, change('delete', configurationPageIdRequest), async (c) => {
    const { page } = await pageOfOrg(ctx, c.user, 'equipment', c.input.id);
    return deleteConfigurationPage(ctx, c, page);
  });
}
