import { DEFAULT_SETTINGS } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { settingsFromStored } from './settingsStore';

describe('settingsFromStored', () => {
  it('gives the defaults for nothing stored', () => {
    expect(settingsFromStored(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored('text')).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps each valid stored setting and defaults only the invalid or missing ones', () => {
    expect(
      settingsFromStored({ sessionHours: 3, lockMinutes: 0, defaultLanguage: 'en', other: 1 }),
    ).toEqual({ ...DEFAULT_SETTINGS, sessionHours: 3, defaultLanguage: 'en' });
  });
});
