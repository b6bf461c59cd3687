import { beforeEach, describe, expect, it } from 'vitest';
import { memoryBackends } from '../../test/memory-backends.ts';
import { memberDetailPath, userIdOf } from './member-paths.ts';
import {
  clearSearchHistory,
  loadSearchHistory,
  normaliseSearch,
  pushSearch,
  rememberSearch,
  searchHistoryKey,
} from './search-history.ts';

let store: Map<string, string>;
beforeEach(() => {
  store = memoryBackends().store;
});

describe('member search history', () => {
  it('keeps the last 5 searches, newest first, without repeats', () => {
    let history: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) history = pushSearch(history, `?nickname=${name}`);
    expect(history).toEqual(['nickname=f', 'nickname=e', 'nickname=d', 'nickname=c', 'nickname=b']);
    history = pushSearch(history, 'nickname=d');
    expect(history).toEqual(['nickname=d', 'nickname=f', 'nickname=e', 'nickname=c', 'nickname=b']);
  });

  it('treats the same filters in another order, page or size as the same search; blank searches are not kept', () => {
    expect(normaliseSearch('?status=banned&page=3&nickname=ab&pn=50')).toBe('nickname=ab&status=banned');
    expect(pushSearch(['nickname=ab&status=banned'], '?status=banned&nickname=ab&page=2')).toEqual(['nickname=ab&status=banned']);
    expect(pushSearch(['x=1'], '?page=2')).toEqual(['x=1']);
    expect(pushSearch([], '')).toEqual([]);
  });

  it('is kept per admin uid in local storage', () => {
    rememberSearch(7, '?nickname=moon');
    rememberSearch(7, '?user_id=10000001');
    rememberSearch(8, '?email=a%40b.c');
    expect(loadSearchHistory(7)).toEqual(['user_id=10000001', 'nickname=moon']);
    expect(loadSearchHistory(8)).toEqual(['email=a%40b.c']);
    expect(JSON.parse(store.get(searchHistoryKey(7)) ?? '[]')).toHaveLength(2);
    clearSearchHistory(7);
    expect(loadSearchHistory(7)).toEqual([]);
    expect(loadSearchHistory(8)).toHaveLength(1);
  });

  it('ignores junk in storage', () => {
    store.set(searchHistoryKey(3), '{"not":"a list"}');
    expect(loadSearchHistory(3)).toEqual([]);
    store.set(searchHistoryKey(3), 'not json');
    expect(loadSearchHistory(3)).toEqual([]);
  });
});

describe('user page link', () => {
  it('carries the member id in the URL and reads only a valid one back', () => {
    expect(memberDetailPath(10000042)).toBe('/user/userInformation/userDetail?user_id=10000042');
    expect(userIdOf('?user_id=10000042')).toBe(10000042);
    // `?id=` as room and group detail take it, and as a reference's link gives it.
    expect(userIdOf('?id=10000042')).toBe(10000042);
    for (const bad of ['', '?user_id=', '?user_id=abc', '?user_id=0', '?user_id=-5', '?user_id=1e3']) {
      expect(userIdOf(bad)).toBeNull();
    }
  });
});
