import { beforeEach, describe, expect, it } from 'vitest';
import { memoryBackends } from '../../test/memory-backends.ts';
import { currentTabs, forgetTabsOwner, isCloseGuarded, loadTabs, setCloseGuard, setTabs, switchTabsOwner } from './tab-store.ts';

let store: Map<string, string>;
beforeEach(() => {
  store = memoryBackends().store;
  forgetTabsOwner();
});

describe('opened tabs per admin account', () => {
  it('saves the tabs under the admin and gives another admin a clean bar', () => {
    switchTabsOwner(1);
    setTabs([...currentTabs(), { key: '/operationLog/home', path: '/operationLog/home' }]);
    expect(JSON.parse(store.get('openedTabs:1') ?? '[]')).toHaveLength(2);

    forgetTabsOwner();
    switchTabsOwner(5);
    expect(currentTabs().map((tab) => tab.key)).toEqual(['/home']);

    switchTabsOwner(1);
    expect(currentTabs().map((tab) => tab.key)).toEqual(['/home', '/operationLog/home']);
  });

  it('ignores stored junk', () => {
    store.set('openedTabs:3', '{"not":"a list"}');
    expect(loadTabs(3)).toEqual([{ key: '/home', path: '/home' }]);
    store.set('openedTabs:3', 'not json');
    expect(loadTabs(3)).toEqual([{ key: '/home', path: '/home' }]);
  });

  it('forgets a page’s close guard once its tab is closed', () => {
    switchTabsOwner(1);
    setTabs([...currentTabs(), { key: '/a', path: '/a' }]);
    setCloseGuard('/a', true);
    expect(isCloseGuarded('/a')).toBe(true);
    setTabs(currentTabs().filter((tab) => tab.key !== '/a'));
    expect(isCloseGuarded('/a')).toBe(false);
  });
});
