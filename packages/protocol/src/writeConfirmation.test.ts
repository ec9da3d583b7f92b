import { describe, expect, it } from 'vitest';
import {
  defaultConfirmWrite,
  signalConfirmsWrite,
  writeAsksConfirmation,
} from './writeConfirmation';

describe('defaultConfirmWrite', () => {
  it('a bit is a command: it asks', () => {
    expect(defaultConfirmWrite('bool')).toBe(true);
  });
  it('a number is a setpoint: it does not', () => {
    for (const type of ['int16', 'uint16', 'int32', 'uint32', 'float32'] as const)
      expect(defaultConfirmWrite(type)).toBe(false);
  });
});

describe('signalConfirmsWrite', () => {
  it('an explicit setting wins over the data type', () => {
    expect(signalConfirmsWrite({ dataType: 'bool', confirmWrite: false })).toBe(false);
    expect(signalConfirmsWrite({ dataType: 'float32', confirmWrite: true })).toBe(true);
  });
  it('no setting: the data type decides', () => {
    expect(signalConfirmsWrite({ dataType: 'bool', confirmWrite: null })).toBe(true);
    expect(signalConfirmsWrite({ dataType: 'uint16', confirmWrite: null })).toBe(false);
  });
});

describe('writeAsksConfirmation', () => {
  it('a signal that asks asks, whatever the control says', () => {
    expect(writeAsksConfirmation({ signal: true })).toBe(true);
    expect(writeAsksConfirmation({ signal: true, control: false })).toBe(true);
  });
  it('a signal that does not ask: the control may still ask', () => {
    expect(writeAsksConfirmation({ signal: false })).toBe(false);
    expect(writeAsksConfirmation({ signal: false, control: false })).toBe(false);
    expect(writeAsksConfirmation({ signal: false, control: true })).toBe(true);
  });
  it('a signal the screen does not know asks', () => {
    expect(writeAsksConfirmation({ signal: undefined, control: false })).toBe(true);
  });
});
