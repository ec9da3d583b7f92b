export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A user-facing text in both languages. */
export interface Bilingual {
  zh: string;
  en: string;
}

export function pickLocale(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh-CN';
}

export function textIn(text: Bilingual, locale: Locale): string {
  return locale === 'en' ? text.en : text.zh;
}
