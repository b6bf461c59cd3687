import { describe, expect, it } from 'vitest';
import { memoryBackends } from '../test/memory-backends.ts';
import { resources } from './i18n.ts';
import { pageVersionStep } from './page-version.ts';
import { localDay, quotaCheckDue, quotaOverLimit, usageRatio } from './quota.ts';
import { readCookie, readJson, writeCookie } from './storage.ts';

const quota = { gift: 100, gift_use: 0, prop: 100, prop_use: 0, gold: 100, gold_use: 0 };

describe('daily quota warning (SPEC §6)', () => {
  it('warns when any of gifts, props or gold is used over 90 %', () => {
    expect(quotaOverLimit(quota)).toBe(false);
    expect(quotaOverLimit({ ...quota, gift_use: 90 })).toBe(false);
    expect(quotaOverLimit({ ...quota, gift_use: 91 })).toBe(true);
    expect(quotaOverLimit({ ...quota, prop_use: 95 })).toBe(true);
    expect(quotaOverLimit({ ...quota, gold: 1_000_000, gold_use: 930_000 })).toBe(true);
  });

  it('does not count an unassigned quota as used up', () => {
    expect(usageRatio(0, 5)).toBe(0);
    expect(quotaOverLimit({ ...quota, gift: 0, gift_use: 3 })).toBe(false);
  });

  it('checks once a day, for everyone but uid 1', () => {
    expect(quotaCheckDue(1, null, '2025-01-02')).toBe(false);
    expect(quotaCheckDue(5, null, '2025-01-02')).toBe(true);
    expect(quotaCheckDue(5, '2025-01-02', '2025-01-02')).toBe(false);
    expect(quotaCheckDue(5, '2025-01-01', '2025-01-02')).toBe(true);
    expect(localDay(new Date(2025, 0, 2, 23, 59))).toBe('2025-01-02');
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
