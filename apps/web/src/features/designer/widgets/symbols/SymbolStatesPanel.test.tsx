import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWidget, sequentialIds, symbolAddon, type Widget } from '@lf/designer';
import '../../../../i18n/i18n';
import { renderInDesigner } from '../../../../test/renderInDesigner';
import { SymbolStatesPanel } from './SymbolStatesPanel';

function renderPanel(dataAddon: Record<string, unknown>) {
  const widget: Widget = createWidget('ProcessSymbol', {
    newId: sequentialIds('s'),
    position: { x: 0, y: 0, width: 80, height: 80 },
    dataAddon,
  });
  const onChange = vi.fn();
  renderInDesigner(<SymbolStatesPanel widget={widget} onChange={onChange} />);
  return onChange;
}

describe('SymbolStatesPanel', () => {
  it('shows each named state with its default condition on the widget’s own signal', () => {
    renderPanel(symbolAddon('pump-centrifugal'));
    const running = screen.getByRole('group', { name: '运行' });
    expect(within(running).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(running).getByText('本控件绑定的信号')).toBeTruthy();
    expect((within(running).getByLabelText('“运行”的值') as HTMLInputElement).value).toBe('1');
    expect(
      screen.getByRole('group', { name: '故障' }).querySelector('[aria-checked="false"]'),
    ).not.toBeNull();
  });

  it('edits one condition and writes every rule, the others unchanged', () => {
    const onChange = renderPanel(symbolAddon('pump-centrifugal'));
    fireEvent.change(screen.getByLabelText('“运行”的值'), { target: { value: '3' } });
    const { states } = onChange.mock.calls[0]?.[0] as {
      states: { state: string; value: string }[];
    };
    expect(states.map((rule) => [rule.state, rule.value])).toEqual([
      ['fault', '1'],
      ['running', '3'],
      ['stopped', '0'],
      ['manual', '1'],
      ['auto', '1'],
    ]);
  });

  it('writes out the defaults for a widget that never had rules, when one is edited', () => {
    const onChange = renderPanel({ symbolId: 'valve-gate' });
    fireEvent.click(screen.getByRole('switch', { name: '启用“故障”' }));
    const { states } = onChange.mock.calls[0]?.[0] as {
      states: { state: string; enable: boolean }[];
    };
    expect(states.find((rule) => rule.state === 'fault')?.enable).toBe(true);
    expect(states.find((rule) => rule.state === 'open')?.enable).toBe(true);
  });
});
