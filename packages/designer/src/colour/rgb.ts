/** A colour as channels 0–255 and alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const channel = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
const unit = (value: number) => Math.min(1, Math.max(0, value));

/** Keeps only hex digits of what was typed (a leading # and anything else are dropped), at most 8. */
export function sanitiseHexInput(input: string): string {
  return input.replace(/[^0-9a-fA-F]/g, '').slice(0, 8);
}

/**
 * Reads hex digits as a colour: 3, 4, 6 or 8 digits (the last two forms carry alpha).
 * Empty input is white (`ffffff`); other lengths are not a colour yet (null).
 */
export function hexToRgba(input: string): Rgba | null {
  let hex = sanitiseHexInput(input);
  if (hex === '') hex = 'ffffff';
  if (hex.length === 3 || hex.length === 4) hex = [...hex].map((digit) => digit + digit).join('');
  if (hex.length !== 6 && hex.length !== 8) return null;
  const part = (start: number) => parseInt(hex.slice(start, start + 2), 16);
  return {
    r: part(0),
    g: part(2),
    b: part(4),
    a: hex.length === 8 ? Math.round((part(6) / 255) * 100) / 100 : 1,
  };
}

/** `rrggbb` in lower case, channels clamped to 0–255. */
export function rgbToHex({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  return [r, g, b].map((value) => channel(value).toString(16).padStart(2, '0')).join('');
}

/** Alpha 0–1 as the whole percent the picker shows. */
export function alphaToPercent(alpha: number): number {
  return Math.round(unit(alpha) * 100);
}

export function percentToAlpha(percent: number): number {
  return Math.round(Math.min(100, Math.max(0, percent))) / 100;
}

/** The CSS form stored in a style: `#RRGGBB` when opaque, else `rgba(r, g, b, a)`. */
export function toCss(colour: Rgba): string {
  if (unit(colour.a) === 1) return `#${rgbToHex(colour).toUpperCase()}`;
  return `rgba(${channel(colour.r)}, ${channel(colour.g)}, ${channel(colour.b)}, ${unit(colour.a)})`;
}

/** Reads a stored colour (`#hex`, `rgb()`, `rgba()`); null for anything else. */
export function parseCss(css: string): Rgba | null {
  const text = css.trim();
  if (text.startsWith('#')) {
    return /^#[0-9a-fA-F]+$/.test(text) ? hexToRgba(text.slice(1)) : null;
  }
  const match = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    text,
  );
  if (!match) return null;
  const [, r, g, b, a] = match;
  return {
    r: channel(Number(r)),
    g: channel(Number(g)),
    b: channel(Number(b)),
    a: a === undefined ? 1 : unit(Number(a)),
  };
}
