import type { EncodedWrite } from '../modbus/codec';
import type { ModbusTransport } from '../modbus/modbusDriver';
import type { ReadBlock } from '../modbus/readPlan';
import type { RtuLine } from './rtuLine';
import { releaseLine } from './rtuLine';

/** One unit id on an RTU line: the line queues its requests with those of the other units. */
export class ModbusRtuTransport implements ModbusTransport {
  private released = false;

  constructor(
    private readonly line: RtuLine,
    private readonly unitId: number,
    private readonly timeoutMs: number,
  ) {}

  get connected(): boolean {
    return this.line.connected;
  }

  readBlock(block: ReadBlock): Promise<Buffer> {
    return this.line.request(this.unitId, this.timeoutMs, async (client) => {
      switch (block.area) {
        case 'coil':
          return (await client.readCoils(block.start, block.count)).buffer;
        case 'discrete':
          return (await client.readDiscreteInputs(block.start, block.count)).buffer;
        case 'holding':
          return (await client.readHoldingRegisters(block.start, block.count)).buffer;
        case 'input':
          return (await client.readInputRegisters(block.start, block.count)).buffer;
      }
    });
  }

  /** Single coil (FC 5), single register (FC 6) or multiple registers (FC 16), as over TCP. */
  write(write: EncodedWrite): Promise<void> {
    return this.line.request(this.unitId, this.timeoutMs, async (client) => {
      if (write.area === 'coil') {
        await client.writeCoil(write.address, write.value);
      } else if (write.bytes.length === 2) {
        await client.writeRegister(write.address, write.bytes.readUInt16BE(0));
      } else {
        await client.writeRegisters(write.address, write.bytes);
      }
    });
  }

  close(): void {
    if (this.released) return;
    this.released = true;
    releaseLine(this.line);
  }
}
