import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWidget, type RegionViewer, type Widget, type WidgetType } from '@lf/designer';
import { WidgetLayer } from '../canvas/WidgetLayer';
import type { RenderMode, ViewerActions } from './types';
import { ViewerRegionContext } from './viewerRegion';

/**
 * The viewer and widget authRegion: a user whose role is not listed does not see a widget that
 * only shows, sees a widget that acts disabled (clicks and writes do nothing), and a group's
 * region reaches its children; administrators and listed roles use everything.
 */
const operator: RegionViewer = { authRegion: 'operator', roleType: 'user' };
const engineer: RegionViewer = { authRegion: 'engineer', roleType: 'user' };
const admin: RegionViewer = { authRegion: 'administrator', roleType: 'admin' };

let serial = 0;
function make(type: WidgetType, id: string, extra: Partial<Widget> = {}): Widget {
  const widget = createWidget(type, {
    newId: () => `${id}-${(serial += 1)}`,
    position: { x: 10, y: 10, width: 80, height: 30 },
  });
  return { ...widget, id, ...extra };
}

const forEngineers = { authRegion: 'engineer' };
const page: Widget[] = [
  make('UsualText', 'label', forEngineers),
  make('UsualButton', 'button', forEngineers),
  make('UsualDropdown', 'dropdown', forEngineers),
  make('ShapeRect', 'open', { clickEvent: { ...make('ShapeRect', 'x').clickEvent, enable: true } }),
  make('WidgetGroup', 'group', {
    children: [make('UsualButton', 'inner'), make('UsualText', 'caption')],
    authRegion: 'engineer,role-7',
  }),
  make('WidgetGroup', 'panel', {
    children: [make('UsualText', 'note')],
    authRegion: 'engineer',
  }),
];

function show(viewer: RegionViewer | null, mode: RenderMode = 'view') {
  const actions: ViewerActions = {
    click: vi.fn(),
    write: vi.fn(),
    history: vi.fn(() => Promise.resolve([])),
  };
  const view = render(
    <ViewerRegionContext.Provider value={viewer}>
      <svg>
        <WidgetLayer
          widgets={page}
          mode={mode}
          values={new Map()}
          actions={actions}
          locale="en"
          size={{ width: 800, height: 600 }}
        />
      </svg>
    </ViewerRegionContext.Provider>,
  );
  const node = (id: string) => view.container.querySelector(`[data-widget-id="${id}"]`);
  return { actions, node, view };
}

describe('a widget outside the viewer’s region', () => {
  it('is left out when it only shows', () => {
    const { node } = show(operator);
    expect(node('label')).toBeNull();
    expect(show(engineer).node('label')).not.toBeNull();
  });

  it('is shown disabled when it acts: clicks and writes do nothing, with a hint', () => {
    const { node, actions } = show(operator);
    const button = node('button');
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    expect(button?.querySelector('title')?.textContent).toBe('Your role may not use this control');
    fireEvent.click(button as Element);
    expect(actions.click).not.toHaveBeenCalled();
    const select = node('dropdown')?.querySelector('select');
    expect(select?.disabled).toBe(true);
  });

  it('disables a restricted group holding a control, and its children', () => {
    const { node, actions } = show(operator);
    expect(node('group')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(node('inner') as Element);
    expect(actions.click).not.toHaveBeenCalled();
    expect(node('caption')).not.toBeNull();
    expect(node('panel')).toBeNull();
    expect(node('note')).toBeNull();
  });

  it('leaves widgets without a region to everyone', () => {
    const { node, actions } = show(operator);
    fireEvent.click(node('open') as Element);
    expect(actions.click).toHaveBeenCalledTimes(1);
  });
});

describe('a widget inside the viewer’s region', () => {
  it('works for a listed role, a custom role of a group, and administrators', () => {
    for (const viewer of [engineer, admin]) {
      const { node, actions } = show(viewer);
      expect(node('label')).not.toBeNull();
      expect(node('button')?.getAttribute('aria-disabled')).toBeNull();
      fireEvent.click(node('button') as Element);
      expect(actions.click).toHaveBeenCalledTimes(1);
      expect(node('dropdown')?.querySelector('select')?.disabled).toBe(false);
      fireEvent.click(node('inner') as Element);
      expect(actions.click).toHaveBeenCalledTimes(2);
    }
    const custom = show({ authRegion: 'role-7', roleType: 'user' });
    fireEvent.click(custom.node('inner') as Element);
    expect(custom.actions.click).toHaveBeenCalledTimes(1);
  });

  it('is never restricted in the designer', () => {
    const { node } = show(operator, 'design');
    expect(node('label')).not.toBeNull();
    expect(node('button')?.getAttribute('aria-disabled')).toBeNull();
  });
});
