import { Code } from '@lf/protocol';
import type { MessageItem, MessagePage } from '@lf/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';

let server: TestServer;
let demo: Client;
let admin: Client;
let demoId: string;
let adminId: string;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await seededUser(server.app, 'demo');
  admin = await seededUser(server.app, 'admin');
  const users = await server.db
    .selectFrom('app_user')
    .select(['id', 'loginname', 'org_id'])
    .execute();
  const find = (name: string) => users.find((u) => u.loginname === name);
  demoId = find('demo')?.id ?? '';
  adminId = find('admin')?.id ?? '';
  orgId = find('demo')?.org_id ?? '';
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.db.deleteFrom('message').execute();
});

type Kind = 'alarm' | 'expire' | 'notice';
async function give(
  userId: string,
  type: Kind,
  title: string,
  minutesAgo: number,
  extra: { dataId?: string; equipType?: string; read?: boolean } = {},
): Promise<string> {
  const row = await server.db
    .insertInto('message')
    .values({
      org_id: orgId,
      user_id: userId,
      type,
      title,
      note: `${title} note`,
      data_id: extra.dataId ?? '',
      equip_type: extra.equipType ?? '',
      created_at: new Date(Date.now() - minutesAgo * 60_000),
      read_at: extra.read ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function query(client: Client, fields: Record<string, string> = {}) {
  const envelope = body<MessagePage>(await client.post('/lfscada/msg/query', fields));
  expect(envelope.code).toBe(200);
  return envelope.data;
}

async function unread(client: Client): Promise<number> {
  return body<{ count: number }>(await client.post('/lfscada/msg/queryUnReadMsgCount')).data.count;
}

describe('msg/query', () => {
  it('lists only the user’s own messages, newest first, ten a page', async () => {
    for (let i = 0; i < 12; i++) await give(demoId, 'notice', `n${i}`, i);
    await give(adminId, 'notice', 'admin only', 0);
    const first = await query(demo);
    expect(first.total).toBe(12);
    expect(first.list.map((m) => m.title)).toEqual([...Array(10).keys()].map((i) => `n${i}`));
    const second = await query(demo, { page: '2' });
    expect(second.list.map((m) => m.title)).toEqual(['n10', 'n11']);
  });

  it('filters by type and read state', async () => {
    await give(demoId, 'alarm', 'a-unread', 1);
    await give(demoId, 'alarm', 'a-read', 2, { read: true });
    await give(demoId, 'expire', 'e-unread', 3);
    await give(demoId, 'notice', 'n-read', 4, { read: true });
    const titles = (page: MessagePage) => page.list.map((m) => m.title);
    expect(titles(await query(demo, { type: 'alarm' }))).toEqual(['a-unread', 'a-read']);
    expect(titles(await query(demo, { readState: 'unread' }))).toEqual(['a-unread', 'e-unread']);
    expect(titles(await query(demo, { readState: 'read', type: 'notice' }))).toEqual(['n-read']);
    expect(titles(await query(demo, { type: 'all', readState: 'all' }))).toHaveLength(4);
  });
});

describe('marking and deleting', () => {
  it('markAsRead takes a JSON array or a comma list and lowers the unread count', async () => {
    const a = await give(demoId, 'notice', 'a', 1);
    const b = await give(demoId, 'notice', 'b', 2);
    const c = await give(demoId, 'notice', 'c', 3);
    expect(await unread(demo)).toBe(3);
    const json = body<{ count: number }>(
      await demo.post('/lfscada/msg/markAsRead', { ids: JSON.stringify([a]) }),
    );
    expect(json.data.count).toBe(1);
    await demo.post('/lfscada/msg/markAsRead', { ids: `${b},${c}` });
    expect(await unread(demo)).toBe(0);
    const read = await query(demo, { readState: 'read' });
    expect(read.list.every((m) => m.readAt !== null)).toBe(true);
  });

  it('allMarkAsRead reads all of the user’s messages and none of another’s', async () => {
    await give(demoId, 'alarm', 'x', 1);
    await give(demoId, 'notice', 'y', 2);
    await give(adminId, 'notice', 'z', 2);
    const envelope = body<{ count: number }>(await demo.post('/lfscada/msg/allMarkAsRead'));
    expect(envelope.data.count).toBe(2);
    expect(await unread(demo)).toBe(0);
    expect(await unread(admin)).toBe(1);
  });

  it('markAsReadForEquipAlarm reads the alarms of that equipment only', async () => {
    await give(demoId, 'alarm', 'pump', 1, { dataId: 'eq-1', equipType: 'eg' });
    await give(demoId, 'alarm', 'valve', 2, { dataId: 'eq-2', equipType: 'eg' });
    await give(demoId, 'notice', 'same id notice', 3, { dataId: 'eq-1', equipType: 'eg' });
    await give(adminId, 'alarm', 'admin pump', 1, { dataId: 'eq-1', equipType: 'eg' });
    await demo.post('/lfscada/msg/markAsReadForEquipAlarm', { dataId: 'eq-1', equipType: 'eg' });
    const left = await query(demo, { readState: 'unread' });
    expect(left.list.map((m) => m.title)).toEqual(['valve', 'same id notice']);
    expect(await unread(admin)).toBe(1);
  });

  it('delete removes the user’s own messages', async () => {
    const a = await give(demoId, 'notice', 'a', 1);
    const b = await give(demoId, 'notice', 'b', 2);
    const envelope = body<{ count: number }>(await demo.post('/lfscada/msg/delete', { ids: a }));
    expect(envelope.data.count).toBe(1);
    expect((await query(demo)).list.map((m) => m.id)).toEqual([b]);
  });
});

describe('detail', () => {
  it('getExpireById returns the user’s expiry message and refuses other kinds', async () => {
    const expire = await give(demoId, 'expire', 'licence ends', 1, { dataId: 'eq-9' });
    const notice = await give(demoId, 'notice', 'hello', 1);
    const found = body<MessageItem>(await demo.post('/lfscada/msg/getExpireById', { id: expire }));
    expect(found.data).toMatchObject({
      id: expire,
      type: 'expire',
      title: 'licence ends',
      dataId: 'eq-9',
    });
    const other = body(await demo.post('/lfscada/msg/getExpireById', { id: notice }));
    expect(other.code).not.toBe(200);
  });

  it('msg/detail returns any of the user’s messages', async () => {
    const id = await give(demoId, 'alarm', 'pump high', 1, { dataId: 'eq-1', equipType: 'eg' });
    const found = body<MessageItem>(await demo.post('/lfscada/msg/detail', { id }));
    expect(found.data).toMatchObject({ id, type: 'alarm', note: 'pump high note', readAt: null });
  });
});

describe('another user’s message is untouchable', () => {
  it('cannot be read, marked or deleted by someone else', async () => {
    const theirs = await give(adminId, 'expire', 'admin secret', 1);
    for (const url of ['/lfscada/msg/detail', '/lfscada/msg/getExpireById']) {
      expect(body(await demo.post(url, { id: theirs })).code).not.toBe(200);
    }
    const marked = body<{ count: number }>(
      await demo.post('/lfscada/msg/markAsRead', { ids: theirs }),
    );
    expect(marked.data.count).toBe(0);
    const deleted = body<{ count: number }>(
      await demo.post('/lfscada/msg/delete', { ids: theirs }),
    );
    expect(deleted.data.count).toBe(0);
    const still = await query(admin);
    expect(still.list).toEqual([expect.objectContaining({ id: theirs, readAt: null })]);
  });

  it('needs a session', async () => {
    const anonymous = new Client(server.app);
    expect(body(await anonymous.post('/lfscada/msg/query')).code).not.toBe(200);
  });
});

describe('bad input names the field', () => {
  const cases: { url: string; fields: Record<string, string>; field: string }[] = [
    { url: '/lfscada/msg/query', fields: { type: 'spam' }, field: 'type' },
    { url: '/lfscada/msg/query', fields: { readState: 'maybe' }, field: 'readState' },
    { url: '/lfscada/msg/query', fields: { page: '0' }, field: 'page' },
    { url: '/lfscada/msg/markAsRead', fields: {}, field: 'ids' },
    { url: '/lfscada/msg/markAsRead', fields: { ids: '[]' }, field: 'ids' },
    { url: '/lfscada/msg/delete', fields: { ids: 'abc' }, field: 'ids.0' },
    { url: '/lfscada/msg/getExpireById', fields: { id: '' }, field: 'id' },
    { url: '/lfscada/msg/markAsReadForEquipAlarm', fields: { dataId: 'eq-1' }, field: 'equipType' },
  ];
  it.each(cases)('$url with $fields names $field', async (c) => {
    const envelope = body<{ field: string }>(await demo.post(c.url, c.fields));
    expect(envelope.code).toBe(Code.BAD_REQUEST);
    expect(envelope.data.field).toBe(c.field);
  });
});
