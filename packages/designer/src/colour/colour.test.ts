import { describe, expect, it } from 'vitest';
import { DESIGNER_LIMITS } from '../constants';
import {
  closePicker,
  commitHex,
  confirmPicker,
  createColourPicker,
  openPicker,
  setAlphaPercent,
  setChannel,
  typeHex,
} from './picker';
import { pushRecent } from './recent';
import {
  alphaToPercent,
  hexToRgba,
  parseCss,
  percentToAlpha,
  rgbToHex,
  sanitiseHexInput,
  toCss,
} from './rgb';
import { SWATCHES } from './swatches';

describe('hex input', () => {
  it('accepts only hex digits', () => {
    expect(sanitiseHexInput('#1g2h3Z4x5y6')).toBe('123456');
    expect(sanitiseHexInput('0123456789abcdefAB')).toBe('01234567');
  });

  it('an empty hex becomes ffffff', () => {
    expect(hexToRgba('')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(commitHex(typeHex(createColourPicker(), '')).hexInput).toBe('ffffff');
  });

  it('reads 3, 6 and 8 digits; other lengths are incomplete', () => {
    expect(hexToRgba('f00')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(hexToRgba('00ff0080')).toEqual({ r: 0, g: 255, b: 0, a: 0.5 });
    expect(hexToRgba('12345')).toBeNull();
  });
});

describe('conversions', () => {
  it('converts RGB to hex and back, clamping channels', () => {
    expect(rgbToHex({ r: 255, g: 128, b: 0 })).toBe('ff8000');
    expect(rgbToHex({ r: 300, g: -4, b: 15.6 })).toBe('ff0010');
    expect(hexToRgba(rgbToHex({ r: 1, g: 2, b: 3 }))).toEqual({ r: 1, g: 2, b: 3, a: 1 });
  });

  it('converts alpha to percent and back', () => {
    expect(alphaToPercent(0.456)).toBe(46);
    expect(percentToAlpha(46)).toBe(0.46);
    expect(percentToAlpha(150)).toBe(1);
  });

  it('writes #RRGGBB when opaque and rgba() otherwise, and reads both', () => {
    expect(toCss({ r: 255, g: 0, b: 0, a: 1 })).toBe('#FF0000');
    expect(toCss({ r: 255, g: 0, b: 0, a: 0.5 })).toBe('rgba(255, 0, 0, 0.5)');
    expect(parseCss('rgba(255, 0, 0, 0.5)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseCss('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseCss('teal')).toBeNull();
  });
});

describe('swatches and recent colours', () => {
  it('offers 50 distinct predefined swatches', () => {
    expect(SWATCHES).toHaveLength(DESIGNER_LIMITS.swatchCount);
    expect(new Set(SWATCHES).size).toBe(50);
  });

  it('keeps recent colours newest first, without duplicates, at most 20', () => {
    let recent: string[] = [];
    for (let i = 0; i < 25; i += 1)
      recent = pushRecent(recent, `#0000${i.toString(16).padStart(2, '0')}`);
    expect(recent).toHaveLength(20);
    expect(recent[0]).toBe('#000018');
    recent = pushRecent(recent, '#000010');
    expect(recent[0]).toBe('#000010');
    expect(recent.filter((c) => c === '#000010')).toHaveLength(1);
    expect(pushRecent(['#ABCDEF', '#000000'], 'rgb(171, 205, 239)')).toEqual([
      '#ABCDEF',
      '#000000',
    ]);
  });
});

describe('colour picker', () => {
  it('opens on a colour, edits RGB and alpha, confirms into the recent list and closes', () => {
    let picker = openPicker(createColourPicker(['#000000']), '#336699');
    expect(picker).toMatchObject({ open: true, hexInput: '336699' });
    picker = setChannel(picker, 'r', 255);
    expect(picker.hexInput).toBe('ff6699');
    picker = setAlphaPercent(picker, 50);
    const confirmed = confirmPicker(picker);
    expect(confirmed.css).toBe('rgba(255, 102, 153, 0.5)');
    expect(confirmed.picker.open).toBe(false);
    expect(confirmed.picker.recent).toEqual(['rgba(255, 102, 153, 0.5)', '#000000']);
  });

  it('ignores non-hex typing and keeps an incomplete hex until it is complete', () => {
    let picker = openPicker(createColourPicker(), '#000000');
    picker = typeHex(picker, 'zz12');
    expect(picker.hexInput).toBe('12');
    expect(picker.colour).toMatchObject({ r: 0, g: 0, b: 0 });
    picker = typeHex(picker, '123456');
    expect(picker.colour).toMatchObject({ r: 0x12, g: 0x34, b: 0x56 });
    expect(closePicker(picker).open).toBe(false);
  });
});
