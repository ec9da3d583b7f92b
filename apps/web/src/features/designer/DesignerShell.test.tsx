import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDocument, createWidget, sequentialIds, type PageDocument } from '@lf/designer';
import '../../i18n/i18n';
import { testDesignerEnv } from '../../test/designerEnv';
import { renderDesignerShell } from '../../test/renderInDesigner';
import { createDesignerStore } from './store';

const env = testDesignerEnv();

function pageWithTwoRects(): PageDocument {
  const ids = sequentialIds('r');
  const rect = (x: number) =>
    createWidget('ShapeRect', { newId: ids, position: { x, y: 100, width: 100, height: 50 } });
  return { ...createDocument({ id: 'p1', title: 'Test page' }), widgets: [rect(100), rect(400)] };
}

function renderShell(onSave = vi.fn(() => Promise.resolve()), document = pageWithTwoRects()) {
  const store = createDesignerStore({ document, newId: sequentialIds('n') });
  renderDesignerShell({ store, env, title: 'Test page', onSave });
  const [first, second] = document.widgets;
  if (!first || !second) throw new Error('fixture');
  return { store, first, second, onSave };
}

const xOf = (store: ReturnType<typeof renderShell>['store'], id: string) =>
  store.getState().editor.document.widgets.find((widget) => widget.id === id)?.position.x;

describe('DesignerShell', () => {
  it('turns keyboard shortcuts into designer commands', () => {
    const { store, first } = renderShell();
    act(() => store.getState().select([first.id]));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(xOf(store, first.id)).toBe(101);
    fireEvent.keyDown(window, { key: 'ArrowRight', shiftKey: true });
    expect(xOf(store, first.id)).toBe(111);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(xOf(store, first.id)).toBe(101);
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(xOf(store, first.id)).toBe(111);

    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    const widgets = store.getState().editor.document.widgets;
    expect(widgets).toHaveLength(3);
    expect(widgets[2]?.position.x).toBe(161);
    expect(widgets[2]?.position.y).toBe(150);

    fireEvent.keyDown(window, { key: 'Delete' });
    expect(store.getState().editor.document.widgets).toHaveLength(2);
  });

  it('offers the actions on a right click, acting on the widget clicked', async () => {
    const { store, first, second } = renderShell();
    act(() => store.getState().select([first.id]));
    const target = document.querySelector(`[data-widget-id="${second.id}"]`);
    if (!target) throw new Error('the second rectangle is not drawn');
    fireEvent.contextMenu(target);
    expect(store.getState().editor.selection).toEqual([second.id]);
    const undo = await screen.findByRole('menuitem', { name: /撤销/ });
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: /删除/ }));
    const left = store.getState().editor.document.widgets.map((widget) => widget.id);
    expect(left).toEqual([first.id]);
  });

  it("keeps the page's settings in the View menu, ticked while on, switched by a click or a key", async () => {
    const { store } = renderShell();
    const ticked = async (name: string) =>
      (await screen.findByRole('menuitemcheckbox', { name: new RegExp(name) })).getAttribute(
        'aria-checked',
      );
    fireEvent.click(screen.getByRole('button', { name: /视图/ }));
    expect(await ticked('网格')).toBe('true');
    expect(await ticked('吸附')).toBe('false');
    expect(screen.getByRole('menuitemcheckbox', { name: /网格/ }).textContent).toContain("Ctrl+'");
    expect(screen.getByRole('spinbutton', { name: '间隔（分钟）' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /吸附/ }));
    expect(store.getState().config.adsorb).toBe(true);
    fireEvent.keyDown(window, { key: "'", ctrlKey: true });
    expect(store.getState().config.grid).toBe(false);
    fireEvent.keyDown(window, { key: 'R', shiftKey: true });
    expect(store.getState().config.ruler).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /视图/ }));
    await waitFor(async () => expect(await ticked('吸附')).toBe('true'));
    expect(await ticked('网格')).toBe('false');
  });

  it('leaves keys typed into a field to the field', () => {
    const { store, first } = renderShell();
    act(() => store.getState().select([first.id]));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(xOf(store, first.id)).toBe(100);
    expect(store.getState().editor.document.widgets).toHaveLength(2);
    input.remove();
  });

  it('records a whole drag as one undo entry', () => {
    const { store, first } = renderShell();
    const canvas = screen.getByTestId('designer-canvas');
    const before = store.getState().editor.history.past.length;
    fireEvent.pointerDown(canvas, { clientX: 150, clientY: 125, button: 0, pointerId: 1 });
    for (const step of [10, 20, 30, 40, 50]) {
      fireEvent.pointerMove(canvas, { clientX: 150 + step, clientY: 125 + step, pointerId: 1 });
    }
    fireEvent.pointerUp(canvas, { clientX: 200, clientY: 175, button: 0, pointerId: 1 });
    expect(xOf(store, first.id)).toBe(150);
    expect(store.getState().editor.history.past.length).toBe(before + 1);
    act(() => store.getState().undo());
    expect(xOf(store, first.id)).toBe(100);
  });

  it('copies the selection with a Ctrl-drag, leaving the originals, as one undo entry', async () => {
    const { store, first, second } = renderShell();
    const canvas = screen.getByTestId('designer-canvas');
    const before = store.getState().editor.history.past.length;
    // Both rectangles selected; Ctrl held on the first one and dragged 50 right, 100 down.
    act(() => store.getState().select([first.id, second.id]));
    fireEvent.pointerDown(canvas, {
      clientX: 150,
      clientY: 125,
      button: 0,
      pointerId: 1,
      ctrlKey: true,
    });
    for (const step of [10, 20, 30, 40, 50]) {
      fireEvent.pointerMove(canvas, { clientX: 150 + step, clientY: 125 + 2 * step, pointerId: 1 });
    }
    fireEvent.pointerUp(canvas, { clientX: 200, clientY: 225, button: 0, pointerId: 1 });

    const { document, selection, history } = store.getState().editor;
    expect(document.widgets).toHaveLength(4);
    expect(document.widgets.slice(0, 2)).toEqual([first, second]);
    const copies = document.widgets.slice(2);
    expect(copies.map((widget) => [widget.position.x, widget.position.y])).toEqual([
      [150, 200],
      [450, 200],
    ]);
    expect(copies.every((widget) => widget.id !== first.id && widget.id !== second.id)).toBe(true);
    expect(selection).toEqual(copies.map((widget) => widget.id));
    expect(history.past.length).toBe(before + 1);
    await waitFor(() =>
      expect(screen.getByTestId('designer-status').textContent).toContain('4 个组件'),
    );

    act(() => store.getState().undo());
    expect(store.getState().editor.document.widgets).toEqual([first, second]);
    expect(store.getState().editor.selection).toEqual([first.id, second.id]);
  });

  it('copies nothing on a Ctrl-click, nor when the copies are dropped back in place', () => {
    const { store, first } = renderShell();
    const canvas = screen.getByTestId('designer-canvas');
    const before = store.getState().editor.history.past.length;
    const press = { button: 0, pointerId: 1, ctrlKey: true };
    fireEvent.pointerDown(canvas, { clientX: 150, clientY: 125, ...press });
    fireEvent.pointerUp(canvas, { clientX: 150, clientY: 125, ...press });
    expect(store.getState().editor.selection).toEqual([first.id]);

    fireEvent.pointerDown(canvas, { clientX: 150, clientY: 125, ...press });
    fireEvent.pointerMove(canvas, { clientX: 180, clientY: 125, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 150, clientY: 125, ...press });
    expect(store.getState().editor.document.widgets).toHaveLength(2);
    expect(store.getState().editor.selection).toEqual([first.id]);
    expect(store.getState().editor.history.past.length).toBe(before);
    expect(store.getState().editor.unsaved).toBe(false);
  });

  it('refuses a Ctrl-drag whose copies would pass 1000 widgets, and moves nothing', () => {
    const page = pageWithTwoRects();
    const ids = sequentialIds('f');
    const filler = Array.from({ length: 997 }, (_, n) =>
      createWidget('ShapeRect', {
        newId: ids,
        position: { x: 600 + (n % 40) * 5, y: 300 + Math.floor(n / 40) * 5, width: 4, height: 4 },
      }),
    );
    const { store, first } = renderShell(undefined, {
      ...page,
      widgets: [...page.widgets, ...filler],
    });
    const canvas = screen.getByTestId('designer-canvas');
    const before = store.getState().editor;
    const press = { button: 0, pointerId: 1, ctrlKey: true };
    act(() => store.getState().select([first.id, page.widgets[1]?.id ?? '']));
    fireEvent.pointerDown(canvas, { clientX: 150, clientY: 125, ...press });
    fireEvent.pointerMove(canvas, { clientX: 200, clientY: 175, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 200, clientY: 175, ...press });
    const after = store.getState().editor;
    expect(after.document).toBe(before.document);
    expect(after.history.past.length).toBe(before.history.past.length);
    expect(xOf(store, first.id)).toBe(100);
  });

  it('shows unsaved changes, warns before unload, and clears the flag once saved', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { store, first } = renderShell(onSave);
    expect(screen.getByTestId('designer-status').textContent).not.toContain('未保存');
    act(() => store.getState().select([first.id]));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByTestId('designer-status').textContent).toContain('有未保存的修改'),
    );
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(store.getState().editor.document);
    await waitFor(() =>
      expect(screen.getByTestId('designer-status').textContent).not.toContain('未保存'),
    );
    expect(store.getState().editor.unsaved).toBe(false);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
