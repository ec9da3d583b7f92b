import type { SettingsSaveRequest, SystemSettingsView } from '@lf/protocol';
import { LOCALES } from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../api/client';

const settingsView = z.object({
  title: z.string(),
  faviconIco: z.string(),
  defaultLanguage: z.enum(LOCALES),
  sessionHours: z.number(),
  rememberDays: z.number(),
  passwordMinLength: z.number(),
  passwordExpiryDays: z.number(),
  lockAfterFailures: z.number(),
  lockMinutes: z.number(),
  historyRetentionDays: z.number(),
  messageRetentionDays: z.number(),
}) satisfies z.ZodType<SystemSettingsView>;

export const settingsKey = ['system', 'settings'] as const;

export function fetchSettings() {
  return call('/lfscada/system/settings/query', settingsView, {});
}

export function saveSettings(settings: SettingsSaveRequest) {
  return call('/lfscada/system/settings/save', settingsView, { ...settings });
}

/** The favicon as a data URL; the server judges it by its bytes. */
export function uploadFavicon(image: string) {
  return call('/lfscada/system/settings/favicon', settingsView, { image });
}
