import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const webDir = mkdtempSync(join(tmpdir(), 'lf-web-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), `console.log(${'"x",'.repeat(2000)}1);`);
  server = await startTestServer({ env: { LF_WEB_DIR: webDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers deep links with index.html so the browser router takes over', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/monitor/eg/list' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>app</title>');
  });

  it('answers the root address with the page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>app</title>');
  });

  it('caches hashed assets for good and compresses them', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves a file added after start (a rebuild needs no restart)', async () => {
    writeFileSync(join(webDir, 'assets', 'late-def456.js'), 'console.log(1);');
    const response = await server.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
  });

  it('answers unknown API paths with a NOT_FOUND envelope, not the page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/lfscada/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(Code.NOT_FOUND);
  });
});
