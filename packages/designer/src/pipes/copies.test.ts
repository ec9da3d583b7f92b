import { describe, expect, it } from 'vitest';
import { copy, duplicate, paste } from '../commands/clipboard';
import { move } from '../commands/move';
import { isRefusal } from '../commands/selection';
import type { PageDocument } from '../document/layout';
import type { Widget } from '../document/widget';
import { createEditor } from '../history/editor';
import { sequentialIds } from '../ids';
import { groupOf, rect } from '../testing/fixtures';
import { addonOf, p, plant, run, widgetOf } from '../testing/pipePlant';
import { copiedIds } from './copies';
import { pipePoints } from './snap';

/** The plant with `selection` pasted once (copies n1, n2, … in the selection's z-order). */
function pasted(selection: string[], document: PageDocument = plant()): PageDocument {
  const clipboard = copy(document, selection);
  if (isRefusal(clipboard)) throw new Error(clipboard.reason);
  const result = paste(document, [], { clipboard, newId: sequentialIds('n') });
  if (!result.ok) throw new Error(result.reason);
  return result.document;
}

describe('copying attached pipes', () => {
  it('a pipe pasted with both its shapes is attached to their copies', () => {
    // Copies in z-order: pump → n1 (text n2), tank → n3, pipe → n5.
    const document = pasted(['pump', 'tank', 'pipe']);
    expect(addonOf(document, 'n5').attached).toEqual([
      { widgetId: 'n1', portId: 'right' },
      { widgetId: 'n3', portId: 'left' },
    ]);
    expect(addonOf(document, 'n5').ends).toEqual(['port', 'port']);
  });

  it('a pipe pasted on its own comes loose at both ends', () => {
    const addon = addonOf(pasted(['pipe']), 'n1');
    expect(addon.attached).toEqual([null, null]);
    expect(addon.ends).toEqual(['free', 'free']);
  });

  it('a pipe pasted with one of its shapes keeps that end and loosens the other', () => {
    const addon = addonOf(pasted(['pump', 'pipe']), 'n3');
    expect(addon.attached).toEqual([{ widgetId: 'n1', portId: 'right' }, null]);
    expect(addon.ends).toEqual(['port', 'free']);
  });

  it('a copied group remaps the pipe inside it to the copied shapes beside it', () => {
    const [pump, tank, pipe] = plant().widgets as [Widget, Widget, Widget];
    const grouped = { ...plant(), widgets: [groupOf('g', [pump, tank, pipe])] };
    const group = widgetOf(pasted(['g'], grouped), 'n1');
    const pipeCopy = group.children?.[2] as Widget;
    const ids = (group.children ?? []).map((child) => child.id);
    expect(pipeCopy.dataAddon.attached).toEqual([
      { widgetId: ids[0], portId: 'right' },
      { widgetId: ids[1], portId: 'left' },
    ]);
  });

  it('a Ctrl-dragged copy of pump and pipe follows the copied pump, not the original', () => {
    const newId = sequentialIds('n');
    const dragged = run(createEditor(plant()), duplicate, ['pump', 'tank', 'pipe'], {
      dx: 0,
      dy: 200,
      newId,
    });
    const moved = run(dragged, move, ['n1'], { dx: 0, dy: -30 });
    expect(pipePoints(widgetOf(moved.document, 'n5'))[0]).toEqual(p(140, 230));
    expect(addonOf(moved.document, 'n5').attached[0]).toEqual({ widgetId: 'n1', portId: 'right' });
  });

  it('moving the original pump leaves a pasted copy of the pipe where it is', () => {
    const state = run(createEditor(pasted(['pump', 'tank', 'pipe'])), move, ['pump'], {
      dx: 0,
      dy: -30,
    });
    expect(pipePoints(widgetOf(state.document, 'n5'))[0]).toEqual(p(190, 110));
  });
});

describe('copiedIds', () => {
  it('pairs each original with its copy, inside groups too', () => {
    const originals = [groupOf('g', [rect('a', 0, 0)]), rect('b', 0, 0)];
    const copies = [groupOf('G', [rect('A', 0, 0)]), rect('B', 0, 0)];
    expect([...copiedIds(originals, copies)]).toEqual([
      ['g', 'G'],
      ['a', 'A'],
      ['b', 'B'],
    ]);
  });
});
