import { z } from 'zod';
import { DESIGNER_LIMITS } from '../constants';
import { filled, flag, numericWith, text } from './primitives';

export const CLICK_ACTIONS = ['write', 'link', 'page'] as const;
export const LINK_TARGETS = ['_blank', '_self'] as const;
export const WRITE_TYPES = ['fixed', 'input'] as const;
export const PRESS_TYPES = ['set1', 'set0', 'toggle'] as const;

/** What a click on a widget does in the viewer (SPEC §3, defaults of SPEC §9). */
export const ClickEventSchema = z.object({
  enable: flag.default(false),
  action: z.enum(CLICK_ACTIONS).default('write'),
  target: z.enum(LINK_TARGETS).default('_blank'),
  link: z.string().default(''),
  pageId: text.default(''),
  width: numericWith(z.number().positive()).default(DESIGNER_LIMITS.clickEventDefaultSize),
  height: numericWith(z.number().positive()).default(DESIGNER_LIMITS.clickEventDefaultSize),
  writeType: z.enum(WRITE_TYPES).default('fixed'),
  pressType: z.enum(PRESS_TYPES).default('set1'),
  writeValue: text.default(''),
  // A write is a command: it asks before it goes unless its author turns that off (issue 28).
  hint: flag.default(true),
  hintValue: z.string().default(''),
  delay: filled(
    z.object({
      enable: flag.default(false),
      value: numericWith(z.number().min(0)).default(DESIGNER_LIMITS.clickEventDefaultDelay),
    }),
  ),
});

export type ClickEvent = z.output<typeof ClickEventSchema>;
