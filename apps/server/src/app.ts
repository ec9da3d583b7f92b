import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { registerBodyParsers } from './http/bodyParsers';
import { httpServerOptions } from './http/connectionLimits';
import { assertSameSite } from './http/crossSite';
import { registerErrorHandler } from './http/errorHandler';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerUserFiles } from './http/files/serveFiles';
import { registerWebApp } from './http/webApp';
import { registerLiveData } from './ingest/registerLiveData';
import { registerRoutes } from './routes';
import { startBackgroundJobs } from './jobs/backgroundJobs';
import { Scheduler } from './jobs/scheduler';
import { SettingsStore } from './system/settings/settingsStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every periodic job of the app (live plane, samples, retention); closing the app stops them. */
    jobs: Scheduler;
    /** Starts the online-rate samples and retention; `server.ts` calls it, tests run them directly. */
    startBackgroundJobs: () => void;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  now?: () => Date;
}

/** Builds the app: plugins, then hooks, then routes. Listening is server.ts's job. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    ...httpServerOptions(options.config.http),
    // Behind a reverse proxy, its X-Forwarded-For/-Proto name the client and https.
    trustProxy: options.config.trustProxy,
    // A line per request only when debugging: at 1 Hz polling from many screens it drowns the rest.
    logController: new LogController({
      disableRequestLogging: options.config.logLevel !== 'debug',
    }),
  });
  const ctx: AppContext = {
    db: options.db,
    config: options.config,
    now: options.now ?? (() => new Date()),
    log: app.log,
    calls: [],
    settings: new SettingsStore(options.db),
  };
  app.decorate('lfCalls', ctx.calls);

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await registerBodyParsers(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  app.addHook('onRequest', async (request) => assertSameSite(request));

  const filesDir = join(options.config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  await registerUserFiles(app, filesDir);

  const jobs = new Scheduler(app.log);
  app.decorate('jobs', jobs);
  app.decorate('startBackgroundJobs', () => startBackgroundJobs(ctx, jobs));
  const live = await registerLiveData(app, ctx, jobs);
  await registerRoutes(app, ctx, live);
  app.addHook('onClose', async () => jobs.stop());

  await registerWebApp(app, options.config.webDir);
  return app;
}
