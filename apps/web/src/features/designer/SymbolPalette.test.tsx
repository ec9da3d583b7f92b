import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addonOf, createDocument, sequentialIds, SYMBOL_CATALOGUE } from '@lf/designer';
import { i18next as i18n } from '../../i18n/i18n';
import { renderDesignerShell } from '../../test/renderInDesigner';
import { createDesignerStore } from './store';

function renderShell() {
  const store = createDesignerStore({
    document: createDocument({ id: 'p1', title: 'Plant' }),
    newId: sequentialIds('n'),
  });
  renderDesignerShell({ store, title: 'Plant' });
  return store;
}

describe('symbol palette', () => {
  it('groups the catalogue by family, folded but for pumps, and narrows to a search', () => {
    renderShell();
    const section = screen.getByRole('region', { name: '工艺符号' });
    const pumps = SYMBOL_CATALOGUE.filter((symbol) => symbol.family === 'pumps');
    expect(within(section).getAllByRole('button', { pressed: false })).toHaveLength(pumps.length);
    const valves = within(section).getByRole('group', { name: '阀门' });
    fireEvent.click(within(valves).getByRole('button', { expanded: false }));
    expect(within(valves).getByRole('button', { name: '闸阀' })).toBeTruthy();
    fireEvent.change(within(section).getByRole('searchbox'), { target: { value: '离心' } });
    expect(
      within(section)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['泵', '工艺设备']);
    expect(within(section).getByRole('button', { name: '离心泵' })).toBeTruthy();
    fireEvent.change(within(section).getByRole('searchbox'), { target: { value: 'zeppelin' } });
    expect(within(section).getByText('没有匹配的符号')).toBeTruthy();
  });

  it('places a symbol with its default state conditions on a double-click', async () => {
    const store = renderShell();
    const section = screen.getByRole('region', { name: '工艺符号' });
    fireEvent.change(within(section).getByRole('searchbox'), { target: { value: '球阀' } });
    fireEvent.doubleClick(within(section).getByRole('button', { name: '球阀' }));
    const [placed] = store.getState().editor.document.widgets;
    const addon = placed && addonOf(placed, 'ProcessSymbol');
    expect(addon?.symbolId).toBe('valve-ball');
    expect(addon?.states.map((rule) => rule.state)).toContain('open');
    expect(placed?.position.width).toBe(80);
    fireEvent.click(await screen.findByRole('tab', { name: '组件属性' }));
    expect(await screen.findByRole('group', { name: '开' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'symbolId' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: '液位上限值' })).toBeNull();
  });

  it('speaks English when the designer does', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderShell();
      const section = screen.getByRole('region', { name: 'Process symbols' });
      fireEvent.change(within(section).getByRole('searchbox'), { target: { value: 'pump' } });
      expect(within(section).getByRole('button', { name: 'Centrifugal pump' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });
});
