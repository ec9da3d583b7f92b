import type { AlarmRule, OpcuaPoint } from '@lf/protocol';
import {
  STATION_NODES,
  STATION_RESOURCE_PATH,
  stationNodeId,
  type StationNode,
} from '@lf/simulators';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { firstStartOwner, insertDemoGateway } from './demoSeeding';

/**
 * The demo's OPC UA station: a booster station whose PLC publishes its values on an OPC UA server
 * (the simulator of @lf/simulators), reached by a gateway agent through the OPC UA driver. Unlike
 * the Modbus stations, its equipment has a driver and its signals NodeIds, as an engineer would
 * set them up in the manage area; the server builds the agent's configuration from them.
 */
export const DEMO_OPCUA = {
  gatewayId: 'demo-gw-4',
  gatewayName: '4号增压站网关（OPC UA）',
  name: '4号增压站（OPC UA）',
  model: 'LF-UA100 OPC UA',
  description: '演示增压站：PLC 经 OPC UA 接入 / Demo booster station, its PLC reached over OPC UA',
  lat: 31.2652,
  lng: 121.4321,
} as const;

/** The station's nodes the demo monitors, in the signal table's order. */
const DEMO_NODES = [
  'DischargePressure',
  'Tank1.Level',
  'Tank2.Level',
  'Tank2.LevelSetpoint',
  'Pump1.Running',
  'Pump1.Speed',
  'Pump1.Flow',
  'OutletFlow',
  'MotorTemperature',
] as const;

const ALARM_RULES: Record<string, AlarmRule[]> = {
  DischargePressure: [{ kind: 'high', value: 4.5, deadband: 0.2, level: 2, text: '出口压力过高' }],
};

const UNIT_SYMBOL: Record<string, string> = {
  metre: 'm',
  bar: 'bar',
  cubic_metre_per_hour: 'm³/h',
  cubic_metre: 'm³',
  percent: '%',
  degree_celsius: '°C',
  second: 's',
};

function nodeAt(path: string): StationNode {
  const node = STATION_NODES.find((n) => n.path === path);
  if (!node) throw new Error(`the booster station has no node ${path}`);
  return node;
}

/**
 * First start only (nothing happens when its gateway exists): the OPC UA station's gateway, its
 * equipment with the OPC UA driver, and a signal per monitored node. The endpoint URL is set on
 * every start (`pointDemoOpcuaAt`), since the simulator listens on a free port.
 */
export async function seedDemoOpcua(db: Db): Promise<void> {
  const owner = await firstStartOwner(db, DEMO_OPCUA.gatewayId);
  if (!owner) return;
  await db.transaction().execute(async (trx) => {
    const equipmentId = await insertDemoGateway(trx, {
      ...owner,
      gateway: { id: DEMO_OPCUA.gatewayId, name: DEMO_OPCUA.gatewayName },
      equipment: {
        name: DEMO_OPCUA.name,
        model: DEMO_OPCUA.model,
        description: DEMO_OPCUA.description,
        lat: DEMO_OPCUA.lat,
        lng: DEMO_OPCUA.lng,
      },
    });
    await trx
      .insertInto('equipment_driver')
      .values({
        equipment_id: equipmentId,
        protocol: 'opcua',
        settings: JSON.stringify({
          endpointUrl: `opc.tcp://127.0.0.1:4840${STATION_RESOURCE_PATH}`,
        }),
      })
      .execute();
    await trx
      .insertInto('signal')
      .values(
        DEMO_NODES.map((path, seq) => {
          const node = nodeAt(path);
          const isBool = node.dataType === 'Boolean';
          const writable = node.kind === 'input';
          const point: OpcuaPoint = {
            nodeId: stationNodeId(path),
            samplingIntervalMs: 1000,
            deadband: 0,
          };
          return {
            equipment_id: equipmentId,
            name: node.nameZh,
            unit: node.analog ? (UNIT_SYMBOL[node.analog.unit] ?? '') : '',
            area: isBool ? (writable ? 'coil' : 'discrete') : writable ? 'holding' : 'input',
            address: 0,
            data_type: isBool ? 'bool' : node.dataType === 'Int16' ? 'int32' : 'float32',
            access: writable ? 'rw' : 'r',
            min: node.analog && writable ? node.analog.low : null,
            max: node.analog && writable ? node.analog.high : null,
            alarm_rules: JSON.stringify(ALARM_RULES[path] ?? []),
            point: JSON.stringify(point),
            seq,
          };
        }),
      )
      .execute();
  });
}

/**
 * Points the OPC UA drivers of the demo gateway that name the booster station's endpoint at the
 * simulator of this start (its port is a free one), keeping their other settings. Answers
 * whether any does (an administrator may have changed or removed them).
 */
export async function pointDemoOpcuaAt(db: Db, endpointUrl: string): Promise<boolean> {
  const rows = await db
    .updateTable('equipment_driver')
    .set({
      settings: sql`settings || ${JSON.stringify({ endpointUrl })}::jsonb`,
      updated_at: new Date(),
    })
    .where('protocol', '=', 'opcua')
    .where(sql<boolean>`settings->>'endpointUrl' like ${`%${STATION_RESOURCE_PATH}`}`)
    .where('equipment_id', 'in', (eb) =>
      eb.selectFrom('equipment').select('id').where('gateway_id', '=', DEMO_OPCUA.gatewayId),
    )
    .returning('equipment_id')
    .execute();
  return rows.length > 0;
}
