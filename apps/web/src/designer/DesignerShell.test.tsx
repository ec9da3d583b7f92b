import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createDocument, createWidget, sequentialIds, type PageDocument } from '@lf/designer';
import '../i18n/i18n';
import { DesignerShell } from './DesignerShell';
import type { DesignerEnv } from './env';
import { createDesignerStore } from './store';

const env: DesignerEnv = {
  scope: 'test',
  equipments: () => Promise.resolve([]),
  reports: () => Promise.resolve([]),
  signalsOfEquipment: () => Promise.resolve([]),
  signalsOfReport: () => Promise.resolve([]),
  pages: [],
};

function pageWithTwoRects(): PageDocument {
  const ids = sequentialIds('r');
  const rect = (x: number) =>
    createWidget('ShapeRect', { newId: ids, position: { x, y: 100, width: 100, height: 50 } });
  return { ...createDocument({ id: 'p1', title: 'Test page' }), widgets: [rect(100), rect(400)] };
}

function renderShell(onSave = vi.fn(() => Promise.resolve())) {
  const document = pageWithTwoRects();
  const store = createDesignerStore({ document, newId: sequentialIds('n') });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DesignerShell
            store={store}
            env={env}
            title="Test page"
            onSave={onSave}
            onBack={() => undefined}
            withPassword
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
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
