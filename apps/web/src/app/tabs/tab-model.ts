import { HOME_PATH } from '../routes.ts';

/** An opened page: `key` is its pathname, `path` adds the query it was last shown with. */
export interface Tab {
  key: string;
  path: string;
}

export const HOME_TAB: Tab = { key: HOME_PATH, path: HOME_PATH };

/** SPEC §2: the tag bar scrolls 240 px per step. */
export const TAB_SCROLL_STEP = 240;

/** Home leads and cannot go; duplicates and junk from an older build are dropped. */
export function normaliseTabs(tabs: readonly Tab[]): Tab[] {
  const seen = new Set<string>([HOME_PATH]);
  const rest = tabs.filter((tab) => {
    if (seen.has(tab.key)) return false;
    seen.add(tab.key);
    return true;
  });
  return [HOME_TAB, ...rest];
}

export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((one) => one.key === tab.key);
  if (index === -1) return normaliseTabs([...tabs, tab]);
  if (tabs[index].path === tab.path) return normaliseTabs(tabs);
  return normaliseTabs(tabs.map((one, i) => (i === index ? tab : one)));
}

export interface Closing {
  tabs: Tab[];
  /** Where to go when the active tab was among those closed. */
  goTo?: string;
}

/** Closes one tab; closing the active one moves to its right neighbour, or the left one at the end. */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string): Closing {
  if (key === HOME_PATH) return { tabs: normaliseTabs(tabs) };
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1) return { tabs: normaliseTabs(tabs) };
  const left = tabs.filter((tab) => tab.key !== key);
  if (key !== activeKey) return { tabs: normaliseTabs(left) };
  const next = tabs[index + 1] ?? tabs[index - 1] ?? HOME_TAB;
  return { tabs: normaliseTabs(left), goTo: next.path };
}

export function closeOtherTabs(tabs: readonly Tab[], keep: string, activeKey: string): Closing {
  const kept = normaliseTabs(tabs.filter((tab) => tab.key === keep));
  const target = tabs.find((tab) => tab.key === keep);
  return { tabs: kept, goTo: keep !== activeKey ? (target?.path ?? HOME_PATH) : undefined };
}

export function closeAllTabs(activeKey: string): Closing {
  return { tabs: [HOME_TAB], goTo: activeKey !== HOME_PATH ? HOME_PATH : undefined };
}

/** Keys a close would remove, so the bar can ask once when any of them wants confirmation. */
export function removedKeys(before: readonly Tab[], after: readonly Tab[]): string[] {
  const kept = new Set(after.map((tab) => tab.key));
  return before.filter((tab) => !kept.has(tab.key)).map((tab) => tab.key);
}

/** Next scrollLeft of the bar for one arrow click, kept within the scrollable range. */
export function scrollStep(current: number, direction: -1 | 1, maxScroll: number): number {
  return Math.min(Math.max(current + direction * TAB_SCROLL_STEP, 0), Math.max(maxScroll, 0));
}

export function isTab(value: unknown): value is Tab {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Tab).key === 'string' &&
    typeof (value as Tab).path === 'string' &&
    (value as Tab).path.startsWith((value as Tab).key)
  );
}
