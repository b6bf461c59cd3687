import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackends } from '../../test/memory-backends.ts';
import { currentTabs, forgetTabsOwner, isCloseGuarded, loadTabs, setCloseGuard, setTabs, switchTabsOwner } from './tab-store.ts';

let store: Map<string, string>;
// The page's window, for the question asked before the console is left (these tests run in node).
vi.stubGlobal('window', new EventTarget());
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
    setCloseGuard('/a', 'form', true);
    expect(isCloseGuarded('/a')).toBe(true);
    setTabs(currentTabs().filter((tab) => tab.key !== '/a'));
    expect(isCloseGuarded('/a')).toBe(false);
  });

  it('guards a tab while any of its forms has unsaved input, and asks before the console is left', () => {
    switchTabsOwner(1);
    setTabs([...currentTabs(), { key: '/b', path: '/b' }]);
    setCloseGuard('/b', 'first', true);
    setCloseGuard('/b', 'second', true);
    setCloseGuard('/b', 'first', false);
    expect(isCloseGuarded('/b')).toBe(true);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    setCloseGuard('/b', 'second', false);
    expect(isCloseGuarded('/b')).toBe(false);
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });
});
