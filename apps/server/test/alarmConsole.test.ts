import { ALARM_SHELVE_MAX_MINUTES, Code, type ProjectAlarmCounts } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from './adminHelpers';
import { seedProject } from './liveHarness';
import { send, startAlarmWorld, summary, type AlarmWorld } from './alarmWorld';

let world: AlarmWorld;
let projectId: string;

beforeAll(async () => {
  world = await startAlarmWorld();
  projectId = await seedProject(world.server.db, world.plant);
});
afterAll(() => world?.close());

const counts = async () => {
  const all = await ok<ProjectAlarmCounts>(
    world.operator,
    '/lfscada/monitor/project/alarm/queryCount',
    { projectId },
  );
  return { active: all.alarm_count, unacked: all.unack_count };
};
/** The level's alarm raised last (the summary is newest first). */
const levelRow = async (includeHidden = false) =>
  (await summary(world.operator, includeHidden)).find((r) => r.signalId === world.plant.level);

describe('the project header counts alarms by their ISA-18.2 states', () => {
  it('follows raise, acknowledgement, return to normal and shelving', async () => {
    const { level } = world.plant;
    expect(await counts()).toEqual({ active: 0, unacked: 0 });

    // Raised: active and unacknowledged (the header used to show 0 here).
    await send(world, level, 9);
    expect(await counts()).toEqual({ active: 1, unacked: 1 });
    const row = await levelRow();
    await ok(world.operator, '/lfscada/alarm/acknowledge', { ids: String(row?.id) });
    expect(await counts()).toEqual({ active: 1, unacked: 0 });
    await send(world, level, 5);
    expect(await counts()).toEqual({ active: 0, unacked: 0 });

    // Raised and returned before anyone acknowledged: no longer active, still unacknowledged.
    await send(world, level, 9.5);
    await send(world, level, 4);
    expect(await counts()).toEqual({ active: 0, unacked: 1 });

    // Shelved, it leaves the header as it leaves the summary.
    await send(world, level, 9.5);
    const again = await levelRow();
    await ok(world.operator, '/lfscada/alarm/shelve', {
      ids: String(again?.id),
      minutes: '15',
      reason: '校准',
    });
    expect(await counts()).toEqual({ active: 0, unacked: 0 });
    // Unshelved, the point's alarms are back: the one returned to normal, and the active one.
    await ok(world.operator, '/lfscada/alarm/unshelve', { ids: String(again?.id) });
    expect(await counts()).toEqual({ active: 1, unacked: 2 });
  });
});

describe('the shelve duration is bounded by the shared schema', () => {
  it('refuses no time, more than the bound and words; takes the bound itself', async () => {
    const row = await levelRow();
    const shelve = (minutes: string) =>
      call(world.operator, '/lfscada/alarm/shelve', {
        ids: String(row?.id),
        minutes,
        reason: '检修',
      });
    for (const minutes of ['0', String(ALARM_SHELVE_MAX_MINUTES + 1), 'soon', '1.5']) {
      const answer = await shelve(minutes);
      expect(answer.code, minutes).toBe(Code.BAD_REQUEST);
      expect((answer.data as { field: string }).field).toBe('minutes');
    }
    expect((await levelRow())?.state).toBe('unack_active');

    const answer = await shelve(String(ALARM_SHELVE_MAX_MINUTES));
    expect(answer.code).toBe(200);
    const shelved = await levelRow(true);
    expect(shelved?.state).toBe('shelved');
    const expected = Date.now() + ALARM_SHELVE_MAX_MINUTES * 60_000;
    expect(Math.abs((shelved?.shelvedUntil ?? 0) - expected)).toBeLessThan(60_000);
  });
});
