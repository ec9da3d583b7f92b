import { DEFAULT_SETTINGS, storedSettings, type StoredSettings } from '@lf/protocol';
import type { Db } from '../../db/database';

/** How long an instance trusts the settings it read; another instance's save shows within it. */
export const SETTINGS_CACHE_MS = 5_000;

/**
 * The organisations' system settings, read from the database and held briefly. Every server
 * instance reads the same row, so a saved change applies everywhere without a restart: at once on
 * the instance that saved it (its entry is dropped), within SETTINGS_CACHE_MS on the others.
 * A stored document missing a later-added setting, or holding an out-of-range one, falls back to
 * the default for that setting only.
 */
export class SettingsStore {
  private readonly cache = new Map<string, { settings: StoredSettings; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(orgId: string): Promise<StoredSettings> {
    const held = this.cache.get(orgId);
    if (held && held.until > this.clock()) return held.settings;
    const row = await this.db
      .selectFrom('org_setting')
      .select('settings')
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    const settings = settingsFromStored(row?.settings);
    this.cache.set(orgId, { settings, until: this.clock() + SETTINGS_CACHE_MS });
    return settings;
  }

  /** The settings of the organisation an account belongs to; of the first one for no account. */
  async forLogin(loginname: string): Promise<StoredSettings> {
    const user = await this.db
      .selectFrom('app_user')
      .select('org_id')
      .where('loginname', '=', loginname)
      .executeTakeFirst();
    const org =
      user ??
      (await this.db
        .selectFrom('org')
        .select('id as org_id')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst());
    return org ? this.get(org.org_id) : DEFAULT_SETTINGS;
  }

  forget(orgId: string): void {
    this.cache.delete(orgId);
  }
}

/** Each stored setting that is still valid, the default for the rest. */
export function settingsFromStored(stored: unknown): StoredSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  if (stored && typeof stored === 'object') {
    const shape = storedSettings.shape;
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in shape)) continue;
      const parsed = shape[key as keyof typeof shape].safeParse(value);
      if (parsed.success) settings[key] = parsed.data;
    }
  }
  return settings as StoredSettings;
}
