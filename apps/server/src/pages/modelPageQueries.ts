import {
  parseLayout,
  resolveTemplate,
  serialiseLayout,
  templateIdBindings,
  templateSignalNames,
  missingNames,
  type PageDocument,
} from '@lf/designer';
import {
  modelTemplate,
  type Bilingual,
  type ModelPageCoverage,
  type ModelPageInfo,
  type ModelPageInstance,
  type ModelPageModel,
} from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import { equipmentInRange } from '../access/range';
import type { Db } from '../db/database';
import type { EquipmentTable } from '../db/schema';
import type { ModelRow } from '../access/pages';
import type { ModelPageRow } from './pageSettings';
import { checkPage } from './pageLayout';

/**
 * Reads and checks of page templates per equipment model. The equipment of a model are the
 * equipment of the model's organisation whose `model` is the model's name (what adding an
 * equipment from a model writes); a model and its pages are seen by their organisation only,
 * any other id counts as missing (404).
 */

export function modelPageInfo(page: ModelPageRow, model: ModelRow): ModelPageInfo {
  return {
    id: page.id,
    modelId: model.id,
    modelName: model.name,
    title: page.title,
    widgetCount: page.widget_count,
    signalNames: page.signal_names,
    gmtModified: new Date(page.updated_at).toISOString(),
  };
}

/** The equipment of a model that the user sees (organisation and data range), by name. */
export async function equipmentOfModel(
  db: Db,
  user: SessionUser,
  model: ModelRow,
): Promise<Selectable<EquipmentTable>[]> {
  const rows = await db
    .selectFrom('equipment')
    .selectAll()
    .where('org_id', '=', model.org_id)
    .where('model', '=', model.name)
    .orderBy('name')
    .execute();
  return rows.filter((row) => equipmentInRange(user, row.id));
}

/** The organisation's models with their signal names, for the template designer. */
export async function modelsForTemplates(db: Db, user: SessionUser): Promise<ModelPageModel[]> {
  const models = await db
    .selectFrom('equipment_model')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('name')
    .execute();
  const pages = await db
    .selectFrom('model_page')
    .innerJoin('equipment_model', 'equipment_model.id', 'model_page.model_id')
    .select(['model_page.model_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('equipment_model.org_id', '=', user.orgId)
    .groupBy('model_page.model_id')
    .execute();
  const equipment = await db
    .selectFrom('equipment')
    .select(['id', 'model'])
    .where('org_id', '=', user.orgId)
    .execute();
  return models.map((model) => {
    const template = modelTemplate.safeParse(model.template);
    return {
      id: model.id,
      name: model.name,
      signals: template.success
        ? template.data.signals.map((s) => ({
            name: s.name,
            unit: s.unit,
            dataType: s.dataType,
            access: s.access,
            min: s.min ?? null,
            max: s.max ?? null,
          }))
        : [],
      equipmentCount: equipment.filter(
        (e) => e.model === model.name && equipmentInRange(user, e.id),
      ).length,
      pageCount: Number(pages.find((p) => p.model_id === model.id)?.n ?? 0),
    };
  });
}

export type TemplateCheck =
  | { ok: true; layout: string; widgetCount: number; signalNames: string[]; title: string }
  | { ok: false; text: Bilingual };

/**
 * A layout as a template page stores it: valid for the designer, within the widget limit, and
 * binding signals by name only — a binding by id would show one equipment's value on all.
 */
export function checkTemplateLayout(input: Record<string, unknown>): TemplateCheck {
  const checked = checkPage(input);
  if (!checked.ok) {
    const { problem } = checked;
    if (problem.kind === 'invalid') return { ok: false, text: problem.text };
    return {
      ok: false,
      text: {
        zh: `模板页面最多 ${problem.max} 个组件（现有 ${problem.count} 个）`,
        en: `A template page holds at most ${problem.max} widgets (it has ${problem.count})`,
      },
    };
  }
  const { document, widgetCount: count } = checked;
  const ids = templateIdBindings(document.widgets);
  if (ids.length > 0) {
    return {
      ok: false,
      text: {
        zh: `模板页面只能按信号名称绑定，不能绑定具体信号（${ids.slice(0, 3).join(', ')}）`,
        en: `A template page binds signals by name only, not a particular signal (${ids.slice(0, 3).join(', ')})`,
      },
    };
  }
  return {
    ok: true,
    layout: serialiseLayout(document),
    widgetCount: count,
    signalNames: templateSignalNames(document.widgets),
    title: document.con.title,
  };
}

/** A stored template's document; a layout stored by this release always parses. */
function templateDocument(page: ModelPageRow): PageDocument {
  const parsed = parseLayout(page.layout);
  if (!parsed.ok) throw new Error(`template ${page.id} unreadable: ${parsed.error.message}`);
  return parsed.document;
}

export function storedLayout(page: ModelPageRow): Record<string, unknown> {
  return JSON.parse(serialiseLayout(templateDocument(page))) as Record<string, unknown>;
}

/** Signal id and name of each of an equipment's signals, in its order. */
async function signalNamesOf(db: Db, equipmentId: string) {
  const rows = await db
    .selectFrom('signal')
    .select(['id', 'name'])
    .where('equipment_id', '=', equipmentId)
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}

/** Which equipment of the model lack which of the page's names. */
export async function templateCoverage(
  db: Db,
  user: SessionUser,
  page: ModelPageRow,
  model: ModelRow,
): Promise<ModelPageCoverage> {
  const names = page.signal_names;
  const equipment = await equipmentOfModel(db, user, model);
  const rows = [];
  for (const item of equipment) {
    const signals = await signalNamesOf(db, item.id);
    rows.push({
      id: item.id,
      name: item.name,
      missing: missingNames(
        names,
        signals.map((s) => s.name),
      ),
    });
  }
  return { names, equipment: rows };
}

/**
 * The template pages of an equipment's model, each resolved to the equipment's signals at
 * this read. Only an equipment of the user's own organisation has them: the receiver of a
 * share sees the equipment, not its owner's designs.
 */
export async function instancesForEquipment(
  db: Db,
  user: SessionUser,
  equipment: Selectable<EquipmentTable>,
): Promise<ModelPageInstance[]> {
  if (equipment.org_id !== user.orgId || equipment.model === '') return [];
  const model = await db
    .selectFrom('equipment_model')
    .selectAll()
    .where('org_id', '=', equipment.org_id)
    .where('name', '=', equipment.model)
    .executeTakeFirst();
  if (!model) return [];
  const pages = await db
    .selectFrom('model_page')
    .selectAll()
    .where('model_id', '=', model.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (pages.length === 0) return [];
  const signals = await signalNamesOf(db, equipment.id);
  return pages.map((page) => {
    const document = templateDocument(page);
    const resolved = resolveTemplate(document.widgets, { equipmentId: equipment.id, signals });
    const layout = serialiseLayout({
      ...document,
      con: { ...document.con, id: page.id, equipmentId: equipment.id },
      widgets: resolved.widgets,
    });
    return {
      page: modelPageInfo(page, model),
      layout: JSON.parse(layout) as Record<string, unknown>,
      unresolved: [...resolved.unresolved],
    };
  });
}

/** The model's template pages, the oldest first. */
export async function modelPagesOf(db: Db, modelId: string): Promise<ModelPageRow[]> {
  return db
    .selectFrom('model_page')
    .selectAll()
    .where('model_id', '=', modelId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
