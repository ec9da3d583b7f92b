import { z } from 'zod';
import { hostField, pollIntervalField, portField, timeoutField } from './common';
import { label } from './parameters';

/**
 * Connection parameters of the Modbus family. Modbus RTU (serial) and Modbus RTU over TCP (a
 * serial-device server passing RTU frames through a TCP socket) share the codec and the read
 * planning of Modbus TCP; several unit ids may share one line (a serial port or a host:port),
 * whose requests then go one at a time with `interFrameDelayMs` between them.
 */

const unitIdField = z.number().int().min(0).max(255).default(1).meta(label('从站地址', 'Unit id'));

const interFrameDelayField = z
  .number()
  .int()
  .min(0)
  .max(1000)
  .default(0)
  .meta(label('帧间隔（毫秒）', 'Inter-frame delay (ms)'));

export const modbusTcpSettings = z.object({
  host: hostField,
  port: portField(502),
  unitId: unitIdField,
  timeoutMs: timeoutField,
  pollIntervalMs: pollIntervalField,
});
export type ModbusTcpSettings = z.infer<typeof modbusTcpSettings>;

export const modbusRtuOverTcpSettings = z.object({
  host: hostField,
  port: portField(4001),
  unitId: unitIdField,
  timeoutMs: timeoutField,
  pollIntervalMs: pollIntervalField,
  interFrameDelayMs: interFrameDelayField,
});
export type ModbusRtuOverTcpSettings = z.infer<typeof modbusRtuOverTcpSettings>;

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const PARITIES = ['none', 'even', 'odd'] as const;

const choice = <T extends readonly (string | number)[]>(values: T) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>]);

export const modbusRtuSettings = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9/._:-]+$/, 'a serial port such as /dev/ttyUSB0 or COM3')
    .meta(label('串口', 'Serial port')),
  baudRate: choice(BAUD_RATES).default(9600).meta(label('波特率', 'Baud rate')),
  parity: z
    .enum(PARITIES)
    .default('none')
    .meta(
      label('校验位', 'Parity', {
        none: { zh: '无', en: 'None' },
        even: { zh: '偶校验', en: 'Even' },
        odd: { zh: '奇校验', en: 'Odd' },
      }),
    ),
  dataBits: choice([7, 8] as const)
    .default(8)
    .meta(label('数据位', 'Data bits')),
  stopBits: choice([1, 2] as const)
    .default(1)
    .meta(label('停止位', 'Stop bits')),
  unitId: unitIdField,
  timeoutMs: timeoutField,
  pollIntervalMs: pollIntervalField,
  interFrameDelayMs: interFrameDelayField,
});
export type ModbusRtuSettings = z.infer<typeof modbusRtuSettings>;
