import { z } from 'zod';
import { equipmentId } from './equipment';
import { formJson, formString } from './form';
import { SIGNAL_ACCESS, SIGNAL_DATA_TYPES } from './mqttAgentConfig';
import { pageId, pageTitle, pageIdRequest } from './pages';

/**
 * Page templates per equipment model (`model/page/…`): a page designed against a model's
 * signal names, shown to every equipment of that model (equipment whose model is the model's
 * name, in the model's organisation) with the names resolved to that equipment's signals
 * when read. Reads need any user of the organisation (the monitor shows the pages), changes
 * the page-design permission.
 */

const modelId = formString(64).min(1);

/** A model as the template designer sees it: its signal names and how many equipment use it. */
export const modelPageModel = z.object({
  id: z.string(),
  name: z.string(),
  signals: z.array(
    z.object({
      name: z.string(),
      unit: z.string(),
      dataType: z.enum(SIGNAL_DATA_TYPES),
      access: z.enum(SIGNAL_ACCESS),
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
  ),
  equipmentCount: z.number(),
  pageCount: z.number(),
});
export type ModelPageModel = z.infer<typeof modelPageModel>;

export const modelPageInfo = z.object({
  id: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  title: z.string(),
  widgetCount: z.number(),
  /** The signal names the page's widgets bind, sorted. */
  signalNames: z.array(z.string()),
  gmtModified: z.string(),
});
export type ModelPageInfo = z.infer<typeof modelPageInfo>;

/** POST /lfscada/model/page/models {} → ModelPageModel[] */
export const modelPageModelsRequest = z.object({});

/** POST /lfscada/model/page/query {modelId} → ModelPageInfo[] (oldest first: the first is the default). */
export const modelPageQueryRequest = z.object({ modelId });

/** POST /lfscada/model/page/add {modelId, title} → ModelPageInfo: a new empty template page. */
export const modelPageAddRequest = z.object({
  modelId,
  title: pageTitle.min(1),
});

/** POST /lfscada/model/page/layout | delete | coverage {id} */
export const modelPageIdRequest = pageIdRequest;

/** The answer of `model/page/layout`: the template as stored, names unresolved. */
export const modelPageLayout = z.object({
  page: modelPageInfo,
  layout: z.record(z.string(), z.unknown()),
});
export type ModelPageLayout = z.infer<typeof modelPageLayout>;

/**
 * POST /lfscada/model/page/save {id, layout} → ModelPageInfo. `layout` is the JSON text of the
 * designer's stored layout; its widgets bind signals by name only (a binding by signal id is
 * refused: it would show one equipment's value on every equipment).
 */
export const modelPageSaveRequest = z.object({
  id: pageId,
  layout: formJson(z.record(z.string(), z.unknown())),
});

/** POST /lfscada/model/page/coverage {id} → ModelPageCoverage: which equipment lack which names. */
export const modelPageCoverage = z.object({
  names: z.array(z.string()),
  equipment: z.array(z.object({ id: z.string(), name: z.string(), missing: z.array(z.string()) })),
});
export type ModelPageCoverage = z.infer<typeof modelPageCoverage>;

/**
 * POST /lfscada/model/page/ofEquipment {equipmentId} → ModelPageInstance[]: the template pages
 * of the equipment's model, each resolved to the equipment's signals; `unresolved` lists the
 * widgets whose signal name the equipment lacks (they show "signal not found").
 */
export const modelPageOfEquipmentRequest = z.object({ equipmentId });

export const modelPageInstance = z.object({
  page: modelPageInfo,
  layout: z.record(z.string(), z.unknown()),
  unresolved: z.array(z.object({ widgetId: z.string(), name: z.string() })),
});
export type ModelPageInstance = z.infer<typeof modelPageInstance>;
