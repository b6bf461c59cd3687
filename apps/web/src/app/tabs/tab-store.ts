import { useSyncExternalStore } from 'react';
import { perAdminKey, readJson, writeJson } from '../storage.ts';
import { isTab, normaliseTabs, type Tab } from './tab-model.ts';

/**
 * Opened tabs of the signed-in admin, persisted under their uid so another account on the same
 * browser starts clean and the owner finds their pages again after signing back in.
 */
type Listener = () => void;

let owner: number | null = null;
let tabs: Tab[] = normaliseTabs([]);
const listeners = new Set<Listener>();
/** Forms with unsaved input (useCloseGuard), by the tab they are in: closing that tab asks first. */
const guarded = new Map<string, Set<string>>();

const isTabList = (value: unknown): value is Tab[] => Array.isArray(value) && value.every(isTab);

export function loadTabs(uid: number): Tab[] {
  return normaliseTabs(readJson(perAdminKey('openedTabs', uid), [], isTabList));
}

export function tabsOwner(): number | null {
  return owner;
}

/** Switches the store to `uid`'s saved tabs (on entering the shell). */
export function switchTabsOwner(uid: number): void {
  if (owner === uid) return;
  owner = uid;
  tabs = loadTabs(uid);
  guarded.clear();
  emit();
}

export function setTabs(next: Tab[]): void {
  tabs = normaliseTabs(next);
  if (owner !== null) writeJson(perAdminKey('openedTabs', owner), tabs);
  for (const key of guarded.keys()) if (!tabs.some((tab) => tab.key === key)) guarded.delete(key);
  emit();
}

export function currentTabs(): Tab[] {
  return tabs;
}

export function forgetTabsOwner(): void {
  owner = null;
  tabs = normaliseTabs([]);
  guarded.clear();
  emit();
}

/** `holder` (one form) of tab `key` has unsaved input, or no longer has. */
export function setCloseGuard(key: string, holder: string, on: boolean): void {
  const holders = guarded.get(key) ?? new Set<string>();
  if (on) holders.add(holder);
  else holders.delete(holder);
  if (holders.size > 0) guarded.set(key, holders);
  else guarded.delete(key);
  if (on) askBeforeUnload();
}

export function isCloseGuarded(key: string): boolean {
  return guarded.has(key);
}

let unloadAsks = false;

/** Leaving the console (closing the browser tab, reloading) asks too while any form has unsaved input. */
function askBeforeUnload(): void {
  if (unloadAsks) return;
  unloadAsks = true;
  window.addEventListener('beforeunload', (event) => {
    // The browser words this question itself, in its own language; a page cannot.
    if (guarded.size > 0) event.preventDefault();
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTabs(): Tab[] {
  return useSyncExternalStore(subscribe, currentTabs);
}
