import { z } from 'zod';
import { formBool, formNumber, formString } from './form';

/**
 * What every drawn page has, whoever owns it (a project, an equipment or an equipment model):
 * its id, its title and its settings (size, fit, background, grid). The three call families
 * (`project/page/…`, `configuration/page/…`, `model/page/…`) build their requests and answers
 * from these, so a setting is defined once.
 */

export const PAGE_LIMITS = {
  titleMax: 50,
  canvasMax: 100_000,
} as const;

/** How the viewer fits the canvas (the designer's PAGE_FITS). */
export const PROJECT_PAGE_FITS = ['container', 'width', 'height', 'original'] as const;
export type ProjectPageFit = (typeof PROJECT_PAGE_FITS)[number];

export const pageId = formString(64).min(1);
export const pageTitle = formString(PAGE_LIMITS.titleMax);

/** The request of every call that names one page: info, delete, setHome, copy, layout… */
export const pageIdRequest = z.object({ id: pageId });

/** A page's settings as the server answers them. */
export const pageSettings = z.object({
  title: z.string(),
  width: z.number(),
  height: z.number(),
  fit: z.enum(PROJECT_PAGE_FITS),
  bgColor: z.string(),
  bgImage: z.string(),
  useBgImage: z.boolean(),
  grid: z.boolean(),
});
export type PageSettings = z.infer<typeof pageSettings>;

export const canvasSize = formNumber.pipe(z.number().positive().max(PAGE_LIMITS.canvasMax));

/** The settings as form fields of a request, each optional (an absent one keeps its value). */
export const pageSettingsFields = {
  width: canvasSize.optional(),
  height: canvasSize.optional(),
  fit: z.enum(PROJECT_PAGE_FITS).optional(),
  bgColor: formString(40).optional(),
  bgImage: formString(1000).optional(),
  useBgImage: formBool.optional(),
  grid: formBool.optional(),
};

const SETTING_KEYS = Object.keys(pageSettings.shape) as (keyof PageSettings)[];

/** Just the settings of anything that carries them (a page's answer, the designer's `con`). */
export function pageSettingsOf(page: PageSettings): PageSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, page[key]])) as PageSettings;
}
