import { Code, type MonitorPageInfo, type ProjectPageInfo } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client, DEMO_PASSWORD } from './harness';
import { addPage, fetchLayout, project, save, startPageWorld, world } from './pageWorld';
import { layoutOf, ok, savePageForm } from './projectHarness';

beforeAll(startPageWorld);
afterAll(() => world?.server.close());

describe('page passwords', () => {
  it('hides the password, locks the viewer until the right password, and remembers it per session', async () => {
    const page = await addPage({ title: '加密页' });
    const saved = body<ProjectPageInfo>(
      await save(
        world.admin,
        savePageForm(page.id, project.id, layoutOf(1), {
          checkpwd: 'true',
          password: 'open-sesame',
        }),
      ),
    );
    expect(saved.data.checkpwd).toBe(true);
    expect(JSON.stringify(saved.data)).not.toContain('open-sesame');
    expect(await fetchLayout(saved.data.jsonUrl)).not.toContain('open-sesame');
    const row = await world.server.db
      .selectFrom('project_page')
      .select('password_hash')
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const locked = await ok<MonitorPageInfo>(world.user, '/lfscada/monitor/project/page/info', {
      id: page.id,
    });
    expect(locked).toMatchObject({ checkpwd: true, locked: true, jsonUrl: '' });
    expect(JSON.stringify(locked)).not.toMatch(/password|argon/);

    const wrong = body(
      await world.user.post('/lfscada/monitor/project/page/validPassword', {
        id: page.id,
        password: 'nope-nope',
      }),
    );
    expect(wrong).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('页面密码错误'),
    });
    const right = await ok<MonitorPageInfo>(
      world.user,
      '/lfscada/monitor/project/page/validPassword',
      {
        id: page.id,
        password: 'open-sesame',
      },
    );
    expect(right).toMatchObject({ locked: false, jsonUrl: saved.data.jsonUrl });
    const later = await ok<MonitorPageInfo>(world.user, '/lfscada/monitor/project/page/info', {
      id: page.id,
    });
    expect(later.locked).toBe(false);

    // Another session of the same user must give the password itself.
    const other = new Client(world.server.app);
    await other.login('demo', DEMO_PASSWORD);
    expect(
      (await ok<MonitorPageInfo>(other, '/lfscada/monitor/project/page/info', { id: page.id }))
        .locked,
    ).toBe(true);

    // Re-saving without a password keeps it; a new password ends the grants.
    const kept = body<ProjectPageInfo>(
      await save(world.admin, savePageForm(page.id, project.id, layoutOf(1), { checkpwd: 'true' })),
    );
    expect(kept.data.checkpwd).toBe(true);
    expect(
      (await ok<MonitorPageInfo>(world.user, '/lfscada/monitor/project/page/info', { id: page.id }))
        .locked,
    ).toBe(false);
    await save(
      world.admin,
      savePageForm(page.id, project.id, layoutOf(1), { checkpwd: 'true', password: 'new-secret' }),
    );
    expect(
      (await ok<MonitorPageInfo>(world.user, '/lfscada/monitor/project/page/info', { id: page.id }))
        .locked,
    ).toBe(true);

    // Turning the password off opens the page to everyone.
    await save(world.admin, savePageForm(page.id, project.id, layoutOf(1), { checkpwd: 'false' }));
    expect(
      await ok<MonitorPageInfo>(other, '/lfscada/monitor/project/page/info', { id: page.id }),
    ).toMatchObject({
      checkpwd: false,
      locked: false,
    });
  });

  it('needs a password to turn protection on, and stops guessing after 5 wrong tries', async () => {
    const page = await addPage();
    const none = body(
      await save(world.admin, savePageForm(page.id, project.id, layoutOf(1), { checkpwd: 'true' })),
    );
    expect(none).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('必须设置密码'),
    });
    await save(
      world.admin,
      savePageForm(page.id, project.id, layoutOf(1), { checkpwd: 'true', password: 'right-one' }),
    );
    const guesser = new Client(world.server.app);
    await guesser.login('demo', DEMO_PASSWORD);
    for (let i = 0; i < 5; i++) {
      const answer = body(
        await guesser.post('/lfscada/monitor/project/page/validPassword', {
          id: page.id,
          password: `guess-${i}`,
        }),
      );
      expect(answer.code).toBe(Code.BAD_REQUEST);
    }
    const blocked = body(
      await guesser.post('/lfscada/monitor/project/page/validPassword', {
        id: page.id,
        password: 'right-one',
      }),
    );
    expect(blocked.code).toBe(Code.TOO_MANY_REQUESTS);
    world.server.clock.offsetMs = 11 * 60 * 1000;
    try {
      const open = await ok<MonitorPageInfo>(
        guesser,
        '/lfscada/monitor/project/page/validPassword',
        {
          id: page.id,
          password: 'right-one',
        },
      );
      expect(open.locked).toBe(false);
    } finally {
      world.server.clock.offsetMs = 0;
    }
  });
});
