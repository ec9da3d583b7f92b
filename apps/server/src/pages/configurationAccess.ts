import type { ConfigurationPageInfo } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { ConfigurationPageTable, EquipmentTable } from '../db/schema';
import { loadEquipment } from '../access/equipment';
import { notFound } from '../http/apiError';

export type ConfigurationPageRow = Selectable<ConfigurationPageTable>;

/**
 * A configuration page with its equipment, both of the user's organisation (NOT_FOUND
 * otherwise, like every foreign id).
 */
export async function configurationPageOfOrg(
  ctx: AppContext,
  user: SessionUser,
  pageId: string,
): Promise<{ page: ConfigurationPageRow; equipment: Selectable<EquipmentTable> }> {
  const page = await ctx.db
    .selectFrom('configuration_page')
    .selectAll()
    .where('id', '=', pageId)
    .executeTakeFirst();
  if (!page) throw notFound();
  return { page, equipment: await loadEquipment(ctx, user, page.equipment_id) };
}

export function configurationPageInfo(page: ConfigurationPageRow): ConfigurationPageInfo {
  return {
    id: page.id,
    equipmentId: page.equipment_id,
    title: page.title,
    width: Number(page.width),
    height: Number(page.height),
    fit: page.fit,
    bgColor: page.bg_color,
    bgImage: page.bg_image,
    useBgImage: page.use_bg_image,
    grid: page.grid,
    home: page.home,
    widgetCount: page.widget_count,
    gmtCreate: new Date(page.created_at).toISOString(),
    gmtModified: new Date(page.updated_at).toISOString(),
  };
}
