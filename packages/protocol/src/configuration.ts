import { z } from 'zod';
import { equipmentId, pageInput, type Paged } from './equipment';
import { formBool, formJson } from './form';
import { pageId, pageSettings, pageSettingsFields, pageTitle, pageIdRequest } from './pages';

/**
 * Equipment configuration pages (SPEC §7 "Configuration pages"): pages that belong to one
 * equipment, whose widgets are stored as rows and saved as a whole list.
 *
 * Access: reads (`query`, `queryAll`, `queryHome`, `info`, `widget/queryAll`) need any user of
 * the equipment's organisation — the monitor shows these pages; writes (`add`, `edit`,
 * `setHome`, `delete`, `widget/save`) need an administrator of it.
 */

export const CONFIGURATION_LIMITS = {
  /**
   * Form body of `configuration/widget/save`: 1000 widgets written with every default and
   * form-encoded take ~2.4 MB, more than the 2 MB of other calls.
   */
  widgetSaveBodyBytes: 8 * 1024 * 1024,
} as const;

export const configurationPageInfo = z.object({
  id: z.string(),
  equipmentId: z.string(),
  ...pageSettings.shape,
  home: z.boolean(),
  widgetCount: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ConfigurationPageInfo = z.infer<typeof configurationPageInfo>;

/** POST /lfscada/configuration/page/query {equipmentId, keyword?, page?, pageSize?} → Paged<ConfigurationPageInfo> */
export const configurationPageQueryRequest = z.object({
  equipmentId,
  keyword: pageTitle.optional(),
  ...pageInput,
});
export type ConfigurationPageQueryResponse = Paged<ConfigurationPageInfo>;

/** POST /lfscada/configuration/page/queryAll {equipmentId} → ConfigurationPageInfo[] */
export const configurationPageQueryAllRequest = z.object({ equipmentId });

/**
 * POST /lfscada/configuration/page/queryHome {equipmentId} → ConfigurationPageInfo | null:
 * the equipment's home page (the monitor's designer view opens it).
 */
export const configurationPageQueryHomeRequest = z.object({ equipmentId });

/**
 * POST /lfscada/configuration/page/add {equipmentId, title, home?, settings…} → ConfigurationPageInfo.
 * The equipment's first page becomes home.
 */
export const configurationPageAddRequest = z.object({
  equipmentId,
  title: pageTitle.min(1),
  home: formBool.optional(),
  ...pageSettingsFields,
});

/** POST /lfscada/configuration/page/edit {id, title?, settings…} → ConfigurationPageInfo */
export const configurationPageEditRequest = z.object({
  id: pageId,
  title: pageTitle.min(1).optional(),
  ...pageSettingsFields,
});

/** POST /lfscada/configuration/page/info | setHome | delete {id} → ConfigurationPageInfo | null | null */
export const configurationPageIdRequest = pageIdRequest;

/**
 * POST /lfscada/configuration/widget/queryAll {pageId} → ConfigurationWidgets: the page's
 * widgets in z-order (bottom first), each a full designer widget (every default filled).
 */
export const configurationWidgetQueryAllRequest = z.object({ pageId });

export const configurationWidgets = z.object({
  pageId: z.string(),
  widgets: z.array(z.record(z.string(), z.unknown())),
});
export type ConfigurationWidgets = z.infer<typeof configurationWidgets>;

/**
 * POST /lfscada/configuration/widget/save {pageId, widgets} → ConfigurationWidgets.
 * `widgets` is the JSON text of the whole list (serialised designer widgets, bottom first);
 * each is validated with the designer's widget schema, ids must be unique, at most 1000
 * widgets count toward the limit; the stored list is replaced in one transaction.
 */
export const configurationWidgetSaveRequest = z.object({
  pageId,
  widgets: formJson(z.array(z.record(z.string(), z.unknown()))),
});
