import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegionViewer, Widget } from '@lf/designer';
import { namedWidget, renderViewLayer } from '../../../test/widgetLayerPage';
import type { RenderMode } from './types';

/**
 * The viewer and widget authRegion: a user whose role is not listed does not see a widget that
 * only shows, sees a widget that acts disabled (clicks and writes do nothing), and a group's
 * region reaches its children; administrators and listed roles use everything.
 */
const operator: RegionViewer = { authRegion: 'operator', roleType: 'user' };
const engineer: RegionViewer = { authRegion: 'engineer', roleType: 'user' };
const admin: RegionViewer = { authRegion: 'administrator', roleType: 'admin' };

const forEngineers = { authRegion: 'engineer' };
const page: Widget[] = [
  namedWidget('UsualText', 'label', forEngineers),
  namedWidget('UsualButton', 'button', forEngineers),
  namedWidget('UsualDropdown', 'dropdown', forEngineers),
  namedWidget('ShapeRect', 'open', {
    clickEvent: { ...namedWidget('ShapeRect', 'x').clickEvent, enable: true },
  }),
  namedWidget('WidgetGroup', 'group', {
    children: [namedWidget('UsualButton', 'inner'), namedWidget('UsualText', 'caption')],
    authRegion: 'engineer,role-7',
  }),
  namedWidget('WidgetGroup', 'panel', {
    children: [namedWidget('UsualText', 'note')],
    authRegion: 'engineer',
  }),
];

const show = (viewer: RegionViewer | null, mode: RenderMode = 'view') =>
  renderViewLayer(page, { viewer, mode });

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
