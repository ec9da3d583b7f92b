import { z } from 'zod';
import { DESIGNER_LIMITS } from '../constants';
import { colour, comparisonSymbol, filled, flag, numericWith, text } from './primitives';

/** A condition on the widget's live value: `value <symbol> target`. */
const condition = {
  enable: flag.default(false),
  symbol: comparisonSymbol.default('='),
  value: text.default(''),
};

export const VisibleAnimationSchema = z.object({
  ...condition,
  /** Whether meeting the condition shows the widget or hides it. */
  display: z.enum(['show', 'hide']).default('show'),
});

export const TwinkleAnimationSchema = z.object({
  ...condition,
  /** One blink period in milliseconds. */
  interval: numericWith(z.number().positive()).default(500),
});

export const RotateAnimationSchema = z.object({
  ...condition,
  direction: z.enum(['clockwise', 'anticlockwise']).default('clockwise'),
  /** Milliseconds per full turn. */
  speed: numericWith(z.number().positive()).default(DESIGNER_LIMITS.rotateSpeedDefaultMs),
});

export const ColourRuleSchema = z.object({
  symbol: comparisonSymbol.default('='),
  value: text.default(''),
  color: colour.default('#FF0000'),
});

export const ColourAnimationSchema = z.object({
  enable: flag.default(false),
  list: z.array(ColourRuleSchema).default([]),
});

/** Animations of SPEC §3; `visiable` keeps the spelling of the stored layouts. */
export const AnimationSchema = z.object({
  visiable: filled(VisibleAnimationSchema),
  twinkle: filled(TwinkleAnimationSchema),
  rotate: filled(RotateAnimationSchema),
  fillColor: filled(ColourAnimationSchema),
  borderColor: filled(ColourAnimationSchema),
  fontColor: filled(ColourAnimationSchema),
});

export type Animation = z.output<typeof AnimationSchema>;
export type AnimationKey = keyof Animation;
export type ColourRule = z.output<typeof ColourRuleSchema>;
export const ANIMATION_KEYS = Object.keys(AnimationSchema.shape) as AnimationKey[];
