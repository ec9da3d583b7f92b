import { describe, expect, it } from 'vitest';
import { deepFreeze, documentOf, groupOf, rect, widget } from '../testing/fixtures';
import { applyFormatPainter, FORMAT_PAINTER_OFF, toggleFormatPainter } from './formatPainter';
import {
  rename,
  setAddon,
  setAnimation,
  setAuthRegion,
  setClickEvent,
  setData,
  setItems,
  setPage,
  setStyle,
} from './properties';
import { isRefusal } from './selection';

const page = deepFreeze(
  documentOf([
    rect('a', 0, 0, 10, 10, { style: { ...rect('x', 0, 0).style, fill: '#FF0000' } }),
    rect('b', 50, 50, 30, 30),
    widget('UsualDashboard', 'dash', { x: 200, y: 200 }),
    groupOf('g', [rect('g1', 300, 300)]),
  ]),
);

describe('setStyle', () => {
  it('changes the style, merging nested fields', () => {
    const result = setStyle(page, ['b'], { style: { fill: '#00FF00', font: { size: 20 } } });
    const style = result.ok ? result.document.widgets[1]?.style : undefined;
    expect(style?.fill).toBe('#00FF00');
    expect(style?.font).toMatchObject({ size: 20, family: 'Microsoft YaHei' });
  });

  it('changes a group and its child in one edit', () => {
    const result = setStyle(page, ['g', 'g1'], { style: { opacity: 0.5 } });
    const group = result.ok ? result.document.widgets[3] : undefined;
    expect(group?.style.opacity).toBe(0.5);
    expect(group?.children?.[0]?.style.opacity).toBe(0.5);
  });

  it('refuses an invalid value with the field', () => {
    expect(setStyle(page, ['b'], { style: { opacity: 2 } })).toMatchObject({
      ok: false,
      reason: 'invalid-value',
      ids: ['b'],
    });
    expect(setStyle(page, ['b'], { style: { fill: 'not a colour!' } })).toMatchObject({
      reason: 'invalid-value',
    });
  });

  it('refuses a change to what is already there', () => {
    expect(setStyle(page, ['a'], { style: { fill: '#FF0000' } })).toEqual({
      ok: false,
      reason: 'no-change',
    });
  });
});

describe('setData, setAddon, setAnimation, setClickEvent, rename, setPage', () => {
  it('binds a widget to a signal', () => {
    const result = setData(page, ['b'], { data: { signalId: 's1', equipId: 'e1', title: 'T' } });
    expect(result.ok && result.document.widgets[1]?.data).toMatchObject({
      type: 'signal',
      signalId: 's1',
      equipId: 'e1',
    });
  });

  it('validates add-ons against the widget type’s schema', () => {
    const ok = setAddon(page, ['dash'], { addon: { type: 'multistage', maxVal: 200 } });
    expect(ok.ok && ok.document.widgets[2]?.dataAddon).toMatchObject({
      type: 'multistage',
      maxVal: 200,
    });
    expect(setAddon(page, ['dash'], { addon: { type: 'round' } })).toMatchObject({
      reason: 'invalid-value',
    });
  });

  it('sets an animation by its spec name', () => {
    const result = setAnimation(page, ['b'], {
      key: 'visiable',
      value: { enable: true, symbol: '>', value: '3' },
    });
    expect(result.ok && result.document.widgets[1]?.animation.visiable).toMatchObject({
      enable: true,
      symbol: '>',
      value: '3',
    });
    const colours = setAnimation(page, ['b'], {
      key: 'fillColor',
      value: { enable: true, list: [{ symbol: '≥', value: '10', color: '#FF0000' }] },
    });
    expect(colours.ok && colours.document.widgets[1]?.animation.fillColor.list).toHaveLength(1);
    expect(setAnimation(page, ['b'], { key: 'rotate', value: { speed: -1 } })).toMatchObject({
      reason: 'invalid-value',
    });
  });

  it('sets the click event', () => {
    const result = setClickEvent(page, ['b'], {
      clickEvent: { enable: true, action: 'link', link: 'https://example.com' },
    });
    expect(result.ok && result.document.widgets[1]?.clickEvent).toMatchObject({
      enable: true,
      action: 'link',
      width: 600,
    });
    expect(setClickEvent(page, ['b'], { clickEvent: { action: 'explode' } })).toMatchObject({
      reason: 'invalid-value',
    });
  });

  it('replaces items, validating them', () => {
    const result = setItems(page, ['b'], { items: [{ id: 'i1', dataId: 's1', seq: '2' }] });
    expect(result.ok && result.document.widgets[1]?.items).toEqual([
      {
        id: 'i1',
        itemType: '',
        dataId: 's1',
        dataName: '',
        dataType: 'signal',
        dataAddon: {},
        dataArray: [],
        reserve: '',
        seq: 2,
      },
    ]);
    expect(
      setItems(page, ['b'], { items: [{ id: 'i1', dataType: 'video' as never }] }),
    ).toMatchObject({
      reason: 'invalid-value',
    });
  });

  it('renames and changes page settings', () => {
    const renamed = rename(page, ['b'], { widgetName: 'Pump' });
    expect(renamed.ok && renamed.document.widgets[1]?.widgetName).toBe('Pump');
    const resized = setPage(page, [], { con: { width: '1920', title: 'Hall' } });
    expect(resized.ok && resized.document.con).toMatchObject({ width: 1920, title: 'Hall' });
    expect(setPage(page, [], { con: { width: -5 } })).toMatchObject({ reason: 'invalid-value' });
    expect(setPage(page, [], { con: { width: 1024 } })).toEqual({ ok: false, reason: 'no-change' });
  });
});

describe('format painter', () => {
  it('toggles on with the source style and off again', () => {
    const on = toggleFormatPainter(FORMAT_PAINTER_OFF, page, ['a']);
    expect(on).toMatchObject({ active: true, sourceId: 'a' });
    if (isRefusal(on)) return;
    expect(toggleFormatPainter(on, page, ['a'])).toEqual(FORMAT_PAINTER_OFF);
  });

  it('needs exactly one source widget to switch on', () => {
    expect(toggleFormatPainter(FORMAT_PAINTER_OFF, page, [])).toMatchObject({
      reason: 'nothing-selected',
    });
    expect(toggleFormatPainter(FORMAT_PAINTER_OFF, page, ['a', 'b'])).toMatchObject({
      reason: 'needs-one',
    });
  });

  it('copies the style only — not position, size, data or animation', () => {
    const painter = toggleFormatPainter(FORMAT_PAINTER_OFF, page, ['a']);
    if (isRefusal(painter)) throw new Error(painter.reason);
    const result = applyFormatPainter(page, ['b'], { painter });
    if (!result.ok) throw new Error(result.reason);
    const painted = result.document.widgets[1];
    expect(painted?.style).toEqual(page.widgets[0]?.style);
    expect(painted?.position).toEqual(page.widgets[1]?.position);
    expect({ ...painted, style: null }).toEqual({ ...page.widgets[1], style: null });
  });

  it('refuses to paint while off', () => {
    expect(applyFormatPainter(page, ['b'], { painter: FORMAT_PAINTER_OFF })).toEqual({
      ok: false,
      reason: 'format-painter-off',
    });
  });
});

describe('setAuthRegion', () => {
  it('restricts the selected widgets to the listed roles, stored once each', () => {
    const result = setAuthRegion(page, ['a', 'dash'], {
      authRegion: 'engineer， operator engineer',
    });
    expect(result.ok && result.document.widgets.map((w) => w.authRegion)).toEqual([
      'engineer,operator',
      '',
      'engineer,operator',
      '',
    ]);
  });

  it('opens a widget to everyone again with an empty region', () => {
    const restricted = setAuthRegion(page, ['b'], { authRegion: 'operator' });
    const document = restricted.ok ? restricted.document : page;
    const opened = setAuthRegion(document, ['b'], { authRegion: ' ' });
    expect(opened.ok && opened.document.widgets[1]?.authRegion).toBe('');
  });

  it('refuses what is not a role id, and no change', () => {
    const bad = setAuthRegion(page, ['a'], { authRegion: 'engineer,<script>' });
    expect(bad).toMatchObject({ ok: false, reason: 'invalid-value' });
    expect(setAuthRegion(page, ['a'], { authRegion: '' })).toMatchObject({
      ok: false,
      reason: 'no-change',
    });
  });
});
