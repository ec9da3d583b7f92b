import { z } from 'zod';
import { formInt, formString } from './form';
import { LOCALES } from './i18n';

/**
 * System settings of an organisation (administrators, `/manage/system/settings`). Each number
 * has a sensible range; the server applies a saved change without a restart (see
 * docs/decisions.md, "System settings").
 */
export const SETTINGS_RANGES = {
  sessionHours: { min: 1, max: 720 },
  rememberDays: { min: 1, max: 90 },
  passwordMinLength: { min: 8, max: 15 },
  /** 0: passwords never expire. */
  passwordExpiryDays: { min: 0, max: 3650 },
  lockAfterFailures: { min: 3, max: 100 },
  lockMinutes: { min: 1, max: 1440 },
  /** 0: history is kept for ever. */
  historyRetentionDays: { min: 0, max: 3650 },
  /** 0: messages are kept for ever. */
  messageRetentionDays: { min: 0, max: 3650 },
} as const;

export type SettingsNumberField = keyof typeof SETTINGS_RANGES;

export const SETTINGS_TITLE_MAX = 60;

const ranged = (field: SettingsNumberField) =>
  formInt.pipe(z.number().int().min(SETTINGS_RANGES[field].min).max(SETTINGS_RANGES[field].max));

/** The settings kept as one JSON document per organisation; the title lives in the theme. */
export const storedSettings = z.object({
  defaultLanguage: z.enum(LOCALES),
  sessionHours: ranged('sessionHours'),
  rememberDays: ranged('rememberDays'),
  passwordMinLength: ranged('passwordMinLength'),
  passwordExpiryDays: ranged('passwordExpiryDays'),
  lockAfterFailures: ranged('lockAfterFailures'),
  lockMinutes: ranged('lockMinutes'),
  historyRetentionDays: ranged('historyRetentionDays'),
  messageRetentionDays: ranged('messageRetentionDays'),
});
export type StoredSettings = z.infer<typeof storedSettings>;

/** What an organisation has until an administrator saves its settings (today's behaviour). */
export const DEFAULT_SETTINGS: StoredSettings = {
  defaultLanguage: 'zh-CN',
  sessionHours: 12,
  rememberDays: 30,
  passwordMinLength: 8,
  passwordExpiryDays: 0,
  lockAfterFailures: 10,
  lockMinutes: 15,
  historyRetentionDays: 365,
  messageRetentionDays: 180,
};

/** POST /lfscada/system/settings/save: every setting and the theme title. */
export const settingsSaveRequest = storedSettings.extend({
  // One line: every call refuses the other control characters already (parseInput).
  title: formString(SETTINGS_TITLE_MAX)
    .min(1)
    .regex(/^[^\t\n\r]*$/, 'one line, no tabs'),
});
export type SettingsSaveRequest = z.infer<typeof settingsSaveRequest>;

/** POST /lfscada/system/settings/query → the settings, the theme title and favicon. */
export const systemSettingsView = z.object({
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
});
export type SystemSettingsView = z.infer<typeof systemSettingsView>;

/** The favicon: the avatar's formats and size limit (SPEC §5: ico, jpg, png, gif, svg under 100K). */
export const FAVICON_FORMATS = ['ico', 'png', 'jpg', 'gif', 'svg'] as const;
export const FAVICON_MAX_BYTES = 100 * 1024;

/** POST /lfscada/system/settings/favicon {image: data URL}; the bytes decide the format. */
export const faviconUploadRequest = z.object({
  image: z
    .string()
    .max(Math.ceil((FAVICON_MAX_BYTES * 4) / 3) + 64)
    .regex(/^data:[\w.+/-]{0,64};base64,[A-Za-z0-9+/=]+$/, 'a data URL of an image'),
});
