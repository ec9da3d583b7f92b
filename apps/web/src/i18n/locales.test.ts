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

  it('carries the SPEC §8 texts verbatim', () => {
    expect(zhCN.errors.userInfoFailed).toBe('获取权限信息失败，请重新登录！');
    expect(zhCN.login.submit).toBe('登录');
    expect(en.login.submit).toBe('Log in');
    expect(zhCN.user.logout).toBe('退出登录');
  });
});
