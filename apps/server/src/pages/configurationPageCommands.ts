import { randomUUID } from 'node:crypto';
import { LAYOUT_SCHEMA_VERSION } from '@lf/designer';
import type {
  configurationPageAddRequest,
  configurationPageEditRequest,
  ConfigurationPageInfo,
} from '@lf/protocol';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { logged, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { configurationPageInfo } from './configurationPageQueries';
import { settingsColumns, type ConfigurationPageRow } from './pageSettings';
import type { PreparedWidgets } from './widgetList';

/** Rows are inserted in slices so that 1000 widgets stay within the driver's parameter limit. */
const INSERT_SLICE = 200;

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

/** A new configuration page of the equipment; the first one (or one asked to be) is its home. */
export async function addConfigurationPage(
  ctx: AppContext,
  caller: Caller,
  equipmentId: string,
  input: z.infer<typeof configurationPageAddRequest>,
): Promise<ConfigurationPageInfo> {
  const id = randomUUID();
  const log = {
    action: 'configuration.page.add',
    detail: { equipmentId, pageId: id, title: input.title },
  };
  const row = await logged(ctx.db, caller, log, async (trx) => {
    await trx
      .insertInto('configuration_page')
      .values({
        id,
        equipment_id: equipmentId,
        ...settingsColumns(input),
        title: input.title,
        created_at: ctx.now(),
        updated_at: ctx.now(),
      })
      .execute();
    const hasHome = await trx
      .selectFrom('configuration_page')
      .select('id')
      .where('equipment_id', '=', equipmentId)
      .where('home', '=', true)
      .executeTakeFirst();
    if (input.home || !hasHome) await moveHome(trx, equipmentId, id);
    return trx
      .selectFrom('configuration_page')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  });
  return configurationPageInfo(row);
}

export async function editConfigurationPage(
  ctx: AppContext,
  caller: Caller,
  page: ConfigurationPageRow,
  input: z.infer<typeof configurationPageEditRequest>,
): Promise<ConfigurationPageInfo> {
  const log = {
    action: 'configuration.page.edit',
    detail: {
      equipmentId: page.equipment_id,
      pageId: page.id,
      changed: Object.keys(input).filter((key) => key !== 'id'),
    },
  };
  const row = await logged(ctx.db, caller, log, (trx) =>
    trx
      .updateTable('configuration_page')
      .set({ ...settingsColumns(input), updated_at: ctx.now() })
      .where('id', '=', page.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return configurationPageInfo(row);
}

export async function setConfigurationHomePage(
  ctx: AppContext,
  caller: Caller,
  page: ConfigurationPageRow,
): Promise<null> {
  const log = {
    action: 'configuration.page.setHome',
    detail: { equipmentId: page.equipment_id, pageId: page.id },
  };
  await logged(ctx.db, caller, log, (trx) => moveHome(trx, page.equipment_id, page.id));
  return null;
}

/** Deletes the page; if it was the home page, the oldest page left becomes the home. */
export async function deleteConfigurationPage(
  ctx: AppContext,
  caller: Caller,
  page: ConfigurationPageRow,
): Promise<null> {
  const log = {
    action: 'configuration.page.delete',
    detail: { equipmentId: page.equipment_id, pageId: page.id, title: page.title },
  };
  await logged(ctx.db, caller, log, async (trx) => {
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
  });
  return null;
}

/** Replaces a configuration page's widgets with a checked list, in one logged transaction. */
export async function saveConfigurationWidgets(
  ctx: AppContext,
  caller: Caller,
  page: ConfigurationPageRow,
  prepared: Extract<PreparedWidgets, { ok: true }>,
): Promise<void> {
  const rows = prepared.widgets.map((widget, seq) => ({
    page_id: page.id,
    seq,
    widget_id: widget.id,
    widget_type: widget.widgetType,
    body: JSON.stringify(prepared.stored[seq]),
  }));
  const log = {
    action: 'configuration.widget.save',
    detail: { equipmentId: page.equipment_id, pageId: page.id, widgetCount: prepared.count },
  };
  await logged(ctx.db, caller, log, async (trx) => {
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
  });
}
