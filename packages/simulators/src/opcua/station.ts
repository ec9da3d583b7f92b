import type { OpcuaSimulatorHandle, OpcuaSimulatorOptions } from './stationServer';

/**
 * Starts the booster station's OPC UA server (stationServer.ts). node-opcua, with its server and
 * address space, takes about 5 s of CPU to load, so it is imported when a station starts: the
 * agent's Modbus codecs, the Modbus and S7 simulators and a server without its demo, which use
 * this package too, never load it.
 */
export async function startOpcuaSimulator(
  options?: OpcuaSimulatorOptions,
): Promise<OpcuaSimulatorHandle> {
  const { startStationServer } = await import('./stationServer');
  return startStationServer(options);
}
