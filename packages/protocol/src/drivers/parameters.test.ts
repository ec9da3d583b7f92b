import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROTOCOLS } from '../adminDrivers';
import { label, parametersOf } from './parameters';

describe('driver parameters read from the settings schema', () => {
  it('lists the Modbus TCP fields with their labels, limits and defaults', () => {
    const modbusTcp = PROTOCOLS.find((p) => p.id === 'modbus-tcp');
    expect(modbusTcp?.parameters).toEqual([
      { key: 'host', label: { zh: '主机地址', en: 'Host' }, type: 'text', required: true },
      expect.objectContaining({ key: 'port', type: 'integer', min: 1, max: 65535, default: 502 }),
      expect.objectContaining({ key: 'unitId', min: 0, max: 255, default: 1 }),
      expect.objectContaining({ key: 'timeoutMs', min: 50, max: 60_000, default: 1000 }),
      expect.objectContaining({ key: 'pollIntervalMs', min: 50, max: 3_600_000, default: 1000 }),
    ]);
  });

  it('lists the S7 fields: rack, slot and the optional TSAPs', () => {
    const s7 = PROTOCOLS.find((p) => p.id === 's7');
    expect(s7?.name).toEqual({ zh: '西门子 S7', en: 'Siemens S7' });
    expect(s7?.parameters.map((p) => [p.key, p.required, p.default])).toEqual([
      ['host', true, undefined],
      ['port', true, 102],
      ['rack', true, 0],
      ['slot', true, 1],
      ['localTsap', false, undefined],
      ['remoteTsap', false, undefined],
      ['timeoutMs', true, 1000],
      ['pollIntervalMs', true, 1000],
    ]);
  });

  it('turns enums and literal unions into selects with labelled options', () => {
    const settings = z.object({
      parity: z
        .enum(['none', 'even'])
        .default('none')
        .meta(label('校验位', 'Parity', { none: { zh: '无', en: 'None' } })),
      baudRate: z.union([z.literal(9600), z.literal(19200)]).meta(label('波特率', 'Baud rate')),
      note: z.string().optional().meta(label('备注', 'Note')),
    });
    expect(parametersOf(settings)).toEqual([
      {
        key: 'parity',
        label: { zh: '校验位', en: 'Parity' },
        type: 'select',
        required: true,
        default: 'none',
        options: [
          { value: 'none', label: { zh: '无', en: 'None' } },
          { value: 'even', label: { zh: 'even', en: 'even' } },
        ],
      },
      expect.objectContaining({
        key: 'baudRate',
        type: 'select',
        options: [
          { value: 9600, label: { zh: '9600', en: '9600' } },
          { value: 19200, label: { zh: '19200', en: '19200' } },
        ],
      }),
      { key: 'note', label: { zh: '备注', en: 'Note' }, type: 'text', required: false },
    ]);
  });

  it('refuses a field without a label, so no screen shows a bare key', () => {
    expect(() => parametersOf(z.object({ host: z.string() }))).toThrow(/label/);
  });
});
