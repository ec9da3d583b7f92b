import type { PageDocument } from '../document/layout';
import { indexWidgets } from '../document/tree';
import type { Style } from '../document/style';
import { refuse, type Command, type Refusal, type Selection } from './result';
import { patchSelected } from './patch';

/** The format painter: off, or on and holding the style picked up from one widget. */
export type FormatPainter =
  | { readonly active: false }
  | { readonly active: true; readonly sourceId: string; readonly style: Style };

export const FORMAT_PAINTER_OFF: FormatPainter = { active: false };

/**
 * Toggles the painter: switching on picks up the style of the (single) selected widget;
 * switching off forgets it.
 */
export function toggleFormatPainter(
  painter: FormatPainter,
  document: PageDocument,
  selection: Selection,
): FormatPainter | Refusal {
  if (painter.active) return FORMAT_PAINTER_OFF;
  if (selection.length === 0) return refuse('nothing-selected');
  if (selection.length > 1) return refuse('needs-one');
  const sourceId = selection[0] as string;
  const source = indexWidgets(document.widgets).get(sourceId);
  if (!source) return refuse('not-found', [sourceId]);
  return { active: true, sourceId, style: source.widget.style };
}

export interface PaintArgs {
  readonly painter: FormatPainter;
}

/** Copies the painter's style (only the style: not position, data or animation) onto the selection. */
export const applyFormatPainter: Command<PaintArgs> = (document, selection, args) => {
  const { painter } = args;
  if (!painter.active) return refuse('format-painter-off');
  return patchSelected(document, selection, (widget) =>
    widget.style === painter.style ? widget : { ...widget, style: painter.style },
  );
};
