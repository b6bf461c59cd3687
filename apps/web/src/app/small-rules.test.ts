import { describe, expect, it } from 'vitest';
import { memoryBackends } from '../test/memory-backends.ts';
import { resources } from './i18n.ts';
import { pageVersionStep } from './page-version.ts';
import { quotaWarningDue, usageRatio } from './quota.ts';
import { readCookie, readJson, writeCookie } from './storage.ts';

describe('daily quota warning (SPEC §6)', () => {
  it('does not count an unassigned quota as used up', () => {
    expect(usageRatio(0, 5)).toBe(0);
    expect(usageRatio(100, 91)).toBeCloseTo(0.91);
  });

  it('shows the server’s warning once per day it was given', () => {
    expect(quotaWarningDue(null, null)).toBe(false);
    expect(quotaWarningDue('2025-01-02', null)).toBe(true);
    expect(quotaWarningDue('2025-01-02', '2025-01-02')).toBe(false);
    expect(quotaWarningDue('2025-01-03', '2025-01-02')).toBe(true);
  });
});

describe('page version (SPEC §4)', () => {
  it('reloads once when the stored version differs, and only stores it on a first visit', () => {
    expect(pageVersionStep('4', 4)).toBe('keep');
    expect(pageVersionStep('3', 4)).toBe('reload');
    expect(pageVersionStep(null, 4)).toBe('store');
  });
});

describe('storage helpers', () => {
  it('round-trips cookies and refuses malformed JSON', () => {
    const { store } = memoryBackends();
    writeCookie('lang', 'en');
    expect(readCookie('lang')).toBe('en');
    store.set('x', '{broken');
    expect(readJson('x', 'fallback', (v): v is string => typeof v === 'string')).toBe('fallback');
  });
});

describe('locales', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('has the same keys in Chinese and English for every module', () => {
    for (const ns of Object.keys(resources['zh-cn']) as (keyof (typeof resources)['zh-cn'])[]) {
      expect(keys(resources.en[ns]), ns).toEqual(keys(resources['zh-cn'][ns]));
    }
  });

  it('words the catalogue messages as SPEC §8 does', () => {
    expect(resources.en.shell.pages['404']).toBe('page has flown away');
    expect(resources.en.shell.errors.systemError).toBe('system error');
    expect(resources.en.shell.tags.confirmClose).toBe('close this page?');
  });
});
