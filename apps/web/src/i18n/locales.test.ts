import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { zhCN } from './locales/zh-CN';
import { en } from './locales/en';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValues(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leafValues);
}

describe('locales', () => {
  it('have exactly the same keys in Chinese and English', () => {
    const zhKeys = leafKeys(zhCN).sort();
    const enKeys = leafKeys(en).sort();
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('have a non-empty text for every key', () => {
    for (const locale of [zhCN, en]) {
      for (const value of leafValues(locale)) {
        expect(typeof value).toBe('string');
        expect(String(value).trim()).not.toBe('');
      }
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    const zhTexts = new Map(leafKeys(zhCN).map((key, i) => [key, leafValues(zhCN)[i]]));
    leafKeys(en).forEach((key, i) => {
      const zhText = String(zhTexts.get(key));
      expect(placeholders(String(leafValues(en)[i])), key).toEqual(placeholders(zhText));
    });
  });

  // English says "1 alarm" but "2 alarms": i18next picks `key_one` or `key_other` by the count.
  // Chinese has one form, so its `_one` and `_other` texts are the same.
  it('gives every English count before a plural noun a singular form', () => {
    const countedPlural = /\{\{count\}\}(?: \w+)? (?!(?:is|was|has)\b)\w+s\b/;
    leafKeys(en).forEach((key, i) => {
      if (countedPlural.test(String(leafValues(en)[i]))) expect(key, key).toMatch(/_other$/);
    });
  });

  it('chooses the singular for one in English and the one form in Chinese', async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } } });
    const alarms = (lng: string, count: number) =>
      i18n.t('monitor.list.alarmCount', { lng, count });
    expect(alarms('en', 1)).toBe('1 alarm');
    expect(alarms('en', 2)).toBe('2 alarms');
    expect(alarms('zh-CN', 1)).toBe('1 条报警');
    expect(alarms('zh-CN', 3)).toBe('3 条报警');
  });

  it('carries the SPEC §8 texts verbatim', () => {
    expect(zhCN.errors.userInfoFailed).toBe('获取权限信息失败，请重新登录！');
    expect(zhCN.login.submit).toBe('登录');
    expect(en.login.submit).toBe('Log in');
    expect(zhCN.user.logout).toBe('退出登录');
  });
});
