import {
  parseLayout,
  serialiseLayout,
  TEMPLATE_EQUIP_ID,
  templateForEditing,
  templateFromEditing,
  withNotFoundMarks,
  type PageDocument,
} from '@lf/designer';
import type { ModelPageInstance, ModelPageModel, PickerSignal } from '@lf/protocol';

/** A stored template as the designer edits it: names shown as the model's "signal ids". */
export function editableTemplate(layout: Record<string, unknown>): PageDocument {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(parsed.error.text.en);
  return { ...parsed.document, widgets: templateForEditing(parsed.document.widgets) };
}

/** The layout text `model/page/save` stores: the edited document with names, not ids. */
export function templateLayoutJson(document: PageDocument): string {
  return serialiseLayout({ ...document, widgets: templateFromEditing(document.widgets) });
}

/** The model's signals as the binding picker lists them: each one's name is its id. */
export function modelSignalsForPicker(model: ModelPageModel): PickerSignal[] {
  return model.signals.map((signal) => ({
    signalId: signal.name,
    equipId: TEMPLATE_EQUIP_ID,
    signalTitle: signal.name,
    equipTitle: model.name,
    unit: signal.unit,
    dataType: signal.dataType,
    access: signal.access,
    min: signal.min,
    max: signal.max,
  }));
}

/**
 * A template instantiated for one equipment, as the viewer draws it: the server's resolved
 * layout with a "signal not found" mark over each widget whose name the equipment lacks.
 */
export function instanceDocument(
  instance: ModelPageInstance,
  notFound: (names: readonly string[]) => string,
): PageDocument {
  const parsed = parseLayout(instance.layout);
  if (!parsed.ok) throw new Error(parsed.error.text.en);
  const { document } = parsed;
  return {
    ...document,
    widgets: withNotFoundMarks(document.widgets, instance.unresolved, notFound),
  };
}
