import type { PageTheme } from '../document/page';
import type { Widget } from '../document/widget';
import { parseCss, toCss } from '../colour/rgb';
import type { Appearance } from './appearance';

/** Page backgrounds of the high-performance themes (ISA-101 light grey, control-room dark). */
const BACKGROUNDS: Readonly<Record<Exclude<PageTheme, 'standard'>, string>> = {
  highPerformance: '#D9DADB',
  highPerformanceDark: '#1F2428',
};

/**
 * Grey levels (0–1) a colour's luminance is compressed into: white fills become a light grey
 * and black lines a dark one on the light theme; the dark theme turns them around.
 */
const GREY_RANGE: Readonly<Record<Exclude<PageTheme, 'standard'>, { from: number; to: number }>> = {
  highPerformance: { from: 0.27, to: 0.9 },
  highPerformanceDark: { from: 0.78, to: 0.2 },
};

/** Text on a themed fill: light on a dark grey, dark on a light one, so labels stay legible. */
const TEXT_ON = { dark: '#E6E6E6', light: '#262626' } as const;

function luminanceOf(colour: string): { luminance: number; alpha: number } | null {
  const rgba = parseCss(colour);
  if (!rgba) return null;
  const luminance = (0.2126 * rgba.r + 0.7152 * rgba.g + 0.0722 * rgba.b) / 255;
  return { luminance, alpha: rgba.a };
}

/** The page's background colour under its theme. */
export function themedBackground(theme: PageTheme, designed: string): string {
  return theme === 'standard' ? designed : BACKGROUNDS[theme];
}

/**
 * A designed colour as the theme shows it: unchanged on the standard theme; otherwise the grey
 * of its luminance, mapped into the theme's range, alpha kept. Colours that are not hex or
 * rgb() (`transparent`, names) are left as they are.
 */
export function themedColour(colour: string, theme: PageTheme): string {
  if (theme === 'standard') return colour;
  const read = luminanceOf(colour);
  if (!read) return colour;
  const { from, to } = GREY_RANGE[theme];
  const level = Math.round((from + (to - from) * read.luminance) * 255);
  return toCss({ r: level, g: level, b: level, a: read.alpha });
}

/**
 * The appearance under the theme: colours the widget has by design turn grey; a colour that a
 * colour animation switched on (the abnormal state the engineer configured) stays in colour.
 * Designed text on an opaque fill takes the light or dark grey that reads on the themed fill
 * (the dark theme would otherwise turn a button's white label dark on a mid grey).
 */
export function themedAppearance(
  appearance: Appearance,
  widget: Widget,
  theme: PageTheme,
): Appearance {
  if (theme === 'standard') return appearance;
  const grey = (shown: string, designed: string) =>
    shown === designed ? themedColour(shown, theme) : shown;
  const fillColor = grey(appearance.fillColor, widget.style.fill);
  const fill = luminanceOf(fillColor);
  const onFill = fill && fill.alpha === 1 ? TEXT_ON[fill.luminance < 0.5 ? 'dark' : 'light'] : null;
  return {
    ...appearance,
    fillColor,
    borderColor: grey(appearance.borderColor, widget.style.stroke.color),
    fontColor:
      appearance.fontColor === widget.style.color && onFill
        ? onFill
        : grey(appearance.fontColor, widget.style.color),
  };
}
