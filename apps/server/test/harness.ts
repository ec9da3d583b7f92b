import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { dropSchema, openDatabase, type Db } from '../src/db/database';
import { seedFoundation } from '../src/db/seedFoundation';

export const ADMIN_PASSWORD = 'admin-pass-123';
export const DEMO_PASSWORD = 'demo-pass-123';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Moves the server's clock; starts at the real time. */
  clock: { offsetMs: number };
  close(): Promise<void>;
}

/**
 * A server on PGlite in memory, or on PostgreSQL in a schema of its own when DATABASE_URL is
 * set, seeded with known passwords.
 */
export async function startTestServer(
  options: { dataDir?: string; keepData?: boolean; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lf-test-'));
  const config = loadConfig({
    LF_DATA_DIR: dataDir,
    LF_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LF_DEMO_PASSWORD: DEMO_PASSWORD,
    LF_DEMO: 'off',
    LF_LOG_LEVEL: 'silent',
    ...(process.env.LF_PGLITE_TEMPLATE
      ? { LF_PGLITE_TEMPLATE: process.env.LF_PGLITE_TEMPLATE }
      : {}),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...options.env,
  });
  const schema = config.databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.dataDir,
    schema,
    template: config.embeddedTemplate,
  });
  await seedFoundation(database.db, config);
  const clock = { offsetMs: 0 };
  const app = await buildApp({
    config,
    db: database.db,
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  return {
    app,
    db: database.db,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      if (config.databaseUrl && schema) await dropSchema(config.databaseUrl, schema);
      if (!options.dataDir && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let nextAddress = 1;

/** A browser-like client: form posts, cookies kept between calls, an address of its own. */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly remoteAddress = `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  async post(url: string, fields: Record<string, string> = {}, extra: Partial<InjectOptions> = {}) {
    return this.send({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...extra,
    });
  }

  /** Posts `payload` as it stands, declared as `contentType`: a body no form of fields makes. */
  async postRaw(url: string, payload: string | Buffer, contentType: string) {
    return this.send({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  }

  async get(url: string) {
    return this.send({ method: 'GET', url });
  }

  async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: {
        ...this.headers,
        ...(cookie ? { cookie } : {}),
        ...(options.headers as Record<string, string> | undefined),
      },
    });
    for (const set of response.cookies) {
      if (set.value === '' || (set.expires && set.expires.getTime() < Date.now())) {
        this.cookies.delete(set.name);
      } else {
        this.cookies.set(set.name, set.value);
      }
    }
    return response;
  }

  async login(loginname: string, password: string, more: Record<string, string> = {}) {
    return this.post('/lfscada/user/login', { loginname, password, ...more });
  }
}

export function body<T = unknown>(
  response: LightMyRequestResponse,
): {
  code: number | string;
  message: string;
  data: T;
} {
  return response.json();
}

/** The seeded administrator or demo user, logged in with the known password. */
export async function seededUser(
  app: FastifyInstance,
  loginname: 'admin' | 'demo',
): Promise<Client> {
  const client = new Client(app);
  const password = loginname === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD;
  expect(body(await client.login(loginname, password)).code).toBe(200);
  return client;
}
