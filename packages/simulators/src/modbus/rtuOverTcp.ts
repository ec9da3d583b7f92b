import { EventEmitter } from 'node:events';
import net from 'node:net';
import Modbus from 'jsmodbus';
import type { Tables, TableServer } from './registerTables';
import { listenAsDevice, TABLE_SIZES } from './registerTables';
import { requestException } from './requestGuard';
import { crcMatches, requestFrameLength, rtuFrame } from './rtuFrames';

const MBAP_HEADER = 7;

/**
 * One unit's view of a client connection, shaped like the socket jsmodbus's TCP server expects:
 * it receives whole MBAP frames ('data') and its write() gets the MBAP reply, which goes back to
 * the client as an RTU frame.
 */
class UnitConnection extends EventEmitter {
  constructor(
    private readonly socket: net.Socket,
    private readonly unitId: number,
  ) {
    super();
  }

  write(reply: Buffer, callback?: () => void): boolean {
    return this.socket.write(rtuFrame(this.unitId, reply.subarray(MBAP_HEADER)), callback);
  }
}

/**
 * A serial-device server's view of an RS-485 line: Modbus RTU frames over a TCP socket, several
 * unit ids on the line, each answering from its own tables. Like a real bus, a frame for an
 * absent unit or with a bad CRC gets no answer at all (the client times out); a request past the
 * tables gets exception 2 or 3 from the same guard as the Modbus TCP simulator.
 */
export async function serveRtuOverTcp(
  units: ReadonlyMap<number, Tables>,
  host: string,
  port: number,
): Promise<TableServer & { acceptedConnections(): number }> {
  const servers = new Map<number, EventEmitter>();
  for (const [unitId, tables] of units) {
    const emitter = new EventEmitter();
    new Modbus.server.TCP(emitter as unknown as net.Server, tables);
    servers.set(unitId, emitter);
  }
  const tcp = net.createServer();
  let accepted = 0;
  tcp.on('connection', (socket) => {
    accepted++;
    const connections = new Map<number, UnitConnection>();
    const connectionOf = (unitId: number, server: EventEmitter): UnitConnection => {
      let connection = connections.get(unitId);
      if (!connection) {
        connection = new UnitConnection(socket, unitId);
        connections.set(unitId, connection);
        server.emit('connection', connection);
      }
      return connection;
    };
    let pending = Buffer.alloc(0);
    let transactionId = 0;
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const length = requestFrameLength(pending);
        if (length === null) {
          pending = Buffer.alloc(0);
          return;
        }
        if (length === undefined || pending.length < length) return;
        const frame = pending.subarray(0, length);
        pending = pending.subarray(length);
        const unitId = frame[0] as number;
        const server = servers.get(unitId);
        if (!server || !crcMatches(frame)) continue;
        const pdu = frame.subarray(1, -2);
        const exception = requestException(pdu, TABLE_SIZES);
        if (exception !== null) {
          socket.write(rtuFrame(unitId, Buffer.from([(pdu[0] as number) | 0x80, exception])));
          continue;
        }
        const mbap = Buffer.alloc(MBAP_HEADER);
        transactionId = (transactionId + 1) & 0xffff;
        mbap.writeUInt16BE(transactionId, 0);
        mbap.writeUInt16BE(pdu.length + 1, 4);
        mbap[6] = unitId;
        connectionOf(unitId, server).emit('data', Buffer.concat([mbap, pdu]));
      }
    });
  });
  const server = await listenAsDevice(tcp, host, port);
  return { ...server, acceptedConnections: () => accepted };
}
