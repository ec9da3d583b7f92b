import { createContext } from 'react';

/**
 * The signals with an unacknowledged alarm, as a live viewer knows them: a viewed widget bound
 * to one blinks with the twinkle animation until the alarm is acknowledged. Outside a live
 * viewer (the designer, previews) the set is empty.
 */
export const UnackedSignals = createContext<ReadonlySet<string>>(new Set());

/** The blink period of a widget in alarm (ms), when its own twinkle animation is not running. */
export const ALARM_BLINK_MS = 1000;
