import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { CallRegistry } from './http/callRegistry';
import type { SettingsStore } from './system/settings/settingsStore';

/** What route handlers and commands need from the outside world, passed in explicitly. */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Filled as routes are declared; read by tests that must cover every call. */
  calls: CallRegistry;
  /** The organisations' system settings, briefly cached. */
  settings: SettingsStore;
}
