import type { SIGNAL_DATA_TYPES } from './mqttAgentConfig';

type SignalDataType = (typeof SIGNAL_DATA_TYPES)[number];

/**
 * Whether writes to a signal ask before they are sent when its administrator left the choice
 * open: a bit starts, stops, opens or closes something (a command), so it asks; a number is a
 * setpoint typed on purpose, checked against its range, so it does not.
 */
export function defaultConfirmWrite(dataType: SignalDataType): boolean {
  return dataType === 'bool';
}

/** A signal's stored setting (null: left to `defaultConfirmWrite`) as every screen reads it. */
export function signalConfirmsWrite(signal: {
  dataType: SignalDataType;
  confirmWrite: boolean | null;
}): boolean {
  return signal.confirmWrite ?? defaultConfirmWrite(signal.dataType);
}

/**
 * The one rule of every write path (signal table, monitoring pages, phones): a write asks when
 * its signal asks, or when the control that sends it (a page button) asks on its own. A button
 * cannot silence a signal that asks; a signal the screen does not know asks.
 */
export function writeAsksConfirmation(write: {
  signal: boolean | undefined;
  control?: boolean;
}): boolean {
  if (write.signal ?? true) return true;
  return write.control === true;
}
