import { AUTH_CODES, Code, type CustomSymbol, type CustomSymbolImportResult } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient } from './accessWorld';
import { body, type Client } from './harness';
import { ok, startProjectWorld, type ProjectWorld } from './projectHarness';

const PUMP = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <circle id="casing" cx="50" cy="50" r="40" fill="#ccc"/>
  <path id="impeller" d="M50 20 L60 50 L50 80 Z" fill="#888" onclick="alert(1)"/>
</svg>`;

const DESIGN = {
  parts: [{ elementId: 'impeller', label: '叶轮' }],
  states: [
    {
      state: 'running',
      enable: true,
      symbol: '=',
      value: '1',
      bindings: [{ part: 'impeller', property: 'fill', value: '#2e7d32' }],
    },
  ],
  defaultState: 'stopped',
  ports: [
    { id: 'p1', label: '入口 1', x: 0, y: 0.9, direction: 'left' },
    { id: 'p2', label: '出口 1', x: 0.5, y: 0, direction: 'up' },
  ],
};

let world: ProjectWorld;
beforeAll(async () => {
  world = await startProjectWorld();
});
afterAll(() => world.server.close());

/** Request options of a form post in `language` (the harness's post sets the form type). */
function inLanguage(language: string) {
  return {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': language,
    },
  };
}

async function answer(client: Client, url: string, fields: Record<string, string> = {}) {
  return body<unknown>(await client.post(url, fields));
}

async function list(client: Client): Promise<CustomSymbol[]> {
  const envelope = body<CustomSymbol[]>(await client.get('/lfscada/symbol/list'));
  expect(envelope.code).toBe(200);
  return envelope.data;
}

describe('custom symbols', () => {
  it('stores a sanitised drawing for the organisation and hides it from any other', async () => {
    const created = await ok<CustomSymbol>(world.admin, '/lfscada/symbol/create', {
      name: '离心泵 A',
      svg: PUMP,
    });
    expect(created.svg).not.toMatch(/onclick|alert/);
    expect(created.elements.map((element) => element.id)).toEqual(['casing', 'impeller']);
    expect((await list(world.user)).map((symbol) => symbol.name)).toContain('离心泵 A');
    expect(await list(world.outsider)).toEqual([]);
    const saveFields = { id: created.id, name: 'x', design: JSON.stringify(DESIGN) };
    for (const [url, fields] of [
      ['/lfscada/symbol/save', saveFields],
      ['/lfscada/symbol/delete', { id: created.id }],
    ] as const) {
      expect((await answer(world.outsider, url, fields)).code, url).toBe(Code.NOT_FOUND);
    }
    expect((await list(world.admin)).map((symbol) => symbol.name)).toContain('离心泵 A');
  });

  it('saves named parts bound to states, and refuses parts the drawing lacks', async () => {
    const created = await ok<CustomSymbol>(world.admin, '/lfscada/symbol/create', {
      name: 'pump-parts',
      svg: PUMP,
    });
    const saved = await ok<CustomSymbol>(world.admin, '/lfscada/symbol/save', {
      id: created.id,
      name: 'pump-parts',
      design: JSON.stringify(DESIGN),
    });
    expect(saved.states[0]?.bindings).toEqual(DESIGN.states[0]?.bindings);
    const ghost = { ...DESIGN, parts: [{ elementId: 'ghost', label: 'Ghost' }] };
    const refused = body(
      await world.admin.post(
        '/lfscada/symbol/save',
        { id: created.id, name: 'pump-parts', design: JSON.stringify(ghost) },
        inLanguage('en'),
      ),
    );
    expect(refused.code).toBe(Code.BAD_REQUEST);
    expect(refused.message).toContain('Part "ghost" is not an element of the drawing');
  });

  it('stores marked ports, refuses ports out of range or too many, and gives none to older designs', async () => {
    const created = await ok<CustomSymbol>(world.admin, '/lfscada/symbol/create', {
      name: 'pump-ports',
      svg: PUMP,
    });
    const save = (ports: unknown) =>
      world.admin.post(
        '/lfscada/symbol/save',
        { id: created.id, name: 'pump-ports', design: JSON.stringify({ ...DESIGN, ports }) },
        inLanguage('en'),
      );
    expect(created.ports).toEqual([]);
    expect(body<CustomSymbol>(await save(DESIGN.ports)).data.ports).toEqual(DESIGN.ports);
    const port = DESIGN.ports[0];
    const many = Array.from({ length: 17 }, (_, index) => ({ ...port, id: `p${index + 1}` }));
    for (const bad of [[{ ...port, x: 1.5 }], [{ ...port, y: -0.1 }], many, [port, port]]) {
      expect(body(await save(bad)).code, JSON.stringify(bad).slice(0, 60)).toBe(Code.BAD_REQUEST);
    }
    const stored = await list(world.admin);
    expect(stored.find((symbol) => symbol.name === 'pump-ports')?.ports).toEqual(DESIGN.ports);
    // A design stored before ports existed has no ports field at all.
    const older = { parts: DESIGN.parts, states: DESIGN.states, defaultState: 'stopped' };
    await world.server.db
      .updateTable('custom_symbol')
      .set({ design: JSON.stringify(older) })
      .where('id', '=', created.id)
      .execute();
    const read = (await list(world.admin)).find((symbol) => symbol.name === 'pump-ports');
    expect(read?.ports).toEqual([]);
    expect(read?.parts).toEqual(DESIGN.parts);
  });

  it('refuses NUL bytes, oversized and non-SVG uploads in both languages, never a 5xx', async () => {
    const cases = [
      // Refused for every field before the call reads it.
      [PUMP.replace('viewBox', 'view\u0000Box'), 'svg 格式不正确', 'svg is invalid'],
      [PUMP.replace('#ccc', '#ccc' + ' '.repeat(600 * 1024)), '512 KiB', '512 KiB'],
      ['<html><script>alert(1)</script></html>', 'SVG', 'Only SVG drawings'],
    ] as const;
    for (const [svg, zh, en] of cases) {
      for (const [language, text] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const response = await world.admin.post(
          '/lfscada/symbol/create',
          { name: `bad-${language}`, svg },
          inLanguage(language),
        );
        expect(response.statusCode).toBeLessThan(500);
        const envelope = body(response);
        expect(envelope.code).toBe(Code.BAD_REQUEST);
        expect(envelope.message).toContain(text);
      }
    }
  });

  it('lets only users who may edit projects create symbols', async () => {
    const viewer = await userClient(world.server, {
      orgId: world.plant.orgId,
      role: AUTH_CODES.filter((code) => code !== 'project_edit'),
    });
    expect((await answer(viewer, '/lfscada/symbol/create', { name: 'v', svg: PUMP })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await list(viewer)).length).toBeGreaterThan(0);
  });

  it('keeps one symbol of 200 parallel creates of the same name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        answer(world.admin, '/lfscada/symbol/create', { name: 'race', svg: PUMP }),
      ),
    );
    expect(answers.filter((envelope) => envelope.code === 200)).toHaveLength(1);
    expect(answers.filter((envelope) => envelope.code === Code.BAD_REQUEST)).toHaveLength(199);
    expect((await list(world.admin)).filter((symbol) => symbol.name === 'race')).toHaveLength(1);
  });

  it('exports a set and imports it elsewhere, re-sanitised, reporting duplicates by name', async () => {
    const exported = body<{ symbols: { name: string; svg: string }[] }>(
      await world.admin.get('/lfscada/symbol/export'),
    ).data;
    expect(exported.symbols.map((symbol) => symbol.name)).toContain('pump-parts');
    // A hand-made file: its drawing was never sanitised by this server.
    const file = {
      ...exported,
      symbols: [
        ...exported.symbols,
        { name: 'hostile', svg: PUMP.replace('<circle', '<script>alert(1)</script><circle') },
        { name: 'not svg', svg: '<html/>' },
        // JSON's escape reaches the sanitiser as a real NUL, past the form's own check.
        { name: 'nul', svg: PUMP.replace('viewBox', 'view\u0000Box') },
      ],
    };
    const imported = await ok<CustomSymbolImportResult>(world.outsider, '/lfscada/symbol/import', {
      file: JSON.stringify(file),
    });
    expect(imported.duplicates).toEqual([]);
    expect(imported.refused).toEqual(['not svg', 'nul']);
    expect(imported.imported).toContain('hostile');
    const theirs = await list(world.outsider);
    expect(theirs.find((symbol) => symbol.name === 'hostile')?.svg).not.toMatch(/script|alert/);
    expect(theirs.find((symbol) => symbol.name === 'pump-parts')?.parts).toEqual(DESIGN.parts);
    expect(theirs.find((symbol) => symbol.name === 'pump-parts')?.ports).toEqual(DESIGN.ports);
    const again = await ok<CustomSymbolImportResult>(world.outsider, '/lfscada/symbol/import', {
      file: JSON.stringify(exported),
    });
    expect(again.imported).toEqual([]);
    expect(again.duplicates).toEqual(exported.symbols.map((symbol) => symbol.name));
    for (const bad of ['{', JSON.stringify({ format: 'other' }), '[]\u0000']) {
      const envelope = await answer(world.outsider, '/lfscada/symbol/import', { file: bad });
      expect(envelope.code, bad).toBe(Code.BAD_REQUEST);
    }
  });

  it('deletes a symbol of the organisation', async () => {
    const created = await ok<CustomSymbol>(world.admin, '/lfscada/symbol/create', {
      name: 'doomed',
      svg: PUMP,
    });
    await ok(world.admin, '/lfscada/symbol/delete', { id: created.id });
    expect((await list(world.admin)).some((symbol) => symbol.name === 'doomed')).toBe(false);
  });
});
