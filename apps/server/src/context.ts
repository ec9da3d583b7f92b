import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';

/** What route handlers and commands need from the outside world, passed in explicitly. */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
}
