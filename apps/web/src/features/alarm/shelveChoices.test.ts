import { describe, expect, it } from 'vitest';
import { ALARM_SHELVE_MAX_MINUTES, alarmShelveRequest } from '@lf/protocol';
import { CUSTOM, SHELVE_CHOICES, SHIFT_MINUTES } from './shelveChoices';

const shelve = (minutes: number) =>
  alarmShelveRequest.safeParse({ ids: '["1"]', minutes: String(minutes), reason: '校准' }).success;

describe('shelve durations', () => {
  it('offers the ISA-18.2 short choices, one shift and a custom duration, in order', () => {
    expect(SHELVE_CHOICES).toEqual([5, 15, 30, 60, 120, 240, 480, SHIFT_MINUTES, CUSTOM]);
  });

  it('offers only durations the server’s schema accepts', () => {
    for (const minutes of SHELVE_CHOICES.filter((m) => m !== CUSTOM)) {
      expect(shelve(minutes), `${minutes} min`).toBe(true);
    }
  });

  it('bounds a custom duration where the server does', () => {
    expect(shelve(1)).toBe(true);
    expect(shelve(ALARM_SHELVE_MAX_MINUTES)).toBe(true);
    expect(shelve(ALARM_SHELVE_MAX_MINUTES + 1)).toBe(false);
    expect(shelve(0)).toBe(false);
  });
});
