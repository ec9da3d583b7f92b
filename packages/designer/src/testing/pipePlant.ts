import type { Command } from '../commands/result';
import type { PageDocument } from '../document/layout';
import type { Widget } from '../document/widget';
import { execute, type EditorState } from '../history/editor';
import type { PipeAddon } from '../pipes/addon';
import { drawPipe } from '../pipes/commands';
import { deepFreeze, documentOf, rect } from './fixtures';

/** Pipe tests' small plant and the helpers to act on it. */

export const p = (x: number, y: number) => ({ x, y });

/** A pump (rect 100,50 40×20: right port at 140,60) and a tank (rect 300,100 40×40: left port at 300,120). */
export function plant(points = [p(140, 60), p(220, 60), p(220, 120), p(300, 120)]): PageDocument {
  const document = deepFreeze(
    documentOf([rect('pump', 100, 50, 40, 20), rect('tank', 300, 100, 40, 40)], { id: 'p1' }),
  );
  const drawn = drawPipe(document, [], { points, ends: ['port', 'port'], newId: () => 'pipe' });
  if (!drawn.ok) throw new Error(drawn.reason);
  return drawn.document;
}

export const widgetOf = (document: PageDocument, id: string) =>
  document.widgets.find((widget) => widget.id === id) as Widget;
export const pipeOf = (document: PageDocument) => widgetOf(document, 'pipe');
export const addonOf = (document: PageDocument, id = 'pipe') =>
  widgetOf(document, id).dataAddon as PipeAddon;

/** The editor after `command` on `selection`; throws when it is refused. */
export function run<Args>(
  state: EditorState,
  command: Command<Args>,
  selection: string[],
  args: Args,
) {
  const outcome = execute({ ...state, selection }, command, args);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}
