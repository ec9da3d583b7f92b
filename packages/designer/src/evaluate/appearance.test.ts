import { describe, expect, it } from 'vitest';
import { AnimationSchema } from '../document/animation';
import { rect } from '../testing/fixtures';
import type { LiveValue } from './compare';
import { evaluateAppearance } from './appearance';

const base = rect('a', 0, 0, 10, 10);
const bound = (animation: object, type: 'signal' | 'system' = 'signal') => ({
  ...base,
  data: { ...base.data, type, signalId: 's1', systemKey: 'k1' },
  animation: AnimationSchema.parse(animation),
});
const values = (value: LiveValue['value'], key = 's1') => new Map([[key, { value, time: 1 }]]);

describe('evaluateAppearance', () => {
  it('shows the style when no animation is on', () => {
    expect(evaluateAppearance(base, new Map())).toEqual({
      visible: true,
      twinkle: null,
      rotation: null,
      fillColor: '#FFFFFF',
      borderColor: '#000000',
      fontColor: '#000000',
    });
  });

  it('shows or hides on the visiable condition', () => {
    const show = bound({ visiable: { enable: true, symbol: '>', value: '3', display: 'show' } });
    expect(evaluateAppearance(show, values(4)).visible).toBe(true);
    expect(evaluateAppearance(show, values(3)).visible).toBe(false);
    expect(evaluateAppearance(show, new Map()).visible).toBe(false);
    const hide = bound({ visiable: { enable: true, symbol: '=', value: '0', display: 'hide' } });
    expect(evaluateAppearance(hide, values(0)).visible).toBe(false);
    expect(evaluateAppearance(hide, values(1)).visible).toBe(true);
  });

  it('twinkles while its condition holds', () => {
    const widget = bound({ twinkle: { enable: true, symbol: '≥', value: '100', interval: 300 } });
    expect(evaluateAppearance(widget, values(100)).twinkle).toEqual({ interval: 300 });
    expect(evaluateAppearance(widget, values(99)).twinkle).toBeNull();
  });

  it('rotates with its direction and speed (default 1000 ms a turn)', () => {
    const widget = bound({
      rotate: { enable: true, symbol: '=', value: '1', direction: 'anticlockwise' },
    });
    expect(evaluateAppearance(widget, values(1)).rotation).toEqual({
      direction: 'anticlockwise',
      speedMs: 1000,
    });
    expect(evaluateAppearance(widget, values(0)).rotation).toBeNull();
  });

  it('takes the first matching colour of each list', () => {
    const widget = bound({
      fillColor: {
        enable: true,
        list: [
          { symbol: '≥', value: '80', color: '#FF0000' },
          { symbol: '≥', value: '50', color: '#FFA500' },
        ],
      },
      borderColor: { enable: true, list: [{ symbol: '<', value: '10', color: '#0000FF' }] },
      fontColor: { enable: false, list: [{ symbol: '≥', value: '0', color: '#00FF00' }] },
    });
    expect(evaluateAppearance(widget, values(90))).toMatchObject({
      fillColor: '#FF0000',
      borderColor: '#000000',
    });
    expect(evaluateAppearance(widget, values(60)).fillColor).toBe('#FFA500');
    expect(evaluateAppearance(widget, values(5))).toMatchObject({
      fillColor: '#FFFFFF',
      borderColor: '#0000FF',
    });
    expect(evaluateAppearance(widget, values(5)).fontColor).toBe('#000000');
  });

  it('reads a system key’s value for system bindings', () => {
    const widget = bound({ twinkle: { enable: true, symbol: '=', value: 'on' } }, 'system');
    expect(evaluateAppearance(widget, values('on', 'k1')).twinkle).not.toBeNull();
    expect(evaluateAppearance(widget, values('on', 's1')).twinkle).toBeNull();
  });
});
