import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, DEFAULT_SETTINGS, type SystemSettingsView, type Theme } from '@lf/protocol';
import { SettingsStore } from '../src/system/settings/settingsStore';
import { admin, server, startAdminWorld } from './adminWorld';
import { body, Client, DEMO_PASSWORD, seededUser } from './harness';

const HOUR = 60 * 60 * 1000;

function form(settings: Partial<SystemSettingsView>): Record<string, string> {
  const all = { ...DEFAULT_SETTINGS, title: '灵枢 LFSCADA', ...settings };
  return Object.fromEntries(
    Object.entries(all)
      .filter(([key]) => key !== 'faviconIco')
      .map(([key, value]) => [key, String(value)]),
  );
}

async function save(settings: Partial<SystemSettingsView>) {
  return body<SystemSettingsView>(
    await admin.post('/lfscada/system/settings/save', form(settings)),
  );
}

beforeAll(startAdminWorld);
afterAll(async () => server.close());

describe('system settings', () => {
  it('starts with the defaults and the seeded theme', async () => {
    const answer = body<SystemSettingsView>(await admin.post('/lfscada/system/settings/query'));
    expect(answer.code).toBe(200);
    const { title, faviconIco, ...settings } = answer.data;
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(title.length).toBeGreaterThan(0);
    expect(faviconIco).toMatch(/^\/files\//);
  });

  it('is for administrators only', async () => {
    const user = await seededUser(server.app, 'demo');
    expect(body(await user.post('/lfscada/system/settings/query')).code).toBe(Code.FORBIDDEN);
    expect(body(await user.post('/lfscada/system/settings/save', form({}))).code).toBe(
      Code.FORBIDDEN,
    );
    expect(body(await new Client(server.app).post('/lfscada/system/settings/query')).code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });

  it('refuses out-of-range and malformed values naming the field, saving nothing', async () => {
    const before = body<SystemSettingsView>(await admin.post('/lfscada/system/settings/query'));
    const cases: [Record<string, string>, string][] = [
      [{ sessionHours: '0' }, 'sessionHours'],
      [{ sessionHours: '721' }, 'sessionHours'],
      [{ passwordMinLength: '7' }, 'passwordMinLength'],
      [{ lockAfterFailures: 'ten' }, 'lockAfterFailures'],
      [{ historyRetentionDays: '-1' }, 'historyRetentionDays'],
      [{ defaultLanguage: 'fr' }, 'defaultLanguage'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(61) }, 'title'],
      [{ title: 'bad\u0000title' }, 'title'],
      [{ title: 'two\nlines' }, 'title'],
      [{ title: 'a\ttab' }, 'title'],
    ];
    for (const [change, field] of cases) {
      const response = await admin.post('/lfscada/system/settings/save', {
        ...form({}),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      const answer = body<{ field: string }>(response);
      expect(answer.code).toBe(Code.BAD_REQUEST);
      expect(answer.data.field).toBe(field);
      expect(answer.message).toContain(field);
    }
    const after = body<SystemSettingsView>(await admin.post('/lfscada/system/settings/query'));
    expect(after.data).toEqual(before.data);
  });

  it('changes the theme title at once and records the change in the operation log', async () => {
    const saved = await save({ title: '东区水厂监控', defaultLanguage: 'en' });
    expect(saved.code).toBe(200);
    expect(saved.data.title).toBe('东区水厂监控');
    const theme = body<Theme>(await admin.post('/org/StyleAction!loadStyle.action'));
    expect(theme.code).toBe('200');
    expect(theme.data.title).toBe('东区水厂监控');
    expect(theme.data.defaultLanguage).toBe('en');
    // Before login too (the login page's tab title and language).
    const anonymous = body<Theme>(
      await new Client(server.app).post('/org/StyleAction!loadStyle.action'),
    );
    expect(anonymous.data.title).toBe('东区水厂监控');
    const log = await server.db
      .selectFrom('operation_log')
      .select(['action', 'detail'])
      .where('action', '=', 'settings.save')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const detail = JSON.parse(log.detail) as { changes: Record<string, { to: unknown }> };
    expect(detail.changes.title?.to).toBe('东区水厂监控');
    expect(detail.changes.defaultLanguage?.to).toBe('en');
    expect(detail.changes.sessionHours).toBeUndefined();
  });

  it('gives the next login the saved session length, without a restart', async () => {
    expect((await save({ sessionHours: 2, rememberDays: 3 })).code).toBe(200);
    const started = Date.now();
    await seededUser(server.app, 'demo');
    const remembered = new Client(server.app);
    expect(body(await remembered.login('demo', DEMO_PASSWORD, { remember: 'true' })).code).toBe(
      200,
    );
    const sessions = await server.db
      .selectFrom('session')
      .innerJoin('app_user', 'app_user.id', 'session.user_id')
      .select(['session.expires_at', 'session.remember', 'session.created_at'])
      .where('app_user.loginname', '=', 'demo')
      .where('session.created_at', '>=', new Date(started - 1000))
      .execute();
    const lengths = sessions.map((s) => ({
      remember: s.remember,
      ms: s.expires_at.getTime() - s.created_at.getTime(),
    }));
    expect(lengths).toContainEqual({ remember: false, ms: 2 * HOUR });
    expect(lengths).toContainEqual({ remember: true, ms: 3 * 24 * HOUR });
  });

  it('locks an account after the saved number of failures, for the saved minutes', async () => {
    expect((await save({ lockAfterFailures: 3, lockMinutes: 40, sessionHours: 12 })).code).toBe(
      200,
    );
    const attacker = new Client(server.app);
    for (let i = 0; i < 3; i++) {
      const failed = body(await attacker.login('demo', 'wrong-password', { vcode: 'x' }));
      expect([Code.LOGIN_FAILED, Code.VCODE_INVALID]).toContain(failed.code);
    }
    const honest = new Client(server.app);
    const refused = body(await honest.login('demo', DEMO_PASSWORD));
    expect(refused.code).toBe(Code.ACCOUNT_LOCKED);
    expect(refused.message).toMatch(/40|39/);
    // 30 minutes later (past the old 15-minute lock) it is still locked; after 40 it is not.
    server.clock.offsetMs = 30 * 60_000;
    expect(body(await honest.login('demo', DEMO_PASSWORD)).code).toBe(Code.ACCOUNT_LOCKED);
    server.clock.offsetMs = 41 * 60_000;
    expect(body(await honest.login('demo', DEMO_PASSWORD)).code).toBe(200);
    server.clock.offsetMs = 0;
    await server.db.deleteFrom('login_failure').execute();
    expect((await save({ lockAfterFailures: 10, lockMinutes: 15 })).code).toBe(200);
  });

  it('keeps one consistent document under 50 parallel saves', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => save({ sessionHours: 1 + (i % 24), title: `T${i}` })),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const final = body<SystemSettingsView>(await admin.post('/lfscada/system/settings/query'));
    const index = Number(final.data.title.slice(1));
    expect(final.data.sessionHours).toBe(1 + (index % 24));
    expect(await server.db.selectFrom('org_setting').select('org_id').execute()).toHaveLength(1);
  });
});

describe('favicon', () => {
  const PNG_1X1 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const dataUrl = (type: string, bytes: Buffer | string) =>
    `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  const upload = (image: string) => admin.post('/lfscada/system/settings/favicon', { image });

  it('stores a checked image, serves it and puts it in the theme', async () => {
    const answer = body<SystemSettingsView>(await upload(`data:image/png;base64,${PNG_1X1}`));
    expect(answer.code).toBe(200);
    expect(answer.data.faviconIco).toMatch(/^\/files\/theme\/favicon-[0-9a-f]+\.png$/);
    const theme = body<Theme>(await admin.post('/org/StyleAction!loadStyle.action'));
    expect(theme.data.faviconIco).toBe(answer.data.faviconIco);
    const served = await admin.get(answer.data.faviconIco);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    const log = await server.db
      .selectFrom('operation_log')
      .select('detail')
      .where('action', '=', 'settings.favicon')
      .executeTakeFirstOrThrow();
    expect(log.detail).toContain(answer.data.faviconIco);
  });

  it('keeps an SVG only as the sanitiser rebuilds it', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><script>alert(1)</script>' +
      '<circle cx="8" cy="8" r="7" fill="#1677ff" onload="alert(2)"/></svg>';
    const answer = body<SystemSettingsView>(await upload(dataUrl('image/svg+xml', svg)));
    expect(answer.code).toBe(200);
    const served = (await admin.get(answer.data.faviconIco)).body;
    expect(served).toContain('<circle');
    expect(served).not.toMatch(/script|onload|alert/);
  });

  it('refuses HTML called a PNG, other formats and files over 100 KB, keeping the old one', async () => {
    const before = body<Theme>(await admin.post('/org/StyleAction!loadStyle.action')).data;
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
    for (const image of [
      dataUrl('image/png', '<html><script>alert(1)</script></html>'),
      dataUrl('image/bmp', bmp),
      `data:image/png;base64,${PNG_1X1}`.replace('base64,', 'base64,' + 'A'.repeat(140_000)),
      'javascript:alert(1)',
    ]) {
      const answer = body(await upload(image));
      expect(answer.code).toBe(Code.BAD_REQUEST);
    }
    const after = body<Theme>(await admin.post('/org/StyleAction!loadStyle.action')).data;
    expect(after.faviconIco).toBe(before.faviconIco);
  });

  it('is for administrators only', async () => {
    const user = await seededUser(server.app, 'demo');
    const answer = body(
      await user.post('/lfscada/system/settings/favicon', {
        image: `data:image/png;base64,${PNG_1X1}`,
      }),
    );
    expect(answer.code).toBe(Code.FORBIDDEN);
  });
});

describe('settings on another server instance', () => {
  it('are seen within the cache time without a restart', async () => {
    let now = 1_000_000;
    const other = new SettingsStore(server.db, () => now);
    const org = await server.db.selectFrom('org').select('id').executeTakeFirstOrThrow();
    const before = await other.get(org.id);
    expect((await save({ messageRetentionDays: before.messageRetentionDays + 1 })).code).toBe(200);
    expect((await other.get(org.id)).messageRetentionDays).toBe(before.messageRetentionDays);
    now += 5_001;
    expect((await other.get(org.id)).messageRetentionDays).toBe(before.messageRetentionDays + 1);
  });
});
