import { systemSettingsView as settingsView, type SettingsSaveRequest } from '@lf/protocol';
import { call } from '../../api/client';

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
