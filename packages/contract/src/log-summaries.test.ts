import { describe, expect, it } from 'vitest';
import {
  LOG_SUMMARIES,
  LOG_SUMMARY_PARTS,
  LOG_WORDS,
  logSummaryText,
  logWords,
  regionWord,
  roleNameWords,
} from './log-summaries.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the log-summary catalogue', () => {
  it('keeps each key once across its parts (a later part would silently replace an earlier one)', () => {
    const keys = LOG_SUMMARY_PARTS.flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(LOG_SUMMARIES).length).toBe(keys.length);
  });

  it('says every summary in both languages with the same parameters', () => {
    const mismatched = Object.entries(LOG_SUMMARIES as Record<string, { zh: string; en: string }>).filter(
      ([, { zh, en }]) => zh === '' || en === '' || placeholders(zh).join() !== placeholders(en).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has every word in both languages', () => {
    const words = Object.values(LOG_WORDS).flatMap((group) => Object.values(group) as { zh: string; en: string }[]);
    expect(words.filter((word) => !word.zh || !word.en)).toEqual([]);
  });
});

describe('a stored summary read back', () => {
  it('fills parameters with the row’s own words and words in the reader’s language', () => {
    const params = { measure: { zh: '封禁账号', en: 'Ban account' }, reason: LOG_WORDS.ban_reason.porn, duration: 'x' };
    expect(logSummaryText('ban', params, 'zh-cn')).toBe('封禁账号(色情,x)');
    expect(logSummaryText('ban', params, 'en-us')).toBe('Ban account (porn, x)');
  });

  it('lists several words in each language’s way, and names regions and built-in roles in both', () => {
    expect(logWords('member_field', ['nickname', 'avatar'])).toEqual({ zh: '昵称、头像', en: 'nickname, avatar' });
    expect(regionWord(2)).toEqual({ zh: '华语区', en: 'Chinese' });
    expect(regionWord(4242)).toBe(4242);
    expect(roleNameWords('Operator', 'operator')).toEqual({ zh: '运营', en: 'Operator' });
    expect(roleNameWords('Night shift', 'custom')).toEqual({ zh: 'Night shift', en: 'Night shift' });
  });

  it('is null for a key this version does not know, so the stored English shows', () => {
    expect(logSummaryText('from_the_future', {}, 'zh-cn')).toBeNull();
  });
});
