import { ACTIONS } from '@lf/protocol';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../src/context';
import { defineCall } from '../src/http/route';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('call registry', () => {
  it('lists every declared call once, with its access rule and schema', () => {
    const calls = server.app.lfCalls;
    const keys = calls.map((call) => `${call.method} ${call.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(calls.length).toBeGreaterThan(100);
    const byUrl = new Map(calls.map((call) => [call.url, call]));
    expect(byUrl.get('/lfscada/user/login')?.access).toBe('public');
    expect(byUrl.get('/lfscada/equipment/multi/add')?.access).toEqual({ auth: 'equipment_manage' });
    expect(byUrl.get('/lfscada/project/page/save')?.body).toBe('multipart');
  });

  it('has every call declare an action of the shared action table', () => {
    for (const call of server.app.lfCalls) {
      expect(Object.hasOwn(ACTIONS, call.action), call.url).toBe(true);
    }
    const byUrl = new Map(server.app.lfCalls.map((call) => [call.url, call]));
    expect(byUrl.get('/lfscada/equipment/multi/add')?.action).toBe('equipment.manage');
    expect(byUrl.get('/lfscada/monitor/multi/signal/writeVal')?.action).toBe('equipment.write');
  });

  it('refuses to register a call without an action, or with one the table does not know', () => {
    const app = Fastify();
    const ctx = { calls: [] } as unknown as AppContext;
    const declare = (action: unknown) => () =>
      defineCall(
        app,
        ctx,
        { url: '/lfscada/undeclared', input: z.object({}), action } as never,
        async () => null,
      );
    expect(declare(undefined)).toThrow(/declares an action/);
    expect(declare('equipment.everything')).toThrow(/declares an action/);
    expect(ctx.calls).toEqual([]);
    expect(app.hasRoute({ method: 'POST', url: '/lfscada/undeclared' })).toBe(false);
  });

  it('has every registered call answer as a route of the app', () => {
    for (const call of server.app.lfCalls) {
      expect(server.app.hasRoute({ method: call.method, url: call.url }), call.url).toBe(true);
    }
  });
});
