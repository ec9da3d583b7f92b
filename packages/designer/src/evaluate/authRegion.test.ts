import { describe, expect, it } from 'vitest';
import {
  AUTH_REGION_LIMITS,
  authRegionProblem,
  formatAuthRegion,
  parseAuthRegion,
  widgetAccess,
  type RegionViewer,
} from './authRegion';

const operator: RegionViewer = { authRegion: 'operator', roleType: 'user' };
const engineer: RegionViewer = { authRegion: 'engineer', roleType: 'user' };
const admin: RegionViewer = { authRegion: 'administrator', roleType: 'admin' };
const region = (authRegion: string) => ({ authRegion });

describe('parseAuthRegion', () => {
  it('splits on commas of either width and spaces, trims and keeps each id once', () => {
    expect(parseAuthRegion(' engineer, operator，engineer  role-7 ')).toEqual([
      'engineer',
      'operator',
      'role-7',
    ]);
  });

  it('reads an empty or blank text as no region', () => {
    expect(parseAuthRegion('')).toEqual([]);
    expect(parseAuthRegion(' , ')).toEqual([]);
  });

  it('formats a list back to the stored text', () => {
    expect(formatAuthRegion(['engineer', ' operator', 'engineer', ''])).toBe('engineer,operator');
  });
});

describe('authRegionProblem', () => {
  it('accepts role ids, built-in and custom', () => {
    expect(authRegionProblem('engineer,role-5f0c_1')).toBeNull();
    expect(authRegionProblem('')).toBeNull();
  });

  it('refuses what is not a role id, and too many roles', () => {
    expect(authRegionProblem('engineer,<b>')).toContain('<b>');
    expect(authRegionProblem('x'.repeat(AUTH_REGION_LIMITS.idLength + 1))).not.toBeNull();
    const many = Array.from({ length: AUTH_REGION_LIMITS.ids + 1 }, (_, i) => `r${i}`);
    expect(authRegionProblem(many.join(','))).toContain(`${AUTH_REGION_LIMITS.ids}`);
  });
});

describe('widgetAccess', () => {
  it('gives everyone a widget without a region', () => {
    expect(widgetAccess(region(''), operator, true)).toBe('full');
    expect(widgetAccess(region(''), null, false)).toBe('full');
  });

  it('gives a listed role the widget', () => {
    expect(widgetAccess(region('engineer,operator'), operator, true)).toBe('full');
  });

  it('disables a widget that acts for a role not listed', () => {
    expect(widgetAccess(region('engineer'), operator, true)).toBe('disabled');
  });

  it('hides a widget that only shows, for a role not listed', () => {
    expect(widgetAccess(region('engineer'), operator, false)).toBe('hidden');
    expect(widgetAccess(region('engineer'), engineer, false)).toBe('full');
  });

  it('gives administrators every widget', () => {
    expect(widgetAccess(region('operator'), admin, true)).toBe('full');
    expect(widgetAccess(region('operator'), admin, false)).toBe('full');
  });

  it('keeps an unknown viewer outside every region', () => {
    expect(widgetAccess(region('operator'), null, true)).toBe('disabled');
    expect(widgetAccess(region('operator'), null, false)).toBe('hidden');
  });
});
