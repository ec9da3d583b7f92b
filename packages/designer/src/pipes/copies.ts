import type { Widget } from '../document/widget';
import type { PipeAddon, PipeEnd } from './addon';
import { PIPE_TYPE } from './snap';

/**
 * Pipes copied in one operation with the widgets they are attached to. A copied attachment
 * points at the copy of its widget when that widget was copied too, so the copied pipe and
 * shape move together; otherwise the copy's end comes loose, as it no longer lies on the
 * original's port (the copy lands elsewhere) and must not follow the original.
 */

/** Old id → new id for every widget of `originals` and its copy (same tree, same order). */
export function copiedIds(
  originals: readonly Widget[],
  copies: readonly Widget[],
  into = new Map<string, string>(),
): Map<string, string> {
  originals.forEach((original, index) => {
    const copy = copies[index];
    if (!copy) return;
    into.set(original.id, copy.id);
    if (original.children && copy.children) copiedIds(original.children, copy.children, into);
  });
  return into;
}

function reattachPipe(pipe: Widget, ids: ReadonlyMap<string, string>): Widget {
  const addon = pipe.dataAddon as PipeAddon;
  if (!addon.attached[0] && !addon.attached[1]) return pipe;
  const remap = (index: 0 | 1) => {
    const attachment = addon.attached[index];
    const copiedId = attachment && ids.get(attachment.widgetId);
    return copiedId ? { ...attachment, widgetId: copiedId } : null;
  };
  const attached: PipeAddon['attached'] = [remap(0), remap(1)];
  const end = (index: 0 | 1): PipeEnd =>
    addon.attached[index] && !attached[index] ? 'free' : addon.ends[index];
  return { ...pipe, dataAddon: { ...addon, attached, ends: [end(0), end(1)] } };
}

/** The copies with every copied pipe's attachments remapped by `ids` (original → copy). */
export function reattachCopies(
  copies: readonly Widget[],
  ids: ReadonlyMap<string, string>,
): Widget[] {
  return copies.map((widget) => {
    if (widget.children) return { ...widget, children: reattachCopies(widget.children, ids) };
    return widget.widgetType === PIPE_TYPE ? reattachPipe(widget, ids) : widget;
  });
}
