import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDocument, createWidget, sequentialIds } from '@lf/designer';
import '../../../i18n/i18n';
import { DesignerContext } from '../context';
import { DesignerEnvContext } from '../env';
import { createDesignerStore } from '../store';
import { testDesignerEnv } from '../../../test/designerEnv';
import { ClickPanel } from './ClickPanel';

const env = testDesignerEnv([{ id: 'p2', title: '泵房' }]);

function renderPanel() {
  const widget = createWidget('ShapeRect', {
    newId: sequentialIds('w'),
    position: { x: 0, y: 0, width: 100, height: 50 },
  });
  const document = { ...createDocument({ id: 'p1', title: 'Test' }), widgets: [widget] };
  const store = createDesignerStore({ document, newId: sequentialIds('n') });
  // The panel's commands act on the selection, as when a person has clicked the widget.
  store.getState().select([widget.id]);
  const click = () => store.getState().editor.document.widgets[0]?.clickEvent;
  const view = () => {
    const current = store.getState().editor.document.widgets[0];
    if (!current) throw new Error('fixture');
    return (
      <DesignerContext.Provider value={store}>
        <DesignerEnvContext.Provider value={env}>
          <ClickPanel widget={current} />
        </DesignerEnvContext.Provider>
      </DesignerContext.Provider>
    );
  };
  const { rerender } = render(view());
  store.subscribe(() => rerender(view()));
  return { click };
}

/** Opens the select named `label` and clicks `option` (each option text here is unique). */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = document.querySelector(`.ant-select-item-option[title="${option}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no option ${option} for ${label}`);
  fireEvent.click(item);
}

describe('ClickPanel', () => {
  it('shows the fields of the chosen action and writes what is set into the widget', () => {
    const { click } = renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: '启用点击事件' }));
    expect(click()?.enable).toBe(true);

    choose('动作', '打开页面');
    expect(click()?.action).toBe('page');
    expect(screen.queryByLabelText('写入的值')).toBeNull();
    choose('页面', '泵房');
    expect(click()?.pageId).toBe('p2');
    choose('打开方式', '弹窗');
    expect(click()?.target).toBe('_self');
    const width = screen.getByRole('spinbutton', { name: '弹窗宽' });
    fireEvent.change(width, { target: { value: '640' } });
    fireEvent.blur(width);
    expect(click()?.width).toBe(640);

    choose('动作', '打开链接');
    const link = screen.getByRole('textbox', { name: '打开链接' });
    fireEvent.change(link, { target: { value: 'https://example.com' } });
    fireEvent.keyDown(link, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(click()?.link).toBe('https://example.com');
    expect(screen.queryByRole('spinbutton', { name: '弹窗宽' })).toBeNull();
  });
});
