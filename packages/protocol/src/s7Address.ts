import type { MessageKey } from './messages';
import type { SignalDataType } from './agentSignals';

/**
 * Siemens S7 addresses as engineers write them (STEP 7 / TIA Portal absolute addressing, in the
 * spelling of the `nodes7` library the agent uses):
 * - data block: `DB<n>,<TYPE><byte>` with TYPE one of BYTE, WORD, INT, DWORD, DINT, REAL, and
 *   `DB<n>,X<byte>.<bit>` for a BOOL (`DB1,REAL4`, `DB1,INT2`, `DB1,X0.1`);
 * - merkers, inputs and outputs: `M`, `I`, `Q` then the size letter (none: a bit, `B` byte,
 *   `W` word, `I` int, `D` dword, `DI` dint, `R` real) and the byte, `.bit` for a bit
 *   (`M10.0`, `MW20`, `IW4`, `Q0.1`, `MR8`).
 * Strings are left out: the product's values are numbers and booleans (decisions.md).
 */

export const S7_TYPES = ['BOOL', 'BYTE', 'WORD', 'INT', 'DWORD', 'DINT', 'REAL'] as const;
export type S7Type = (typeof S7_TYPES)[number];

export const S7_AREAS = ['DB', 'M', 'I', 'Q'] as const;
export type S7Area = (typeof S7_AREAS)[number];

/** How the value pipeline carries each S7 type (BYTE widens to an unsigned 16-bit number). */
export const S7_DATA_TYPE: Record<S7Type, SignalDataType> = {
  BOOL: 'bool',
  BYTE: 'uint16',
  WORD: 'uint16',
  INT: 'int16',
  DWORD: 'uint32',
  DINT: 'int32',
  REAL: 'float32',
};

/** Bytes each type occupies in the PLC's memory. */
export const S7_TYPE_BYTES: Record<S7Type, number> = {
  BOOL: 1,
  BYTE: 1,
  WORD: 2,
  INT: 2,
  DWORD: 4,
  DINT: 4,
  REAL: 4,
};

export interface S7Address {
  area: S7Area;
  /** Data block number; 0 outside data blocks. */
  dbNumber: number;
  type: S7Type;
  /** Byte offset in the area. */
  byte: number;
  /** Bit of the byte for BOOL, 0 otherwise. */
  bit: number;
  /** The address in the canonical spelling (upper case, no spaces), as nodes7 takes it. */
  text: string;
}

/** Why an address is refused; each reason has its message (`S7_ADDRESS_MESSAGE`). */
export type S7AddressError = 'syntax' | 'dbNumber' | 'type' | 'bitMissing' | 'bitRange' | 'offset';

export const S7_ADDRESS_MESSAGE: Record<S7AddressError, MessageKey> = {
  syntax: 's7AddressSyntax',
  dbNumber: 's7AddressDbNumber',
  type: 's7AddressType',
  bitMissing: 's7AddressBitMissing',
  bitRange: 's7AddressBitRange',
  offset: 's7AddressOffset',
};

/** Largest byte offset accepted (S7-1500 work memory tops out well below this). */
export const S7_MAX_BYTE = 65_535;
export const S7_MAX_DB = 65_535;

const DB_TYPES: Record<string, S7Type> = {
  X: 'BOOL',
  BYTE: 'BYTE',
  WORD: 'WORD',
  INT: 'INT',
  DWORD: 'DWORD',
  DINT: 'DINT',
  REAL: 'REAL',
};
const AREA_SIZES: Record<string, S7Type> = {
  '': 'BOOL',
  B: 'BYTE',
  W: 'WORD',
  I: 'INT',
  D: 'DWORD',
  DI: 'DINT',
  R: 'REAL',
};
/** nodes7's letter for each type outside data blocks. */
const AREA_LETTERS: Record<S7Type, string> = {
  BOOL: '',
  BYTE: 'B',
  WORD: 'W',
  INT: 'I',
  DWORD: 'D',
  DINT: 'DI',
  REAL: 'R',
};

const DB_PATTERN = /^DB(\d{1,6}),([A-Z]+)(\d{1,6})(?:\.(\d{1,3}))?$/;
const AREA_PATTERN = /^([MIQ])([A-Z]{0,2})(\d{1,6})(?:\.(\d{1,3}))?$/;

export type S7AddressResult =
  { ok: true; address: S7Address } | { ok: false; error: S7AddressError };

function finish(
  area: S7Area,
  dbNumber: number,
  type: S7Type | undefined,
  byte: number,
  bitText: string | undefined,
): S7AddressResult {
  if (!type) return { ok: false, error: 'type' };
  if (byte > S7_MAX_BYTE - S7_TYPE_BYTES[type] + 1) return { ok: false, error: 'offset' };
  if (type === 'BOOL' && bitText === undefined) return { ok: false, error: 'bitMissing' };
  if (type !== 'BOOL' && bitText !== undefined) return { ok: false, error: 'syntax' };
  const bit = bitText === undefined ? 0 : Number(bitText);
  if (bit > 7) return { ok: false, error: 'bitRange' };
  const position = type === 'BOOL' ? `${byte}.${bit}` : String(byte);
  const text =
    area === 'DB'
      ? `DB${dbNumber},${type === 'BOOL' ? 'X' : type}${position}`
      : `${area}${AREA_LETTERS[type]}${position}`;
  return { ok: true, address: { area, dbNumber, type, byte, bit, text } };
}

/** Parses an S7 address; case and spaces are forgiven, anything else is refused with a reason. */
export function parseS7Address(input: string): S7AddressResult {
  const text = input.replace(/\s+/g, '').toUpperCase();
  const db = DB_PATTERN.exec(text);
  if (db) {
    const dbNumber = Number(db[1]);
    if (dbNumber < 1 || dbNumber > S7_MAX_DB) return { ok: false, error: 'dbNumber' };
    return finish('DB', dbNumber, DB_TYPES[db[2] ?? ''], Number(db[3]), db[4]);
  }
  const area = AREA_PATTERN.exec(text);
  if (area) {
    return finish(area[1] as S7Area, 0, AREA_SIZES[area[2] ?? ''], Number(area[3]), area[4]);
  }
  return { ok: false, error: 'syntax' };
}
