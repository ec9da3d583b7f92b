import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Widget } from '@lf/designer';
import { namedWidget, renderViewLayer } from '../../../test/widgetLayerPage';

/**
 * One write rule in the viewer (issue 28): a user who may not write sees every widget that
 * writes disabled, with the reason as its hint, and it writes nothing; links still work.
 */
const rect = namedWidget('ShapeRect', 'x');
const page: Widget[] = [
  namedWidget('UsualButton', 'start'),
  namedWidget('UsualDropdown', 'mode'),
  namedWidget('ShapeRect', 'link', {
    clickEvent: { ...rect.clickEvent, enable: true, action: 'link', link: 'https://example.org' },
  }),
  namedWidget('WidgetGroup', 'panel', { children: [namedWidget('UsualButton', 'inner')] }),
];

const show = (writeRefusal?: string) => renderViewLayer(page, writeRefusal ? { writeRefusal } : {});

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
    expect(namedWidget('UsualButton', 'b').dataAddon['hint']).toBe(true);
    expect(rect.clickEvent.hint).toBe(true);
  });
});
