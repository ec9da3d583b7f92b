import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { parseS7Address, S7_ADDRESS_MESSAGE, type S7AddressError } from './s7Address';
import { s7Signal } from './s7';
import { s7Settings } from './drivers/s7';

const ok = (text: string) => {
  const result = parseS7Address(text);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.address;
};
const refused = (text: string): S7AddressError | null => {
  const result = parseS7Address(text);
  return result.ok ? null : result.error;
};

describe('S7 addresses', () => {
  it('reads data block addresses of every type', () => {
    expect(ok('DB1,REAL4')).toEqual({
      area: 'DB',
      dbNumber: 1,
      type: 'REAL',
      byte: 4,
      bit: 0,
      text: 'DB1,REAL4',
    });
    expect(ok('DB1,X0.1')).toMatchObject({ type: 'BOOL', byte: 0, bit: 1, text: 'DB1,X0.1' });
    expect(ok('DB12,INT2').type).toBe('INT');
    expect(ok('DB1,DINT8').type).toBe('DINT');
    expect(ok('DB1,WORD10').type).toBe('WORD');
    expect(ok('DB1,DWORD20').type).toBe('DWORD');
    expect(ok('DB1,BYTE3').type).toBe('BYTE');
  });

  it('reads merker, input and output addresses with their size letters', () => {
    expect(ok('M10.0')).toMatchObject({ area: 'M', type: 'BOOL', byte: 10, bit: 0 });
    expect(ok('MW20')).toMatchObject({ area: 'M', type: 'WORD', byte: 20, text: 'MW20' });
    expect(ok('MB1').type).toBe('BYTE');
    expect(ok('MI2').type).toBe('INT');
    expect(ok('MD4').type).toBe('DWORD');
    expect(ok('MDI8').type).toBe('DINT');
    expect(ok('MR12').type).toBe('REAL');
    expect(ok('I0.0')).toMatchObject({ area: 'I', type: 'BOOL' });
    expect(ok('IW4')).toMatchObject({ area: 'I', type: 'WORD', byte: 4 });
    expect(ok('Q0.1')).toMatchObject({ area: 'Q', type: 'BOOL', bit: 1 });
  });

  it('forgives case and spaces and writes the canonical spelling', () => {
    expect(ok(' db1, real4 ').text).toBe('DB1,REAL4');
    expect(ok('mw 20').text).toBe('MW20');
    expect(ok('q0.1').text).toBe('Q0.1');
  });

  it('refuses each broken rule with its own reason', () => {
    expect(refused('')).toBe('syntax');
    expect(refused('DB1')).toBe('syntax');
    expect(refused('DB1.DBW2')).toBe('syntax');
    expect(refused('40001')).toBe('syntax');
    expect(refused('DB1,INT2.1')).toBe('syntax');
    expect(refused('DB0,INT2')).toBe('dbNumber');
    expect(refused('DB70000,INT2')).toBe('dbNumber');
    expect(refused('DB1,FLOAT4')).toBe('type');
    expect(refused('MX10')).toBe('type');
    expect(refused('DB1,X0')).toBe('bitMissing');
    expect(refused('M10')).toBe('bitMissing');
    expect(refused('Q0.8')).toBe('bitRange');
    expect(refused('DB1,REAL65533')).toBe('offset');
    expect(ok('DB1,REAL65532').byte).toBe(65532);
  });

  it('words every reason in both languages', () => {
    for (const key of Object.values(S7_ADDRESS_MESSAGE)) {
      expect(MESSAGES[key].zh).toContain('{field}');
      expect(MESSAGES[key].en).toContain('{field}');
    }
  });

  it('gives a signal schema that names the message of a bad address and refuses writable inputs', () => {
    const bad = s7Signal.safeParse({ id: '1', address: 'DB1,X0' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['address'],
      params: { messageKey: 's7AddressBitMissing' },
    });
    const input = s7Signal.safeParse({ id: '1', address: 'IW4', access: 'rw' });
    expect(input.error?.issues[0]).toMatchObject({
      path: ['access'],
      params: { messageKey: 's7InputReadOnly' },
    });
    expect(s7Signal.parse({ id: '1', address: 'mw20', access: 'rw' }).address).toBe('MW20');
  });

  it('takes both TSAPs or neither in the driver settings', () => {
    expect(s7Settings.safeParse({ host: 'plc' }).success).toBe(true);
    expect(
      s7Settings.safeParse({ host: 'plc', localTsap: '0100', remoteTsap: '0200' }).success,
    ).toBe(true);
    expect(s7Settings.safeParse({ host: 'plc', localTsap: '0100' }).success).toBe(false);
    expect(s7Settings.safeParse({ host: 'plc', localTsap: '01', remoteTsap: '0200' }).success).toBe(
      false,
    );
  });
});
