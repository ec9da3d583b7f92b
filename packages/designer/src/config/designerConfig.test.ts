import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGNER_CONFIG, parseDesignerConfig } from './designerConfig';

describe('designer local config', () => {
  it('defaults to autoSave off, interval 5, grid and ruler on, adsorb off', () => {
    expect(DEFAULT_DESIGNER_CONFIG).toEqual({
      autoSave: false,
      saveInterval: 5,
      grid: true,
      ruler: true,
      adsorb: false,
    });
  });

  it('keeps valid stored values and defaults each bad one alone', () => {
    expect(parseDesignerConfig({ autoSave: true, saveInterval: 'x', adsorb: true })).toEqual({
      autoSave: true,
      saveInterval: 5,
      grid: true,
      ruler: true,
      adsorb: true,
    });
    expect(parseDesignerConfig(null)).toEqual(DEFAULT_DESIGNER_CONFIG);
    expect(parseDesignerConfig({ saveInterval: 0 }).saveInterval).toBe(5);
  });
});
