import { randomUUID } from 'node:crypto';
import {
  configurationPageAddRequest,
  configurationPageEditRequest,
  configurationPageIdRequest,
  configurationPageQueryAllRequest,
  configurationPageQueryHomeRequest,
  configurationPageQueryRequest,
  type ConfigurationPageInfo,
  type ConfigurationPageQueryResponse,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import type { Database } from '../db/schema';
import { loadEquipment } from '../access/equipment';
import { defineCall } from '../http/route';
import { actorOf, logOperation } from '../access/operationLog';
import { configurationPageInfo, configurationPageOfOrg } from './configurationAccess';

/** Makes `pageId` the equipment's only home page. */
async function moveHome(trx: Kysely<Database>, equipmentId: string, pageId: string): Promise<void> {
  await trx
    .updateTable('configuration_page')
    .set({ home: false })
    .where('equipment_id', '=', equipmentId)
    .where('home', '=', true)
    .where('id', '<>', pageId)
    .execute();
  await trx
    .updateTable('configuration_page')
    .set({ home: true })
    .where('id', '=', pageId)
    .execute();
}

/**
 * Equipment configuration pages (`configuration/page/…`): reads for any user of the
 * equipment's organisation (the monitor shows them), changes for its administrators.
 */
export function registerConfigurationPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/query',
      input: configurationPageQueryRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ConfigurationPageQueryResponse> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      let query = ctx.db.selectFrom('configuration_page').where('equipment_id', '=', equipment.id);
      if (input.keyword) query = query.where('title', 'ilike', containsPattern(input.keyword));
      const found = await paged(query, input, (rows) =>
        rows.selectAll().orderBy('created_at').orderBy('id'),
      );
      return { ...found, list: found.list.map(configurationPageInfo) };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/queryAll',
      input: configurationPageQueryAllRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ConfigurationPageInfo[]> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      const rows = await ctx.db
        .selectFrom('configuration_page')
        .selectAll()
        .where('equipment_id', '=', equipment.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(configurationPageInfo);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/queryHome',
      input: configurationPageQueryHomeRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ConfigurationPageInfo | null> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      const row = await ctx.db
        .selectFrom('configuration_page')
        .selectAll()
        .where('equipment_id', '=', equipment.id)
        .where('home', '=', true)
        .executeTakeFirst();
      return row ? configurationPageInfo(row) : null;
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/info',
      input: configurationPageIdRequest,
      action: 'project.view',
    },
    async ({ input, user }) =>
      configurationPageInfo((await configurationPageOfOrg(ctx, user, input.id)).page),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/add',
      input: configurationPageAddRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }): Promise<ConfigurationPageInfo> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      const id = randomUUID();
      const row = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('configuration_page')
          .values({
            id,
            equipment_id: equipment.id,
            title: input.title,
            width: input.width,
            height: input.height,
            fit: input.fit,
            bg_color: input.bgColor,
            bg_image: input.bgImage,
            use_bg_image: input.useBgImage,
            grid: input.grid,
            created_at: ctx.now(),
            updated_at: ctx.now(),
          })
          .execute();
        const hasHome = await trx
          .selectFrom('configuration_page')
          .select('id')
          .where('equipment_id', '=', equipment.id)
          .where('home', '=', true)
          .executeTakeFirst();
        if (input.home || !hasHome) await moveHome(trx, equipment.id, id);
        await logOperation(trx, actorOf(user, request), 'configuration.page.add', {
          equipmentId: equipment.id,
          pageId: id,
          title: input.title,
        });
        return trx
          .selectFrom('configuration_page')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      });
      return configurationPageInfo(row);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/edit',
      input: configurationPageEditRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }): Promise<ConfigurationPageInfo> => {
      const { page } = await configurationPageOfOrg(ctx, user, input.id);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('configuration_page')
          .set({
            title: input.title,
            width: input.width,
            height: input.height,
            fit: input.fit,
            bg_color: input.bgColor,
            bg_image: input.bgImage,
            use_bg_image: input.useBgImage,
            grid: input.grid,
            updated_at: ctx.now(),
          })
          .where('id', '=', page.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logOperation(trx, actorOf(user, request), 'configuration.page.edit', {
          equipmentId: page.equipment_id,
          pageId: page.id,
          changed: Object.keys(input).filter((key) => key !== 'id'),
        });
        return updated;
      });
      return configurationPageInfo(row);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/setHome',
      input: configurationPageIdRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }) => {
      const { page } = await configurationPageOfOrg(ctx, user, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        await moveHome(trx, page.equipment_id, page.id);
        await logOperation(trx, actorOf(user, request), 'configuration.page.setHome', {
          equipmentId: page.equipment_id,
          pageId: page.id,
        });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/configuration/page/delete',
      input: configurationPageIdRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }) => {
      const { page } = await configurationPageOfOrg(ctx, user, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('configuration_page').where('id', '=', page.id).execute();
        if (page.home) {
          const next = await trx
            .selectFrom('configuration_page')
            .select('id')
            .where('equipment_id', '=', page.equipment_id)
            .orderBy('created_at')
            .orderBy('id')
            .limit(1)
            .executeTakeFirst();
          if (next) await moveHome(trx, page.equipment_id, next.id);
        }
        await logOperation(trx, actorOf(user, request), 'configuration.page.delete', {
          equipmentId: page.equipment_id,
          pageId: page.id,
          title: page.title,
        });
      });
      return null;
    },
  );
}
