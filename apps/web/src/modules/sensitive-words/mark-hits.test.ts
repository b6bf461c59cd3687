import { describe, expect, it } from 'vitest';
import { markHits } from './mark-hits.ts';

describe('matching test highlights', () => {
  it('marks every case-insensitive occurrence of each hit word, merging neighbours', () => {
    expect(markHits('Free COINS here, free coins!', [{ word: 'free coins' }])).toEqual([
      { text: 'Free COINS', hit: true },
      { text: ' here, ', hit: false },
      { text: 'free coins', hit: true },
      { text: '!', hit: false },
    ]);
    expect(markHits('加微信刷币', [{ word: '加微信' }, { word: '刷币' }])).toEqual([{ text: '加微信刷币', hit: true }]);
    expect(markHits('clean', [])).toEqual([{ text: 'clean', hit: false }]);
  });
});
