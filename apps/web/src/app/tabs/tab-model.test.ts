import { describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  isTab,
  normaliseTabs,
  openTab,
  removedKeys,
  scrollStep,
  TAB_SCROLL_STEP,
  type Tab,
} from './tab-model.ts';

const home: Tab = { key: '/home', path: '/home' };
const log: Tab = { key: '/operationLog/home', path: '/operationLog/home' };
const a: Tab = { key: '/a', path: '/a' };
const b: Tab = { key: '/b', path: '/b?x=1' };

describe('tag bar model (SPEC §2)', () => {
  it('always leads with home and never repeats a page', () => {
    expect(normaliseTabs([a, home, a])).toEqual([home, a]);
    expect(openTab([home, a], a)).toEqual([home, a]);
    expect(openTab([home], log)).toEqual([home, log]);
  });

  it('remembers the query a tab was last shown with', () => {
    expect(openTab([home, b], { key: '/b', path: '/b?x=2' })).toEqual([home, { key: '/b', path: '/b?x=2' }]);
  });

  it('cannot close home', () => {
    expect(closeTab([home, a], '/home', '/home')).toEqual({ tabs: [home, a] });
  });

  it('closing an inactive tab stays where it is; closing the active one moves right, or left at the end', () => {
    expect(closeTab([home, a, b], '/a', '/b')).toEqual({ tabs: [home, b] });
    expect(closeTab([home, a, b], '/a', '/a')).toEqual({ tabs: [home, b], goTo: '/b?x=1' });
    expect(closeTab([home, a, b], '/b', '/b')).toEqual({ tabs: [home, a], goTo: '/a' });
  });

  it('close others keeps home and the chosen tab, and moves to it', () => {
    expect(closeOtherTabs([home, a, b], '/b', '/b')).toEqual({ tabs: [home, b], goTo: undefined });
    expect(closeOtherTabs([home, a, b], '/a', '/b')).toEqual({ tabs: [home, a], goTo: '/a' });
    expect(closeOtherTabs([home, a, b], '/home', '/a')).toEqual({ tabs: [home], goTo: '/home' });
  });

  it('close all keeps home only and goes there', () => {
    expect(closeAllTabs('/a')).toEqual({ tabs: [home], goTo: '/home' });
    expect(closeAllTabs('/home')).toEqual({ tabs: [home], goTo: undefined });
  });

  it('tells which tabs a close removes, to ask once for those that want confirmation', () => {
    expect(removedKeys([home, a, b], [home, b])).toEqual(['/a']);
  });

  it('scrolls the bar 240 px per step within its range', () => {
    expect(TAB_SCROLL_STEP).toBe(240);
    expect(scrollStep(0, 1, 1000)).toBe(240);
    expect(scrollStep(900, 1, 1000)).toBe(1000);
    expect(scrollStep(100, -1, 1000)).toBe(0);
    expect(scrollStep(0, 1, -5)).toBe(0);
  });

  it('accepts only well-formed stored tabs', () => {
    expect(isTab(a)).toBe(true);
    expect(isTab({ key: '/a', path: '/b' })).toBe(false);
    expect(isTab({ key: 1, path: '/a' })).toBe(false);
    expect(isTab(null)).toBe(false);
  });
});
