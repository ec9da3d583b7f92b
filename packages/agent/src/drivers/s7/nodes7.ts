import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/**
 * `nodes7` (0.3.x, CommonJS, no types of its own) with the types of the calls the S7 driver
 * makes and of the connection internals it stops when it throws a connection away
 * (s7Connection.ts). Loaded through `require` with these types, rather than declared as an
 * ambient module, so every workspace that compiles the agent sees them.
 */
export interface ConnectionParams {
  host: string;
  port: number;
  rack?: number;
  slot?: number;
  localTSAP?: number;
  remoteTSAP?: number;
  /** Connect and packet timeout (ms). */
  timeout?: number;
  doNotOptimize?: boolean;
}

/** A value, or its quality text (`BAD 255`) when the PLC did not deliver it. */
export type ItemValue = number | boolean | string;

export interface NodeS7 {
  initiateConnection(params: ConnectionParams, callback: (error?: unknown) => void): void;
  addItems(addresses: string | string[]): void;
  removeItems(addresses?: string | string[]): void;
  readAllItems(callback: (anyBad: boolean, values: Record<string, ItemValue>) => void): void;
  /** 0 when queued, 1 when refused because a write is in progress. */
  writeItems(
    addresses: string | string[],
    values: number | boolean | (number | boolean)[],
    callback: (anyBad: boolean) => void,
  ): number;
  dropConnection(callback?: () => void): void;
  /** 4 once the ISO connection and the PDU negotiation are done. */
  isoConnectionState: number;
  doNotOptimize: boolean;
  isoclient?: Socket;
  connectCallback?: (error?: unknown) => void;
  readDoneCallback?: unknown;
  writeDoneCallback?: unknown;
  reconnectTimer?: ReturnType<typeof setTimeout>;
  rereadTimer?: ReturnType<typeof setTimeout>;
  resetTimeout?: ReturnType<typeof setTimeout>;
  connectTimeout?: ReturnType<typeof setTimeout>;
  PDUTimeout?: ReturnType<typeof setTimeout>;
  dropConnectionTimer?: ReturnType<typeof setTimeout>;
  connectionCleanup(): void;
}

export const NodeS7 = createRequire(import.meta.url)('nodes7') as new (options?: {
  silent?: boolean;
  debug?: boolean;
}) => NodeS7;
