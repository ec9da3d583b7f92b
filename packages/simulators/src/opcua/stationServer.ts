import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  AccessLevelFlag,
  DataType,
  MessageSecurityMode,
  OPCUACertificateManager,
  OPCUAServer,
  SecurityPolicy,
  standardUnits,
  StatusCodes,
  Variant,
  type Namespace,
  type StatusCode,
  type UAObject,
  type UAVariable,
} from 'node-opcua';
import type { PlantInputs, PlantState } from '../modbus/plantModel';
import { DEFAULT_INPUTS, initialPlantState, stepPlant } from '../modbus/plantModel';
import {
  STATION_FOLDER,
  STATION_NODES,
  STATION_RESOURCE_PATH,
  type StationNode,
} from './stationNodes';

export interface OpcuaSimulatorOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** Host name in the endpoint URL (default 127.0.0.1). */
  hostname?: string;
  /** Model step period (default 500 ms). */
  tickMs?: number;
  seed?: number;
  inputs?: Partial<PlantInputs>;
  /** Accepted user names and passwords (UserNameIdentityToken). */
  users?: Record<string, string>;
  /** Whether a session may be anonymous (default true). */
  allowAnonymous?: boolean;
  /**
   * The server's PKI folder (its own certificate and the client certificates it trusts). Default:
   * a temporary folder removed on stop. Unknown client certificates are trusted on first use, as
   * a commissioning engineer would click "trust" on a real plant server.
   */
  pkiDir?: string;
  /**
   * Extra Double variables `s=Bulk.V0` … below a folder `Bulk`, each changing at every tick
   * (benchmarks of many monitored items); none by default.
   */
  bulkVariables?: number;
}

export interface OpcuaSimulatorHandle {
  /** `opc.tcp://host:port/UA/BoosterStation` */
  endpointUrl: string;
  port: number;
  state(): PlantState;
  inputs(): PlantInputs;
  /**
   * Makes an output node report a status other than Good (a failed sensor, say), or Good again
   * with null; by the node's path below the station folder.
   */
  setStatus(nodePath: string, status: 'BadSensorFailure' | 'UncertainLastUsableValue' | null): void;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface (node-opcua needs a port before it listens). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function variantOf(node: StationNode, value: number | boolean): Variant {
  return new Variant({ dataType: DataType[node.dataType], value });
}

function addStationNode(
  namespace: Namespace,
  parent: UAObject,
  node: StationNode,
  inputs: PlantInputs,
): UAVariable {
  const browseName = node.path.split('.').at(-1) ?? node.path;
  const writable = node.kind === 'input';
  const access = writable
    ? AccessLevelFlag.CurrentRead | AccessLevelFlag.CurrentWrite
    : AccessLevelFlag.CurrentRead;
  const value =
    node.kind === 'input'
      ? {
          get: () => variantOf(node, inputs[node.input]),
          set: (variant: Variant) => {
            (inputs as unknown as Record<string, unknown>)[node.input] = variant.value;
            return StatusCodes.Good;
          },
        }
      : undefined;
  const common = {
    componentOf: parent,
    browseName,
    nodeId: `s=${STATION_FOLDER}.${node.path}`,
    description: node.description,
    dataType: node.dataType,
    accessLevel: access,
    userAccessLevel: access,
    // Inputs are read through a getter: the server samples them at most every 100 ms.
    minimumSamplingInterval: writable ? 100 : 0,
    ...(value && { value }),
  };
  if (node.analog) {
    return namespace.addAnalogDataItem({
      ...common,
      engineeringUnitsRange: { low: node.analog.low, high: node.analog.high },
      engineeringUnits: standardUnits[node.analog.unit],
    });
  }
  return namespace.addVariable(common);
}

/** The benchmark folder `Bulk` with `count` Double variables `s=Bulk.V{i}`. */
function addBulkVariables(namespace: Namespace, objects: UAObject, count = 0): UAVariable[] {
  if (count <= 0) return [];
  const folder = namespace.addFolder(objects, { browseName: 'Bulk', nodeId: 's=Bulk' });
  return Array.from({ length: count }, (_, index) =>
    namespace.addVariable({
      componentOf: folder,
      browseName: `V${index}`,
      nodeId: `s=Bulk.V${index}`,
      dataType: 'Double',
      minimumSamplingInterval: 0,
    }),
  );
}

/**
 * Starts an OPC UA server (node-opcua) holding the booster station's address space
 * (stationNodes.ts) and steps the plant model on a timer. Endpoints: security None and
 * Basic256Sha256 SignAndEncrypt; anonymous (unless disabled) or user name and password.
 */
export async function startStationServer(
  options: OpcuaSimulatorOptions = {},
): Promise<OpcuaSimulatorHandle> {
  const port = options.port || (await freePort());
  const hostname = options.hostname ?? '127.0.0.1';
  const temporaryPki = options.pkiDir === undefined;
  const pkiDir =
    options.pkiDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lf-opcua-simulator-pki-'));
  const users = options.users ?? {};
  const inputs: PlantInputs = { ...DEFAULT_INPUTS, ...options.inputs };
  let state = stepPlant(initialPlantState(options.seed ?? 1), inputs, 0);
  const statuses = new Map<string, StatusCode>();

  const serverCertificateManager = new OPCUACertificateManager({
    rootFolder: pkiDir,
    automaticallyAcceptUnknownCertificate: true,
  });
  const server = new OPCUAServer({
    port,
    hostname,
    resourcePath: STATION_RESOURCE_PATH,
    serverCertificateManager,
    securityModes: [MessageSecurityMode.None, MessageSecurityMode.SignAndEncrypt],
    securityPolicies: [SecurityPolicy.None, SecurityPolicy.Basic256Sha256],
    allowAnonymous: options.allowAnonymous ?? true,
    userManager: { isValidUser: (user: string, password: string) => users[user] === password },
    buildInfo: { productName: 'LFSCADA booster station simulator', manufacturerName: 'LFSCADA' },
    serverInfo: { applicationName: { text: 'LFSCADA booster station simulator' } },
    disableDiscovery: true,
  });
  await server.initialize();
  const addressSpace = server.engine.addressSpace;
  if (!addressSpace) throw new Error('node-opcua server has no address space');
  const namespace = addressSpace.getOwnNamespace();
  const station = namespace.addFolder(addressSpace.rootFolder.objects, {
    browseName: STATION_FOLDER,
    nodeId: `s=${STATION_FOLDER}`,
  });
  const groups = new Map<string, UAObject>();
  const parentOf = (nodePath: string): UAObject => {
    const parts = nodePath.split('.');
    if (parts.length === 1) return station;
    const group = parts[0] ?? '';
    let object = groups.get(group);
    if (!object) {
      object = namespace.addObject({
        organizedBy: station,
        browseName: group,
        nodeId: `s=${STATION_FOLDER}.${group}`,
      });
      groups.set(group, object);
    }
    return object;
  };
  const outputs: { node: StationNode & { kind: 'output' }; variable: UAVariable }[] = [];
  for (const node of STATION_NODES) {
    const variable = addStationNode(namespace, parentOf(node.path), node, inputs);
    if (node.kind === 'output') outputs.push({ node, variable });
  }

  const bulk = addBulkVariables(namespace, addressSpace.rootFolder.objects, options.bulkVariables);
  let bulkTick = 0;

  const publish = (): void => {
    const now = new Date();
    bulkTick += 1;
    bulk.forEach((variable, index) =>
      variable.setValueFromSource(
        new Variant({ dataType: DataType.Double, value: index + (bulkTick % 100) / 100 }),
        StatusCodes.Good,
        now,
      ),
    );
    for (const { node, variable } of outputs) {
      variable.setValueFromSource(
        variantOf(node, node.read(state)),
        statuses.get(node.path) ?? StatusCodes.Good,
        now,
      );
    }
  };
  publish();
  await server.start();

  const tickMs = options.tickMs ?? 500;
  let last = Date.now();
  const timer = setInterval(() => {
    const current = Date.now();
    state = stepPlant(state, inputs, (current - last) / 1000);
    last = current;
    publish();
  }, tickMs);

  return {
    endpointUrl: `opc.tcp://${hostname}:${port}${STATION_RESOURCE_PATH}`,
    port,
    state: () => state,
    inputs: () => ({ ...inputs }),
    setStatus(nodePath, status) {
      if (!STATION_NODES.some((n) => n.path === nodePath && n.kind === 'output'))
        throw new Error(`no output node ${nodePath}`);
      if (status === null) statuses.delete(nodePath);
      else statuses.set(nodePath, StatusCodes[status]);
      publish();
    },
    async stop() {
      clearInterval(timer);
      await server.shutdown(0);
      if (temporaryPki) fs.rmSync(pkiDir, { recursive: true, force: true });
    },
  };
}
