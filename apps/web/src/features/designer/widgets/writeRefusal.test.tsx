import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWidget, type Widget, type WidgetType } from '@lf/designer';
import { WidgetLayer } from '../canvas/WidgetLayer';
import type { ViewerActions } from './types';

/**
 * One write rule in the viewer (issue 28): a user who may not write sees every widget that
 * writes disabled, with the reason as its hint, and it writes nothing; links still work.
 */
let serial = 0;
function make(type: WidgetType, id: string, extra: Partial<Widget> = {}): Widget {
  const widget = createWidget(type, {
    newId: () => `${id}-${(serial += 1)}`,
    position: { x: 10, y: 10, width: 80, height: 30 },
  });
  return { ...widget, id, ...extra };
}

const rect = make('ShapeRect', 'x');
const page: Widget[] = [
  make('UsualButton', 'start'),
  make('UsualDropdown', 'mode'),
  make('ShapeRect', 'link', {
    clickEvent: { ...rect.clickEvent, enable: true, action: 'link', link: 'https://example.org' },
  }),
  make('WidgetGroup', 'panel', { children: [make('UsualButton', 'inner')] }),
];

function show(writeRefusal?: string) {
  const actions: ViewerActions = {
    click: vi.fn(),
    write: vi.fn(),
    history: vi.fn(() => Promise.resolve([])),
    ...(writeRefusal ? { writeRefusal } : {}),
  };
  const view = render(
    <svg>
      <WidgetLayer
        widgets={page}
        mode="view"
        values={new Map()}
        actions={actions}
        locale="en"
        size={{ width: 800, height: 600 }}
      />
    </svg>,
  );
  const node = (id: string) => view.container.querySelector(`[data-widget-id="${id}"]`);
  return { actions, node };
}

describe('a user who may not write', () => {
  it('sees writing widgets disabled with why, and they write nothing', () => {
    const { node, actions } = show('No write permission');
    const start = node('start');
    expect(start?.getAttribute('aria-disabled')).toBe('true');
    expect(start?.querySelector('title')?.textContent).toBe('No write permission');
    fireEvent.click(start as Element);
    expect(node('mode')?.querySelector('select')?.disabled).toBe(true);
    expect(node('panel')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(node('inner') as Element);
    expect(actions.click).not.toHaveBeenCalled();
    fireEvent.click(node('link') as Element);
    expect(actions.click).toHaveBeenCalledTimes(1);
    expect(node('link')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('a user who may write uses them', () => {
    const { node, actions } = show();
    expect(node('start')?.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(node('start') as Element);
    expect(actions.click).toHaveBeenCalledTimes(1);
  });

  it('a new button asks before it writes (confirmation on by default)', () => {
    expect(make('UsualButton', 'b').dataAddon['hint']).toBe(true);
    expect(rect.clickEvent.hint).toBe(true);
  });
});
