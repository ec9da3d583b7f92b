import {
  Code,
  type ProjectPageInfo,
  type ProjectPageSummary,
  type ProjectSummary,
} from '@lf/protocol';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseLayout } from '@lf/designer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client } from './harness';
import { addPage, fetchLayout, pageInfo, project, save, startPageWorld, world } from './pageWorld';
import { layoutOf, ok, savePageForm, upload } from './projectHarness';
import { accountIds } from './accounts';

beforeAll(startPageWorld);
afterAll(() => world?.server.close());

describe('project pages', () => {
  it('adds an empty default page whose layout file is served at jsonUrl', async () => {
    const page = await addPage({ title: '首页' });
    expect(page).toMatchObject({
      projectId: project.id,
      title: '首页',
      width: 1024,
      height: 768,
      fit: 'container',
      bgColor: '#FFFFFF',
      checkpwd: false,
      version: 1,
      widgetCount: 0,
    });
    const parsed = parseLayout(await fetchLayout(page.jsonUrl));
    expect(parsed.ok && parsed.document.widgets).toEqual([]);
    expect(parsed.ok && parsed.document.con.id).toBe(page.id);
  });

  it('saves a layout as a new version: info points at a file holding exactly the saved layout', async () => {
    const page = await addPage();
    const layout = layoutOf(3, { signalId: world.plant.level, equipId: world.plant.equipmentId });
    const answer = body<ProjectPageInfo>(
      await save(world.admin, savePageForm(page.id, project.id, layout)),
    );
    expect(answer.code, answer.message).toBe(200);
    expect(answer.data).toMatchObject({
      title: '泵站总览',
      width: 1280,
      height: 720,
      version: 2,
      widgetCount: 3,
    });

    const info = await pageInfo(page.id);
    expect(info.jsonUrl).toBe(answer.data.jsonUrl);
    expect(info.jsonUrl).toMatch(new RegExp(`^/files/pages/${page.id}/2-[A-Za-z0-9]+\\.json$`));
    const stored = parseLayout(await fetchLayout(info.jsonUrl));
    const sent = parseLayout(layout);
    if (!stored.ok || !sent.ok) throw new Error('layouts must parse');
    expect(stored.document.widgets).toEqual(sent.document.widgets);
    expect(stored.document.con).toMatchObject({
      id: page.id,
      projectId: project.id,
      title: '泵站总览',
      width: 1280,
      height: 720,
      bgColor: '#0B1E33',
      password: '',
    });
    const raw = JSON.parse(await fetchLayout(info.jsonUrl)) as { bind: unknown };
    expect(raw.bind).toEqual({
      equips: [world.plant.equipmentId],
      signals: [world.plant.level],
      keys: [],
    });

    // The previous version stays readable (immutable files), the next save gets version 3.
    const third = body<ProjectPageInfo>(
      await save(world.admin, savePageForm(page.id, project.id, layoutOf(1))),
    );
    expect(third.data.version).toBe(3);
    expect(await fetchLayout(info.jsonUrl)).toContain('"w3"');
    const log = await world.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'project.page.save')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.detail)).toMatchObject({ pageId: page.id, version: 3, widgetCount: 1 });
    expect(log.address).toBe(world.admin.remoteAddress);
  });

  it('gives concurrent saves distinct versions and ends on the last one', async () => {
    const page = await addPage();
    const answers = await Promise.all(
      [1, 2, 3].map(async (count) =>
        body<ProjectPageInfo>(
          await save(world.admin, savePageForm(page.id, project.id, layoutOf(count))),
        ),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.data.version).sort()).toEqual([2, 3, 4]);
    const info = await pageInfo(page.id);
    const last = answers.find((a) => a.data.version === 4);
    expect(info).toMatchObject({ version: 4, jsonUrl: last?.data.jsonUrl });
    expect(info.widgetCount).toBe(last?.data.widgetCount);
    for (const answer of answers) {
      const parsed = parseLayout(await fetchLayout(answer.data.jsonUrl));
      expect(parsed.ok && parsed.document.widgets.length).toBe(answer.data.widgetCount);
    }
  });

  it('refuses a malformed layout precisely and writes nothing', async () => {
    const page = await addPage();
    const bad = JSON.parse(layoutOf(2)) as { widgets: { position: Record<string, unknown> }[] };
    const second = bad.widgets[1];
    if (!second) throw new Error('two widgets');
    second.position = { ...second.position, width: 'wide' };
    const answer = body(
      await save(world.admin, savePageForm(page.id, project.id, JSON.stringify(bad))),
    );
    expect(answer.code).toBe(Code.BAD_REQUEST);
    expect(answer.message).toContain('widgets[1].position.width');
    const notJson = body(await save(world.admin, savePageForm(page.id, project.id, '{"con": ')));
    expect(notJson).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('JSON'),
    });
    const duplicated = JSON.parse(layoutOf(2)) as { widgets: { id: string }[] };
    for (const widget of duplicated.widgets) widget.id = 'same';
    const twice = body(
      await save(world.admin, savePageForm(page.id, project.id, JSON.stringify(duplicated))),
    );
    expect(twice).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('same'),
    });
    const after = await pageInfo(page.id);
    expect(after).toMatchObject({ version: 1, jsonUrl: page.jsonUrl, title: page.title });
    const logged = await world.server.db
      .selectFrom('operation_log')
      .select('id')
      .where('action', '=', 'project.page.save')
      .where('detail', 'like', `%${page.id}%`)
      .execute();
    expect(logged).toEqual([]);
    const folder = join(world.server.config.dataDir, 'files', 'pages', page.id);
    expect(readdirSync(folder)).toEqual([page.jsonUrl.split('/').pop()]);
  });

  it('refuses 1001 widgets and accepts 1000', async () => {
    const page = await addPage();
    const tooMany = body(
      await save(world.admin, savePageForm(page.id, project.id, layoutOf(1001))),
    );
    expect(tooMany).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('1001'),
    });
    expect((await pageInfo(page.id)).version).toBe(1);
    const full = body<ProjectPageInfo>(
      await save(world.admin, savePageForm(page.id, project.id, layoutOf(1000))),
    );
    expect(full.data).toMatchObject({ version: 2, widgetCount: 1000 });
  });

  it('refuses a layout file missing, a page of another project, and a bad setting', async () => {
    const page = await addPage();
    const other = await ok<ProjectSummary>(world.admin, '/lfscada/project/add', {
      name: '另一项目',
    });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      id: page.id,
      projectId: project.id,
      title: 't',
      width: '10',
      height: '10',
    })) {
      form.append(key, value);
    }
    expect(body(await save(world.admin, form))).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('缺少页面布局文件'),
    });
    expect(
      body(await save(world.admin, savePageForm(page.id, other.id, layoutOf(1)))),
    ).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('不属于该项目'),
    });
    const colour = body(
      await save(
        world.admin,
        savePageForm(page.id, project.id, layoutOf(1), { bgColor: 'url(x)' }),
      ),
    );
    expect(colour).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'bgColor' } });
    const english = body(
      await upload(
        new Client(world.server.app, { 'accept-language': 'en' }),
        '/lfscada/project/page/save',
        savePageForm(page.id, project.id, layoutOf(1)),
      ),
    );
    expect(english.code).toBe(Code.NOT_LOGGED_IN);
  });

  it('copies a page into an independent page with its own layout file', async () => {
    const source = await addPage({ title: '原页' });
    await save(world.admin, savePageForm(source.id, project.id, layoutOf(2)));
    const copy = await ok<ProjectPageInfo>(world.admin, '/lfscada/project/page/copy', {
      id: source.id,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: '泵站总览 - 副本',
      width: 1280,
      widgetCount: 2,
      version: 1,
    });
    expect(copy.jsonUrl).toContain(`/pages/${copy.id}/`);
    const copied = parseLayout(await fetchLayout(copy.jsonUrl));
    expect(copied.ok && copied.document.widgets).toHaveLength(2);
    expect(copied.ok && copied.document.con).toMatchObject({
      id: copy.id,
      title: '泵站总览 - 副本',
    });

    // Changing or deleting the source leaves the copy as it was.
    await save(world.admin, savePageForm(source.id, project.id, layoutOf(5)));
    await ok(world.admin, '/lfscada/project/page/delete', { id: source.id });
    const still = parseLayout(await fetchLayout(copy.jsonUrl));
    expect(still.ok && still.document.widgets).toHaveLength(2);
    expect((await pageInfo(copy.id)).widgetCount).toBe(2);
  });

  it('moves the home flag with setHome and hands it on when the home page is deleted', async () => {
    const own = await ok<ProjectSummary>(world.admin, '/lfscada/project/add', { name: '首页测试' });
    const first = await ok<ProjectPageInfo>(world.admin, '/lfscada/project/page/add', {
      projectId: own.id,
      home: 'false',
    });
    expect(first.home).toBe(true);
    const second = await ok<ProjectPageInfo>(world.admin, '/lfscada/project/page/add', {
      projectId: own.id,
      home: 'false',
    });
    expect(second.home).toBe(false);
    await ok(world.admin, '/lfscada/project/page/setHome', { id: second.id });
    const pages = await ok<ProjectPageSummary[]>(world.admin, '/lfscada/project/page/queryAll', {
      projectId: own.id,
    });
    expect(pages.map((p) => [p.id, p.home])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    await ok(world.admin, '/lfscada/project/page/delete', { id: second.id });
    const info = await ok<ProjectSummary>(world.admin, '/lfscada/project/info', { id: own.id });
    expect(info).toMatchObject({ homePageId: first.id, pageCount: 1 });
    expect((await world.admin.get(second.jsonUrl)).statusCode).toBe(404);
  });

  it('deletes a project with its pages and their files', async () => {
    const own = await ok<ProjectSummary>(world.admin, '/lfscada/project/add', { name: '删除测试' });
    const page = await ok<ProjectPageInfo>(world.admin, '/lfscada/project/page/add', {
      projectId: own.id,
    });
    await ok(world.admin, '/lfscada/project/delete', { id: own.id });
    expect(body(await world.admin.post('/lfscada/project/page/info', { id: page.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await world.admin.get(page.jsonUrl)).statusCode).toBe(404);
  });
});

describe('operation log', () => {
  it('records every page change with who made it and from where', async () => {
    const admin = await accountIds(world.server.db, 'admin');
    const rows = await world.server.db
      .selectFrom('operation_log')
      .select(['action', 'user_id', 'org_id', 'address', 'created_at'])
      .where('action', 'like', 'project.%')
      .execute();
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set([
        'project.add',
        'project.delete',
        'project.bindEquip',
        'project.page.add',
        'project.page.save',
        'project.page.copy',
        'project.page.delete',
        'project.page.setHome',
      ]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        user_id: admin.userId,
        org_id: admin.orgId,
        address: world.admin.remoteAddress,
      });
      expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(10 * 60 * 1000);
    }
  });
});
