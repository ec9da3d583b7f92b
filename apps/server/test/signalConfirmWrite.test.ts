import {
  Code,
  type SignalDefinition,
  type SignalImportResult,
  type SignalView,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, ok } from './adminHelpers';
import { addEquipment, admin, server, startAdminWorld } from './adminWorld';

/*
 * Confirmation before a write is a property of the signal (issue 28): set or left to the data
 * type by its administrator, and carried to every screen that writes on the monitor's signal
 * rows.
 */
beforeAll(startAdminWorld);
afterAll(() => server.close());

const pump = { area: 'coil', address: 1, dataType: 'bool', access: 'rw' };
const setpoint = { area: 'holding', address: 2, dataType: 'uint16', access: 'rw' };

async function definitions(equipmentId: string): Promise<SignalDefinition[]> {
  return ok(admin, '/lfscada/equipment/multi/signal/query', { equipmentId });
}
async function monitorRows(equipmentId: string): Promise<SignalView[]> {
  return ok(admin, '/lfscada/monitor/multi/signal/query', { equipmentId });
}
const confirmOf = (rows: readonly { name: string; confirmWrite: boolean | null }[]) =>
  Object.fromEntries(rows.map((row) => [row.name, row.confirmWrite]));

describe('confirm before writing, per signal', () => {
  let equipmentId: string;

  it('left open, a switch asks and a setpoint does not', async () => {
    equipmentId = await addEquipment('确认泵');
    await ok(admin, '/lfscada/equipment/multi/signal/add', { equipmentId, name: '启停', ...pump });
    await ok(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId,
      name: '转速设定',
      ...setpoint,
      confirmWrite: '',
    });
    expect(confirmOf(await definitions(equipmentId))).toEqual({ 启停: null, 转速设定: null });
    expect(confirmOf(await monitorRows(equipmentId))).toEqual({ 启停: true, 转速设定: false });
  });

  it('set by the administrator, it wins over the data type, both ways', async () => {
    const [start, speed] = await definitions(equipmentId);
    await ok(admin, '/lfscada/equipment/multi/signal/edit', {
      id: start?.id,
      name: '启停',
      ...pump,
      confirmWrite: 'false',
    });
    await ok(admin, '/lfscada/equipment/multi/signal/edit', {
      id: speed?.id,
      name: '转速设定',
      ...setpoint,
      confirmWrite: true,
    });
    expect(confirmOf(await definitions(equipmentId))).toEqual({ 启停: false, 转速设定: true });
    expect(confirmOf(await monitorRows(equipmentId))).toEqual({ 启停: false, 转速设定: true });
  });

  it('re-importing the exported file keeps the setting (the file has no such column)', async () => {
    const csv = [
      'name,unit,area,address,dataType,wordOrder,scale,offset,access,min,max,alarmRules',
      '启停,,coil,1,bool,ABCD,1,0,rw,,,',
      '转速设定,rpm,holding,2,uint16,ABCD,1,0,rw,,,',
    ].join('\n');
    const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId,
      format: 'csv',
      mode: 'update',
      content: b64(csv),
    });
    expect(result.updated).toBe(1);
    expect(confirmOf(await definitions(equipmentId))).toEqual({ 启停: false, 转速设定: true });
  });

  it('a form value that is not a yes or no is refused', async () => {
    const answer = await admin.post('/lfscada/equipment/multi/signal/add', {
      equipmentId,
      name: '阀门',
      ...pump,
      address: '3',
      confirmWrite: 'maybe',
    });
    expect(JSON.parse(answer.body)).toMatchObject({ code: Code.BAD_REQUEST });
  });
});
