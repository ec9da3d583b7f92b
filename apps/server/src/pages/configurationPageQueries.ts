import type {
  configurationPageQueryRequest,
  ConfigurationPageInfo,
  ConfigurationPageQueryResponse,
} from '@lf/protocol';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { containsPattern, paged } from '../db/paged';
import { settingsOf, type ConfigurationPageRow } from './pageSettings';

export function configurationPageInfo(page: ConfigurationPageRow): ConfigurationPageInfo {
  return {
    id: page.id,
    equipmentId: page.equipment_id,
    ...settingsOf(page),
    home: page.home,
    widgetCount: page.widget_count,
    gmtCreate: new Date(page.created_at).toISOString(),
    gmtModified: new Date(page.updated_at).toISOString(),
  };
}

/** A page of the equipment's configuration pages, the oldest first, filtered by title. */
export async function queryConfigurationPages(
  db: Db,
  equipmentId: string,
  input: Omit<z.infer<typeof configurationPageQueryRequest>, 'equipmentId'>,
): Promise<ConfigurationPageQueryResponse> {
  let query = db.selectFrom('configuration_page').where('equipment_id', '=', equipmentId);
  if (input.keyword) query = query.where('title', 'ilike', containsPattern(input.keyword));
  const found = await paged(query, input, (rows) =>
    rows.selectAll().orderBy('created_at').orderBy('id'),
  );
  return { ...found, list: found.list.map(configurationPageInfo) };
}

/** All the equipment's configuration pages, the oldest first. */
export async function allConfigurationPages(
  db: Db,
  equipmentId: string,
): Promise<ConfigurationPageInfo[]> {
  const rows = await db
    .selectFrom('configuration_page')
    .selectAll()
    .where('equipment_id', '=', equipmentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(configurationPageInfo);
}

/** The equipment's home configuration page, if it has pages. */
export async function homeConfigurationPage(
  db: Db,
  equipmentId: string,
): Promise<ConfigurationPageInfo | null> {
  const row = await db
    .selectFrom('configuration_page')
    .selectAll()
    .where('equipment_id', '=', equipmentId)
    .where('home', '=', true)
    .executeTakeFirst();
  return row ? configurationPageInfo(row) : null;
}

/** The stored bodies of a configuration page's widgets, bottom first. */
export async function configurationWidgetBodies(
  db: Db,
  pageId: string,
): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('configuration_widget')
    .select('body')
    .where('page_id', '=', pageId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.body);
}
