import { z } from 'zod';
import { DESIGNER_LIMITS } from '../constants';

/**
 * The designer's per-user local settings (SPEC §3). Each field falls back to its default
 * alone, so one bad stored value never resets the others.
 */
export const DesignerConfigSchema = z.object({
  autoSave: z.boolean().catch(false),
  /** Minutes between automatic saves. */
  saveInterval: z.number().int().positive().catch(DESIGNER_LIMITS.autoSaveIntervalDefault),
  grid: z.boolean().catch(true),
  ruler: z.boolean().catch(true),
  adsorb: z.boolean().catch(false),
});

export type DesignerConfig = z.output<typeof DesignerConfigSchema>;

export const DEFAULT_DESIGNER_CONFIG: DesignerConfig = DesignerConfigSchema.parse({});

/** Reads stored settings (any value, e.g. parsed local storage), defaulting what is missing. */
export function parseDesignerConfig(stored: unknown): DesignerConfig {
  const value = typeof stored === 'object' && stored !== null ? stored : {};
  return DesignerConfigSchema.parse(value);
}
