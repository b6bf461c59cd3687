import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { REWARD_MESSAGES } from './reward.messages.ts';
import { REWARD_KINDS, REWARD_LABELS, type Reward, rewardSchema, rewardText } from './reward.ts';

/** The message of the first issue, or the parsed reward. */
function parse(value: unknown): Reward | string {
  const parsed = rewardSchema().safeParse(value);
  return parsed.success ? (parsed.data as Reward) : (parsed.error.issues[0]?.message ?? '');
}

describe('the reward value', () => {
  it('accepts each kind with its parts, from an object or its JSON text, and keeps only those parts', () => {
    expect(parse({ kind: 'coins', amount: '500', days: 3 })).toEqual({ kind: 'coins', amount: 500 });
    expect(parse('{"kind":"gift","item_id":4,"amount":3}')).toEqual({ kind: 'gift', item_id: 4, amount: 3 });
    expect(parse({ kind: 'prop', item_id: 9 })).toEqual({ kind: 'prop', item_id: 9 });
    expect(parse({ kind: 'medal', item_id: 9, days: 7, amount: 2 })).toEqual({ kind: 'medal', item_id: 9, days: 7 });
    expect(parse({ kind: 'nameplate', item_id: 2, days: 30 })).toEqual({ kind: 'nameplate', item_id: 2, days: 30 });
    expect(parse({ kind: 'nothing', item_id: 3 })).toEqual({ kind: 'nothing' });
  });

  it('refuses a missing or out-of-range part with the kind’s own words', () => {
    expect(parse(undefined)).toBe('required');
    expect(parse('')).toBe('required');
    expect(parse('coins')).toBe('reward_invalid');
    expect(parse({ kind: 'bonus' })).toBe('reward_invalid');
    expect(parse({ kind: 'coins' })).toBe('reward_coins_required');
    expect(parse({ kind: 'coins', amount: 0 })).toBe('reward_coins_range');
    expect(parse({ kind: 'coins', amount: 1_000_001 })).toBe('reward_coins_range');
    expect(parse({ kind: 'gift', amount: 1 })).toBe('reward_gift_required');
    expect(parse({ kind: 'gift', item_id: 1 })).toBe('reward_count_required');
    expect(parse({ kind: 'gift', item_id: 1, amount: 10_000 })).toBe('reward_count_range');
    expect(parse({ kind: 'prop' })).toBe('reward_prop_required');
    expect(parse({ kind: 'medal', item_id: 1, days: 3651 })).toBe('reward_days_range');
    expect(parse({ kind: 'nameplate', days: 3 })).toBe('reward_nameplate_required');
    expect(parse({ kind: 'nameplate', item_id: 1 })).toBe('reward_days_required');
    expect(parse({ kind: 'prop', item_id: 0 })).toBe('invalid_id');
  });

  it('has every word in both languages', () => {
    for (const [key, words] of Object.entries(REWARD_MESSAGES)) {
      expect(MESSAGES[key as keyof typeof MESSAGES]).toEqual(words);
      expect(words.zh && words.en, key).toBeTruthy();
    }
    for (const lang of ['zh-cn', 'en'] as const) {
      expect(Object.keys(REWARD_LABELS[lang].kinds)).toEqual([...REWARD_KINDS]);
    }
  });

  it('reads as words in a list', () => {
    expect(rewardText({ kind: 'coins', amount: 500 }, 'en')).toBe('Coins 500');
    expect(rewardText({ kind: 'coins', amount: 300_000 }, 'zh-cn')).toBe('金币 300,000');
    expect(rewardText({ kind: 'gift', item_id: 4, amount: 3 }, 'en', 'Rose')).toBe('Gift × 3: Rose');
    expect(rewardText({ kind: 'nameplate', item_id: 2, days: 30 }, 'zh-cn')).toBe('铭牌:#2,30天');
    expect(rewardText({ kind: 'nothing' }, 'zh-cn')).toBe('无奖励');
  });
});
