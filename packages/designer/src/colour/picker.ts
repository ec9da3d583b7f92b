import { pushRecent } from './recent';
import {
  hexToRgba,
  parseCss,
  percentToAlpha,
  rgbToHex,
  sanitiseHexInput,
  toCss,
  type Rgba,
} from './rgb';

/** The colour picker: open or closed, the colour being edited, the hex field, recent colours. */
export interface ColourPicker {
  readonly open: boolean;
  readonly colour: Rgba;
  /** What the hex field shows (hex digits only, maybe still incomplete). */
  readonly hexInput: string;
  readonly recent: readonly string[];
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

export function createColourPicker(recent: readonly string[] = []): ColourPicker {
  return { open: false, colour: WHITE, hexInput: 'ffffff', recent };
}

/** Opens the picker on the widget's current colour. */
export function openPicker(picker: ColourPicker, css: string): ColourPicker {
  const colour = parseCss(css) ?? WHITE;
  return { ...picker, open: true, colour, hexInput: rgbToHex(colour) };
}

export function closePicker(picker: ColourPicker): ColourPicker {
  return { ...picker, open: false };
}

/** Typing in the hex field: non-hex characters never appear; a complete hex sets the colour. */
export function typeHex(picker: ColourPicker, input: string): ColourPicker {
  const hexInput = sanitiseHexInput(input);
  const parsed = hexInput === '' ? null : hexToRgba(hexInput);
  return parsed ? { ...picker, hexInput, colour: parsed } : { ...picker, hexInput };
}

/** Leaving the hex field: an empty field becomes ffffff, an incomplete one the current colour. */
export function commitHex(picker: ColourPicker): ColourPicker {
  const colour = hexToRgba(picker.hexInput) ?? picker.colour;
  return { ...picker, colour, hexInput: rgbToHex(colour) };
}

export function setChannel(
  picker: ColourPicker,
  channel: 'r' | 'g' | 'b',
  value: number,
): ColourPicker {
  const level = Number.isFinite(value) ? Math.min(255, Math.max(0, Math.round(value))) : 0;
  const colour = { ...picker.colour, [channel]: level };
  return { ...picker, colour, hexInput: rgbToHex(colour) };
}

export function setAlphaPercent(picker: ColourPicker, percent: number): ColourPicker {
  const alpha = Number.isFinite(percent) ? percentToAlpha(percent) : 1;
  return { ...picker, colour: { ...picker.colour, a: alpha } };
}

/** Confirm: closes the picker, remembers the colour, and gives the CSS value to store. */
export function confirmPicker(picker: ColourPicker): { picker: ColourPicker; css: string } {
  const css = toCss(picker.colour);
  return { css, picker: { ...picker, open: false, recent: pushRecent(picker.recent, css) } };
}
