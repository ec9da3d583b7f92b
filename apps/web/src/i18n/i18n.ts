import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lf/protocol';
import { zhCN } from './locales/zh-CN';
import { en } from './locales/en';

export const LOCALE_STORAGE_KEY = 'lf.locale';

export const resources = {
  'zh-CN': { translation: zhCN },
  en: { translation: en },
} as const;

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', en: 'en' };

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen earlier on this device, if any. */
export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

function applyToDocument(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
}

/** Switches the interface language and remembers the choice on this device. */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  applyToDocument(locale);
  await i18next.changeLanguage(locale);
}

/** The organisation's default language (system settings), unless this device chose one. */
export async function adoptDefaultLocale(locale: Locale): Promise<void> {
  if (storedLocale() || currentLocale() === locale) return;
  applyToDocument(locale);
  await i18next.changeLanguage(locale);
}

export function parseLocale(value: string | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

const initialLocale = storedLocale() ?? DEFAULT_LOCALE;

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
});
applyToDocument(initialLocale);

export { i18next };
