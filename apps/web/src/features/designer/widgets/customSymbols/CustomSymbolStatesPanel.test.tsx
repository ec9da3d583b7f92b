import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { CustomSymbolSchema } from '@lf/protocol';
import '../../../../i18n/i18n';
import { renderInDesigner } from '../../../../test/renderInDesigner';
import { CustomSymbolStatesPanel } from './CustomSymbolStatesPanel';
import { useCustomSymbolStore } from './store';

/** An organisation's agitator: running when its value is 2, fault when 1 (its author's defaults). */
const agitator = CustomSymbolSchema.parse({
  id: 'cs1',
  name: '搅拌器',
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  viewBox: { width: 40, height: 40 },
  elements: [],
  updatedAt: '2026-01-01T00:00:00Z',
  states: [
    { state: 'running', value: '2' },
    { state: 'fault', value: '1' },
  ],
});

function renderPanel(states: unknown[] = []) {
  useCustomSymbolStore.setState({ status: 'ready', symbols: [agitator] });
  const widget: Widget = createWidget('CustomSymbol', {
    newId: sequentialIds('c'),
    position: { x: 0, y: 0, width: 80, height: 80 },
    dataAddon: { symbolId: 'cs1', states },
  });
  const onChange = vi.fn();
  renderInDesigner(<CustomSymbolStatesPanel widget={widget} onChange={onChange} />);
  return onChange;
}

afterEach(() => useCustomSymbolStore.setState({ status: 'idle', symbols: [] }));

describe('CustomSymbolStatesPanel', () => {
  it("shows each of the symbol's states with its author's condition", () => {
    renderPanel();
    const running = screen.getByRole('group', { name: '运行' });
    expect((within(running).getByLabelText('“运行”的值') as HTMLInputElement).value).toBe('2');
    expect(within(running).getByText('本控件绑定的信号')).toBeTruthy();
    expect(screen.getByRole('group', { name: '故障' })).toBeTruthy();
  });

  it('overrides one condition on this widget, writing every rule', () => {
    const onChange = renderPanel();
    fireEvent.change(screen.getByLabelText('“运行”的值'), { target: { value: '5' } });
    const { states } = onChange.mock.calls[0]?.[0] as {
      states: { state: string; value: string }[];
    };
    expect(states.map((rule) => [rule.state, rule.value])).toEqual([
      ['running', '5'],
      ['fault', '1'],
    ]);
  });

  it("goes back to the author's conditions", () => {
    const overridden = [{ state: 'running', value: '9' }];
    const onChange = renderPanel(overridden);
    expect((screen.getByLabelText('“运行”的值') as HTMLInputElement).value).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: '恢复默认条件' }));
    const { states } = onChange.mock.calls[0]?.[0] as { states: { value: string }[] };
    expect(states.map((rule) => rule.value)).toEqual(['2', '1']);
  });
});
