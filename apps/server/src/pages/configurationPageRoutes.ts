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
import { declareCalls } from '../http/route';
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
  const call = declareCalls(app, ctx);

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

  call(read('query', configurationPageQueryRequest), async ({ input, user }) =>
    queryConfigurationPages(ctx.db, (await loadEquipment(ctx, user, input.equipmentId)).id, input),
  );
  call(read('queryAll', configurationPageQueryAllRequest), async ({ input, user }) =>
    allConfigurationPages(ctx.db, (await loadEquipment(ctx, user, input.equipmentId)).id),
  );
  call(read('queryHome', configurationPageQueryHomeRequest), async ({ input, user }) =>
    homeConfigurationPage(ctx.db, (await loadEquipment(ctx, user, input.equipmentId)).id),
  );
  call(read('info', configurationPageIdRequest), async ({ input, user }) =>
    configurationPageInfo((await pageOfOrg(ctx, user, 'equipment', input.id)).page),
  );

  call(change('add', configurationPageAddRequest), async (c) => {
    const equipment = await loadEquipment(ctx, c.user, c.input.equipmentId);
    return addConfigurationPage(ctx, c, equipment.id, c.input);
  });
  call(change('edit', configurationPageEditRequest), async (c) => {
    const { page } = await pageOfOrg(ctx, c.user, 'equipment', c.input.id);
    return editConfigurationPage(ctx, c, page, c.input);
  });
  call(change('setHome', configurationPageIdRequest), async (c) => {
    const { page } = await pageOfOrg(ctx, c.user, 'equipment', c.input.id);
    return setConfigurationHomePage(ctx, c, page);
  });
  call(change('delete', configurationPageIdRequest), async (c) => {
    const { page } = await pageOfOrg(ctx, c.user, 'equipment', c.input.id);
    return deleteConfigurationPage(ctx, c, page);
  });
}
