import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneLayoutVersions, versionOfKey } from '../../pages/pageFiles';
import { assertSafeKey, LocalFileStore } from './fileStore';

const root = mkdtempSync(join(tmpdir(), 'lf-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalFileStore', () => {
  const store = new LocalFileStore(root);

  it('stores, reads, lists and removes files by key, answering their /files/ URL', async () => {
    const url = await store.put('pages/p1/1-abc.json', '{"a":1}');
    expect(url).toBe('/files/pages/p1/1-abc.json');
    expect(store.keyOf(url)).toBe('pages/p1/1-abc.json');
    expect((await store.read('pages/p1/1-abc.json')).toString()).toBe('{"a":1}');
    expect(await store.list('pages/p1')).toEqual(['pages/p1/1-abc.json']);
    await store.remove('pages/p1/1-abc.json');
    expect(await store.list('pages/p1')).toEqual([]);
    expect(await store.list('pages/none')).toEqual([]);
  });

  it('refuses keys that leave the folder or name hidden files', () => {
    for (const key of ['../etc/passwd', 'pages/../../x', '/abs', 'pages/.hidden', '', 'a//b']) {
      expect(() => assertSafeKey(key), key).toThrow();
    }
    expect(store.keyOf('/elsewhere/x.json')).toBeUndefined();
    expect(store.keyOf('/files/../x')).toBeUndefined();
  });

  it('keeps the last 10 layout versions of a page', async () => {
    for (let version = 1; version <= 12; version++) {
      await store.put(`pages/p2/${version}-r${version}.json`, '{}');
    }
    await pruneLayoutVersions(store, 'p2', 12);
    const left = (await store.list('pages/p2'))
      .map((key) => versionOfKey(key))
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(left).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
