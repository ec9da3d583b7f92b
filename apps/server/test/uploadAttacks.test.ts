import { deflateRawSync } from 'node:zlib';
import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../src/http/files/zipFixture';
import { body } from './harness';
import { b64, call } from './adminHelpers';
import { addEquipment, admin, server, startAdminWorld } from './adminWorld';

/*
 * Hostile signal files (issue 15, uploads): each is refused with a clear error in both
 * languages, never a 5xx, with memory bounded, and nothing is changed.
 */
let equipmentId: string;
beforeAll(async () => {
  await startAdminWorld();
  equipmentId = await addEquipment('上传攻击');
});
afterAll(() => server.close());

/** What a refused import must leave alone: the signals and the operation log. */
async function fingerprint() {
  const count = async (table: 'signal' | 'operation_log') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { signals: await count('signal'), log: await count('operation_log') };
}

async function importBoth(format: 'csv' | 'xlsx', content: Buffer) {
  const fields = { equipmentId, format, content: content.toString('base64') };
  const zh = await call(admin, '/lfscada/equipment/multi/signal/import', fields);
  const en = body(
    await admin.post('/lfscada/equipment/multi/signal/import', fields, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    }),
  );
  return { zh, en };
}

const rowsXml = (rows: number) =>
  Buffer.from(
    `<worksheet><sheetData>${'<row r="1"><c t="inlineStr"><is><t>s</t></is></c></row>'.repeat(rows)}</sheetData></worksheet>`,
  );

describe('hostile signal import files', () => {
  it('refuses an xlsx zip bomb (96 KB that inflates to 96 MB, declaring 1 KB) in words', async () => {
    const before = await fingerprint();
    const bomb = zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(96 * 1024 * 1024, 0x20) }, 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const { zh, en } = await importBoth('xlsx', bomb);
    expect(zh).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('文件解压后超过 48 MB，无法导入'),
    });
    expect(en.message).toContain('The file unpacks to more than 48 MB and cannot be imported');
    // Memory stays bounded by construction: zlib stops at 48 MB + 1 byte (maxOutputLength).
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses an xlsx with more rows than an equipment may have signals, before reading them', async () => {
    const before = await fingerprint();
    const { zh, en } = await importBoth(
      'xlsx',
      zipOf({ 'xl/worksheets/sheet1.xml': rowsXml(10_002) }),
    );
    expect(zh).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('一台设备最多 10000 个变量'),
    });
    expect(en.message).toContain('An equipment has at most 10000 signals');
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a CSV with too many rows in words', async () => {
    const before = await fingerprint();
    const lines = ['name,area,address,dataType'];
    for (let i = 0; i < 10_005; i += 1) lines.push(`s${i},holding,${i % 60000},uint16`);
    const { zh, en } = await importBoth('csv', Buffer.from(lines.join('\n')));
    expect(zh).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('一台设备最多 10000 个变量'),
    });
    expect(en.message).toContain('An equipment has at most 10000 signals');
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses the wrong content for the format: a PNG as xlsx, a zip as CSV, raw deflate', async () => {
    const before = await fingerprint();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const [format, content] of [
      ['xlsx', png],
      ['xlsx', deflateRawSync(Buffer.alloc(1000))],
      ['csv', zipOf({ 'a.csv': Buffer.from('name,area\n') })],
    ] as const) {
      const { zh, en } = await importBoth(format, content);
      expect(zh.code, format).toBe(Code.BAD_REQUEST);
      expect(zh.message).toMatch(/(文件无法读取|文件缺少列)/);
      expect(en.message).toMatch(/(The file cannot be read|The file has no column)/);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('takes a path-like name as a plain signal name (an import writes no file)', async () => {
    const before = await fingerprint();
    const csv = 'name,area,address,dataType\n../../etc/passwd,holding,1,uint16\n';
    const answer = await call<{ imported: number }>(
      admin,
      '/lfscada/equipment/multi/signal/import',
      {
        equipmentId,
        format: 'csv',
        content: b64(csv),
      },
    );
    // A signal name is text shown in the console, never a path: it is stored as written.
    expect(answer.code).toBe(200);
    expect((await fingerprint()).signals).toBe(before.signals + 1);
  });
});
