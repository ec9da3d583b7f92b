import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomSymbolSchema, type CustomSymbolDesign } from '@lf/protocol';
import '../../../i18n/i18n';
import { renderInDesigner } from '../../../test/renderInDesigner';
import { CustomSymbolEditor } from './CustomSymbolEditor';

const saved = vi.hoisted(() => vi.fn());
vi.mock('../widgets/customSymbols/store', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  saveCustomSymbol: saved,
}));

/** A pump drawn twice as wide as tall: its preview is 200 × 100. */
const pump = CustomSymbolSchema.parse({
  id: 'cs1',
  name: '泵',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40"/>',
  viewBox: { width: 80, height: 40 },
  elements: [],
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderEditor() {
  renderInDesigner(<CustomSymbolEditor symbol={pump} onClose={() => undefined} />);
  const preview = screen.getByTestId('custom-symbol-port-preview');
  vi.spyOn(preview, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 20, width: 200, height: 100 }),
  );
  return preview;
}

afterEach(() => {
  saved.mockReset();
  vi.restoreAllMocks();
});

describe('marking ports in the custom symbol editor', () => {
  it('a click on the drawing marks a port there, named and facing the nearest edge', async () => {
    const preview = renderEditor();
    expect(screen.getByText('未标记端口：管道连接在四边中点')).toBeTruthy();
    fireEvent.click(preview, { clientX: 12, clientY: 100 });
    fireEvent.click(preview, { clientX: 110, clientY: 22 });
    expect(within(preview).getByText('入口 1')).toBeTruthy();
    expect(within(preview).getByText('入口 2')).toBeTruthy();
    const first = screen.getByRole('group', { name: '端口“入口 1”' });
    expect(within(first).getByText('向左')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: '端口“入口 2”' })).getByText('向上'),
    ).toBeTruthy();
    saved.mockResolvedValue({ ...pump });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const design = saved.mock.calls[0]?.[2] as CustomSymbolDesign;
    expect(design.ports).toEqual([
      { id: 'p1', label: '入口 1', x: 0.01, y: 0.8, direction: 'left' },
      { id: 'p2', label: '入口 2', x: 0.5, y: 0.02, direction: 'up' },
    ]);
  });

  it('renames and removes a port, and a click on its dot marks no other', () => {
    const preview = renderEditor();
    fireEvent.click(preview, { clientX: 200, clientY: 70 });
    const dot = preview.querySelector('[data-port-id="p1"]') as Element;
    fireEvent.click(dot, { clientX: 200, clientY: 70 });
    expect(preview.querySelectorAll('[data-port-id]')).toHaveLength(1);
    const name = screen.getByLabelText('端口“入口 1”的名称');
    fireEvent.change(name, { target: { value: '出口' } });
    fireEvent.blur(name);
    expect(within(preview).getByText('出口')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '移除端口“出口”' }));
    expect(preview.querySelectorAll('[data-port-id]')).toHaveLength(0);
  });
});
