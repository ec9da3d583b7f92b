import type { ColourRule } from '../document/animation';
import type { Widget } from '../document/widget';
import { compare, type LiveValue, type LiveValues } from './compare';

/** What the viewer shows for a widget given the live values. */
export interface Appearance {
  readonly visible: boolean;
  /** Blink period in ms while the twinkle condition holds, else null. */
  readonly twinkle: { readonly interval: number } | null;
  readonly rotation: {
    readonly direction: 'clockwise' | 'anticlockwise';
    /** Milliseconds per full turn. */
    readonly speedMs: number;
  } | null;
  readonly fillColor: string;
  readonly borderColor: string;
  readonly fontColor: string;
}

/** The live value a widget shows: its signal's, or its system key's. */
export function boundValue(widget: Widget, values: LiveValues): LiveValue | undefined {
  const { data } = widget;
  const key = data.type === 'system' ? data.systemKey : data.signalId;
  return key === '' ? undefined : values.get(key);
}

function pickColour(
  animation: { readonly enable: boolean; readonly list: readonly ColourRule[] },
  value: LiveValue | undefined,
  fallback: string,
): string {
  if (!animation.enable) return fallback;
  const rule = animation.list.find((entry) => compare(value?.value, entry.symbol, entry.value));
  return rule ? rule.color : fallback;
}

/**
 * Evaluates a widget's animations against the live values: visibility, twinkling, rotation
 * and the fill, border and font colours (first matching rule of each list; else the style).
 */
export function evaluateAppearance(widget: Widget, values: LiveValues): Appearance {
  const value = boundValue(widget, values);
  const { visiable, twinkle, rotate, fillColor, borderColor, fontColor } = widget.animation;
  const meets = (condition: { symbol: Parameters<typeof compare>[1]; value: string }) =>
    compare(value?.value, condition.symbol, condition.value);
  const visible = !visiable.enable || meets(visiable) === (visiable.display === 'show');
  return {
    visible,
    twinkle: twinkle.enable && meets(twinkle) ? { interval: twinkle.interval } : null,
    rotation:
      rotate.enable && meets(rotate)
        ? { direction: rotate.direction, speedMs: rotate.speed }
        : null,
    fillColor: pickColour(fillColor, value, widget.style.fill),
    borderColor: pickColour(borderColor, value, widget.style.stroke.color),
    fontColor: pickColour(fontColor, value, widget.style.color),
  };
}
