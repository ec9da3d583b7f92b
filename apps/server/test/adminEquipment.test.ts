import { Code, type ManagedEquipment, type ManageEquipmentPage } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrls, call, driver, ok, signal } from './adminHelpers';
import { addEquipment, admin, demo, operationCount, server, startAdminWorld } from './adminWorld';
import { body, Client } from './harness';
import { historyCount } from './storedRows';

beforeAll(startAdminWorld);
afterAll(() => server.close());

describe('who may manage', () => {
  const userCalls = new Set(['/usual/EquipAction!getEquipDetail.action', '/lfscada/notice/detail']);

  it('refuses a normal user every manage call, before reading the input', async () => {
    const urls = adminUrls(server.app).filter((url) => !userCalls.has(url));
    expect(urls.length).toBeGreaterThan(35);
    for (const url of urls) {
      const answer = await call(demo, url, {});
      expect({ url, code: answer.code }).toEqual({ url, code: Code.FORBIDDEN });
    }
  });

  it('refuses a visitor who is not logged in', async () => {
    const answer = await call(new Client(server.app), '/lfscada/equipment/multi/add', {
      name: 'x',
    });
    expect(answer.code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('equipment', () => {
  let id: string;

  it('adds, edits, lists with filters, sets the display and records each change', async () => {
    const before = await operationCount('equipment.add');
    id = await addEquipment('1号锅炉', {
      model: 'B-100',
      location: '一车间',
      lat: 31.2,
      lng: 121.4,
      description: '测试',
    });
    expect(await operationCount('equipment.add')).toBe(before + 1);
    const log = await server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'equipment.add')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.address).toBe(admin.remoteAddress);
    expect(JSON.parse(log.detail)).toMatchObject({ id, name: '1号锅炉' });

    await ok(admin, '/lfscada/equipment/multi/edit', { id, name: '1号锅炉A', location: '二车间' });
    await ok(admin, '/lfscada/equipment/multi/setDisplay', { id, display: 'designer' });
    const page = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      keyword: '锅炉',
    });
    expect(page.list).toEqual([
      expect.objectContaining({ id, name: '1号锅炉A', location: '二车间', display: 'designer' }),
    ]);
    const online = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      online: true,
    });
    expect(online.list.map((e) => e.id)).not.toContain(id);
    const offline = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      online: false,
      alarm: false,
    });
    expect(offline.list.map((e) => e.id)).toContain(id);
  });

  it('pages by 10', async () => {
    for (let i = 0; i < 11; i += 1) await addEquipment(`分页设备${i}`);
    const first = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      keyword: '分页设备',
    });
    const second = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      keyword: '分页设备',
      page: 2,
    });
    expect([first.total, first.list.length, second.list.length]).toEqual([11, 10, 1]);
  });

  it('saves the driver, uploads an image and answers the detail on both paths', async () => {
    await ok(admin, '/lfscada/equipment/multi/driver/edit', { id, driver });
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { url } = await ok<{ url: string }>(admin, '/lfscada/equipment/multi/image/upload', {
      id,
      image: `data:image/png;base64,${png}`,
    });
    expect((await admin.get(url)).statusCode).toBe(200);
    const detail = await ok<ManagedEquipment>(admin, '/lfscada/equipment/multi/manage/info', {
      id,
    });
    expect(detail).toMatchObject({ driver, image: url, lat: 31.2, signals: [] });
    const legacy = await ok<ManagedEquipment & { signalCount: number }>(
      demo,
      '/usual/EquipAction!getEquipDetail.action',
      { id },
    );
    expect(legacy).toMatchObject({ id, driver, signalCount: 0, gateway: null });
  });

  it('keeps a deleted equipment and its history until purged', async () => {
    const doomed = await addEquipment('待删除设备');
    const { id: signalId } = await ok<{ id: string }>(
      admin,
      '/lfscada/equipment/multi/signal/add',
      {
        equipmentId: doomed,
        ...signal,
      },
    );
    await server.db
      .insertInto('signal_value')
      .values({ signal_id: Number(signalId), ts: new Date(), value: 1 })
      .execute();
    expect(await ok(admin, '/lfscada/equipment/multi/delete', { id: doomed })).toEqual({
      historyKept: true,
    });
    expect((await call(admin, '/lfscada/equipment/multi/manage/info', { id: doomed })).code).toBe(
      Code.NOT_FOUND,
    );
    const deleted = await ok<{ id: string; signalCount: number }[]>(
      admin,
      '/lfscada/equipment/multi/deleted/query',
    );
    expect(deleted).toContainEqual(expect.objectContaining({ id: doomed, signalCount: 1 }));
    expect(await historyCount(server.db, signalId)).toBe(1);
    await ok(admin, '/lfscada/equipment/multi/purge', { id: doomed });
    expect(await historyCount(server.db, signalId)).toBe(0);
    expect((await call(admin, '/lfscada/equipment/multi/purge', { id: doomed })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('binds two of its own signals as live latitude and longitude, both or neither', async () => {
    const truck = await addEquipment('运水车 定位');
    const signalOf = async (equipmentId: string, name: string) =>
      (
        await ok<{ id: string }>(admin, '/lfscada/equipment/multi/signal/add', {
          equipmentId,
          ...signal,
          name,
        })
      ).id;
    const lat = await signalOf(truck, '纬度');
    const lng = await signalOf(truck, '经度');
    const foreign = await signalOf(id, '别人的变量');
    const edit = (fields: Record<string, unknown>) =>
      call(admin, '/lfscada/equipment/multi/edit', { id: truck, name: '运水车 定位', ...fields });
    const bound = async () =>
      ok<ManagedEquipment>(admin, '/lfscada/equipment/multi/manage/info', { id: truck });

    expect((await edit({ latSignalId: lat, lngSignalId: lng })).code).toBe(Code.OK);
    expect(await bound()).toMatchObject({ latSignalId: lat, lngSignalId: lng });
    // An edit that does not name them leaves the binding as it is.
    expect((await edit({ location: '车队' })).code).toBe(Code.OK);
    expect(await bound()).toMatchObject({ latSignalId: lat, lngSignalId: lng });

    const refused = [
      { latSignalId: lat },
      { latSignalId: lat, lngSignalId: '' },
      { latSignalId: lat, lngSignalId: lat },
      { latSignalId: lat, lngSignalId: foreign },
      { latSignalId: lat, lngSignalId: '999999999' },
      { latSignalId: 'abc', lngSignalId: lng },
    ];
    for (const fields of refused) {
      expect({ fields, code: (await edit(fields)).code }).toEqual({
        fields,
        code: Code.BAD_REQUEST,
      });
    }
    const inLanguage = async (language: string) =>
      body(
        await admin.post(
          '/lfscada/equipment/multi/edit',
          { id: truck, name: '运水车 定位', latSignalId: lat, lngSignalId: lat },
          {
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'accept-language': language,
            },
          },
        ),
      );
    expect((await inLanguage('zh-CN')).message).toContain('纬度变量和经度变量须同时选择');
    const pair = await inLanguage('en');
    expect(pair.message).toContain('Choose both the latitude and the longitude signal');
    expect(await bound()).toMatchObject({ latSignalId: lat, lngSignalId: lng });

    expect((await edit({ latSignalId: '', lngSignalId: '' })).code).toBe(Code.OK);
    expect(await bound()).toMatchObject({ latSignalId: null, lngSignalId: null });
  });
});
