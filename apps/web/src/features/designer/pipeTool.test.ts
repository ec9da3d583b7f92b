import { describe, expect, it } from 'vitest';
import { createDocument, createWidget, sequentialIds, type PipeAddon } from '@lf/designer';
import { createDesignerStore, PIPE_TOOL } from './store';

function storeWithTwoTanks() {
  const ids = sequentialIds('w');
  const tank = (x: number) =>
    createWidget('ShapeRect', { newId: ids, position: { x, y: 100, width: 40, height: 40 } });
  return createDesignerStore({
    document: { ...createDocument({ id: 'p1' }), widgets: [tank(0), tank(200)] },
    newId: ids,
  });
}

describe('the designer store feeding the pipe tool', () => {
  it('adds and selects the pipe laid between two ports, one undo entry, then selects again', () => {
    const store = storeWithTwoTanks();
    store.getState().setTool(PIPE_TOOL);
    store.getState().pipeEvent({ type: 'click', point: { x: 43, y: 121 } });
    store.getState().pipeEvent({ type: 'click', point: { x: 198, y: 119 } });
    const { editor, tool } = store.getState();
    const pipe = editor.document.widgets[2];
    expect(pipe?.widgetType).toBe('ProcessPipe');
    expect((pipe?.dataAddon as PipeAddon).ends).toEqual(['port', 'port']);
    expect(editor.selection).toEqual([pipe?.id]);
    expect(tool).toEqual({ kind: 'select' });
    store.getState().undo();
    expect(store.getState().editor.document.widgets).toHaveLength(2);
  });

  it('ignores pipe events while another tool is on', () => {
    const store = storeWithTwoTanks();
    store.getState().pipeEvent({ type: 'click', point: { x: 43, y: 121 } });
    expect(store.getState().tool).toEqual({ kind: 'select' });
  });
});
