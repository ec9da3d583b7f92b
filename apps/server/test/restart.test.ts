import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@lf/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { body, Client, DEMO_PASSWORD, startTestServer } from './harness';

const dataDir = mkdtempSync(join(tmpdir(), 'lf-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database', () => {
  // Two cold starts of a file-backed PGlite with every migration: slow on a busy machine.
  it('keeps users, sessions and settings across a restart', { timeout: 120_000 }, async () => {
    const first = await startTestServer({ dataDir });
    const client = new Client(first.app);
    await client.login('demo', DEMO_PASSWORD);
    await client.post('/lfscada/userConfig/save', { key: 'locale', value: 'en' });
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const again = new Client(second.app);
      for (const [name, value] of client.cookies) again.cookies.set(name, value);
      expect(body(await again.get('/lfscada/user/info')).code).toBe(Code.OK);
      expect(body(await again.post('/lfscada/userConfig/query')).data).toEqual({ locale: 'en' });
      const users = await second.db.selectFrom('app_user').select('loginname').execute();
      expect(users.map((user) => user.loginname).sort()).toEqual(['admin', 'demo']);
    } finally {
      await second.close();
    }
  });
});
