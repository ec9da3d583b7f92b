import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONTENT_POLICY } from '../src/http/securityHeaders';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';

/* Web security headers on every kind of response (issue 17, item 7). */
let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  proxied = await startTestServer({ env: { LF_TRUST_PROXY: 'on' } });
  mkdirSync(join(server.config.dataDir, 'files', 'equipment'), { recursive: true });
  writeFileSync(join(server.config.dataDir, 'files', 'equipment', 'a.png'), 'not really');
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\)/);
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on HTML, API answers, errors and user files', async () => {
    const responses = {
      html: await server.app.inject({ method: 'GET', url: '/monitor' }),
      api: await server.app.inject({ method: 'POST', url: '/lfscada/user/info' }),
      notFound: await server.app.inject({ method: 'POST', url: '/lfscada/no/such/call' }),
      badInput: await server.app.inject({
        method: 'POST',
        url: '/lfscada/user/login',
        payload: 'loginname=a%00b&password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      file: await server.app.inject({ method: 'GET', url: '/files/equipment/a.png' }),
    };
    for (const [what, response] of Object.entries(responses)) {
      expectCommonHeaders(response.headers, what);
    }
    // The app's policy is enforced on the HTML and every answer but user files (no Report-Only).
    for (const what of ['html', 'api', 'notFound', 'badInput'] as const) {
      const policy = String(responses[what].headers['content-security-policy']);
      expect(policy, what).toBe(APP_CONTENT_POLICY);
      expect(responses[what].headers['content-security-policy-report-only'], what).toBeUndefined();
    }
    expect(APP_CONTENT_POLICY).toMatch(/script-src 'self'(;|$)/);
    expect(APP_CONTENT_POLICY).toMatch(/frame-ancestors 'self'/);
    expect(APP_CONTENT_POLICY).toMatch(/object-src 'none'/);
    expect(APP_CONTENT_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(APP_CONTENT_POLICY).not.toMatch(/unsafe-eval/);
    expect(responses.file.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('sends HSTS and Secure cookies only over HTTPS behind a trusted proxy', async () => {
    const login = (app: TestServer['app'], proto?: string) =>
      app.inject({
        method: 'POST',
        url: '/lfscada/user/login',
        payload: `loginname=admin&password=${ADMIN_PASSWORD}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(proto ? { 'x-forwarded-proto': proto } : {}),
        },
      });
    const https = await login(proxied.app, 'https');
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(https.cookies.find((c) => c.name === 'lf_sid')?.secure).toBe(true);
    const plain = await login(server.app, 'https');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.cookies.find((c) => c.name === 'lf_sid')?.secure).toBeFalsy();
  });
});
