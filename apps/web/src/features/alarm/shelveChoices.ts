import { ALARM_SHELVE_MAX_MINUTES } from '@lf/protocol';

/** One operating shift, the longest shelve offered without typing (12-hour shifts). */
export const SHIFT_MINUTES = 12 * 60;

/** The choice that asks for a number of minutes, bounded by the server's schema. */
export const CUSTOM = -1;

/**
 * The shelve durations offered (minutes), as ISA-18.2 shelving expects: short, time-limited
 * choices an operator picks without thinking (5/15/30 min, 1/2/4/8 h), one shift, and a custom
 * duration up to `ALARM_SHELVE_MAX_MINUTES` — the bound `alarmShelveRequest` enforces on the
 * server. Longer removal is out of service, not a shelve.
 */
export const SHELVE_CHOICES: readonly number[] = [
  5,
  15,
  30,
  60,
  120,
  240,
  480,
  SHIFT_MINUTES,
  CUSTOM,
].filter((minutes) => minutes <= ALARM_SHELVE_MAX_MINUTES);
