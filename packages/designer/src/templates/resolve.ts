import { indexWidgets, widgetBounds } from '../document/tree';
import type { Widget } from '../document/widget';
import { createWidget } from '../widgets/factory';
import { mapSignalRefs, type RefFields } from './refs';

/**
 * Page templates per equipment model. A template page binds its widgets by signal *name*
 * (`signalName`, no id); each equipment of the model sees the template with those names
 * resolved to its own signals when the page is read. Nothing is copied per equipment, so a
 * template edit, or a signal renamed, added or removed on an equipment, shows at the next read.
 */

/** One equipment's signals as resolution needs them. */
export interface EquipmentSignals {
  readonly equipmentId: string;
  readonly signals: readonly { readonly id: string; readonly name: string }[];
}

/** A name a widget binds that the equipment has no signal of. */
export interface UnresolvedName {
  readonly widgetId: string;
  readonly name: string;
}

export interface ResolvedTemplate {
  readonly widgets: readonly Widget[];
  /** In page order, one entry per widget and missing name. */
  readonly unresolved: readonly UnresolvedName[];
}

/** The equipment id the template designer binds to: the model's signals, named by name. */
export const TEMPLATE_EQUIP_ID = '@model';

/** The name a binding binds by, or '' for a binding by id (or none). */
const nameOf = (ref: RefFields): string => ref.signalName ?? '';
const byName = (ref: RefFields) => nameOf(ref) !== '';

/** Every signal name the template's widgets bind, sorted, without repeats. */
export function templateSignalNames(widgets: readonly Widget[]): string[] {
  const names = new Set<string>();
  mapSignalRefs(widgets, (ref) => {
    if (byName(ref)) names.add(nameOf(ref));
    return null;
  });
  return [...names].sort();
}

/** The ids a template binds directly (not by name): a template must bind names only. */
export function templateIdBindings(widgets: readonly Widget[]): string[] {
  const ids = new Set<string>();
  mapSignalRefs(widgets, (ref) => {
    if (!byName(ref) && ref.signalId !== '') ids.add(ref.signalId);
    return null;
  });
  return [...ids].sort();
}

/**
 * The template instantiated for one equipment: every name binding resolved to the signal of
 * that name (the first one, in the equipment's order, should names repeat). A name the
 * equipment lacks leaves the binding empty — its `signalName` stays, so the viewer can show
 * "signal not found" on that widget — and is listed in `unresolved`.
 */
export function resolveTemplate(
  widgets: readonly Widget[],
  equipment: EquipmentSignals,
): ResolvedTemplate {
  const idOf = new Map<string, string>();
  for (const signal of equipment.signals) {
    if (!idOf.has(signal.name)) idOf.set(signal.name, signal.id);
  }
  const unresolved: UnresolvedName[] = [];
  const seen = new Set<string>();
  const resolved = mapSignalRefs(widgets, (ref, widget) => {
    if (!byName(ref)) return null;
    const name = nameOf(ref);
    const id = idOf.get(name);
    if (id !== undefined) return { signalId: id, equipId: equipment.equipmentId };
    const key = `${widget.id}\u0000${name}`;
    if (!seen.has(key)) {
      seen.add(key);
      unresolved.push({ widgetId: widget.id, name });
    }
    return { signalId: '', equipId: '' };
  });
  return { widgets: resolved, unresolved };
}

/** The names of `names` an equipment with `signalNames` lacks, sorted. */
export function missingNames(names: readonly string[], signalNames: readonly string[]): string[] {
  const present = new Set(signalNames);
  return [...new Set(names)].filter((name) => !present.has(name)).sort();
}

/**
 * The template as the designer edits it: each name binding shown as a binding to the
 * model's pseudo-equipment whose signal ids are the names, so the ordinary binding picker
 * offers and shows names.
 */
export function templateForEditing(widgets: readonly Widget[]): readonly Widget[] {
  return mapSignalRefs(widgets, (ref) =>
    byName(ref) ? { signalId: nameOf(ref), equipId: TEMPLATE_EQUIP_ID } : null,
  );
}

/** The inverse of `templateForEditing`: bindings to the model become name bindings. */
export function templateFromEditing(widgets: readonly Widget[]): readonly Widget[] {
  return mapSignalRefs(widgets, (ref) => {
    if (ref.equipId === TEMPLATE_EQUIP_ID && ref.signalId !== '') {
      return { signalName: ref.signalId, signalId: '', equipId: '' };
    }
    // A list bound in the designer marks its widget with the model; nothing to keep.
    if (ref.equipId === TEMPLATE_EQUIP_ID) return { equipId: '' };
    // A binding cleared in the designer leaves its old name behind: drop it.
    if (ref.signalId === '' && byName(ref)) return { signalName: undefined };
    return null;
  });
}

/** The look of a "signal not found" mark: alarm red on a pale red ground, over the widget. */
const NOT_FOUND_STYLE = {
  fill: '#FFF1F0',
  stroke: { color: '#CF1322', width: 1 },
  color: '#CF1322',
  line: { dash: 'dashed' },
} as const;

/**
 * The resolved widgets with a "signal not found" mark over each widget that binds a name the
 * equipment lacks: a text widget on top, at the widget's box, saying which name (`label`
 * writes it in the viewer's language). Marks are ordinary widgets, so every viewer draws them
 * at any zoom; they exist only in what is shown, never in the stored template.
 */
export function withNotFoundMarks(
  widgets: readonly Widget[],
  unresolved: readonly UnresolvedName[],
  label: (names: readonly string[]) => string,
): readonly Widget[] {
  if (unresolved.length === 0) return widgets;
  const namesOf = new Map<string, string[]>();
  for (const { widgetId, name } of unresolved) {
    namesOf.set(widgetId, [...(namesOf.get(widgetId) ?? []), name]);
  }
  const index = indexWidgets(widgets);
  const marks: Widget[] = [];
  for (const [widgetId, names] of namesOf) {
    const entry = index.get(widgetId);
    if (!entry) continue;
    const box = widgetBounds(entry.widget);
    let n = 0;
    marks.push(
      createWidget('UsualText', {
        newId: () => `${widgetId}~notFound${n++ === 0 ? '' : `-${n}`}`,
        position: {
          x: box.x,
          y: box.y,
          width: Math.max(box.width, 40),
          height: Math.max(box.height, 20),
        },
        style: NOT_FOUND_STYLE,
        dataAddon: { text: label(names) },
        widgetName: 'notFound',
      }),
    );
  }
  return [...widgets, ...marks];
}
