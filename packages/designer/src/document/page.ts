import { z } from 'zod';
import { DESIGNER_LIMITS } from '../constants';
import { colour, flag, numericWith, text } from './primitives';

export const PAGE_FITS = ['container', 'width', 'height', 'original'] as const;

/**
 * How the viewer colours the page: as designed, or as an ISA-101 high-performance display
 * (grey process, colour only for the abnormal) on a light or a dark control-room background.
 */
export const PAGE_THEMES = ['standard', 'highPerformance', 'highPerformanceDark'] as const;
export type PageTheme = (typeof PAGE_THEMES)[number];

const canvasSize = numericWith(z.number().positive());

/** The page (canvas) settings stored as the layout's `con` (SPEC §3 "Page"). */
export const PageSchema = z.object({
  id: text.default(''),
  projectId: text.default(''),
  title: z.string().default(''),
  width: canvasSize.default(DESIGNER_LIMITS.defaultCanvasWidth),
  height: canvasSize.default(DESIGNER_LIMITS.defaultCanvasHeight),
  fit: z.enum(PAGE_FITS).default('container'),
  bgColor: colour.default('#FFFFFF'),
  bgImage: z.string().default(''),
  useBgImage: flag.default(false),
  grid: flag.default(true),
  checkpwd: flag.default(false),
  password: z.string().default(''),
  equipmentId: text.default(''),
  theme: z.enum(PAGE_THEMES).default('standard'),
});

export type Page = z.output<typeof PageSchema>;
export type PageInput = z.input<typeof PageSchema>;
