import type { ModuleLabels } from '@console/contract';
import { Spin } from 'antd';
import { type ComponentType, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type UiLang, useUiLang } from '../app/i18n.ts';
import { useTabKey } from '../app/tabs/keep-alive.tsx';
import { KeptParams, searchOfTab, TAB_PARAM, tabIn, useKeptParams } from './page-params.ts';
import { useOwnSearch } from './use-own-search.ts';
import './kit.css';

/** A tab named by its words, or by the resource it shows (the resource's `tab` word, else its noun). */
export type ScreenTab<K extends string> = { key: K; body: ComponentType } & (
  | { label: string }
  | { of: { labels: ModuleLabels } }
);

const labelOf = (tab: ScreenTab<string>, lang: UiLang) =>
  'label' in tab ? tab.label : (tab.of.labels[lang].tab ?? tab.of.labels[lang].noun);

interface Props<K extends string> {
  tabs: readonly ScreenTab<K>[];
  /** Called when another tab is shown (a tab refreshing what the one it follows may have changed). */
  onChoose?: (key: K) => void;
  'data-testid'?: string;
  className?: string;
}

/**
 * A screen of several lists, one shown at a time (gifts and emoji, numbers and types, accounts and
 * areas; a record's child lists). The chosen tab is in the URL (`?tab=`, none for the first), so a
 * reload or a shared link opens it and the browser's back returns to the tab before. Each tab's
 * list keeps its filters and page in the URL too (carrying `tab` and the page's other params), so
 * another tab starts from none. A plain tab list: antd's Tabs would add 11 KB to a screen's first
 * load for a few buttons. A tab's body may be lazy (`lazy(() => import(…))`): a tab that is not the
 * first and carries a table or a picker of its own then loads when it is chosen, not with the screen.
 */
export function ScreenTabs<K extends string>({ tabs, onChoose, className, ...rest }: Props<K>) {
  const lang = useUiLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // This page's own address: a page kept mounted behind another tag reads its own tab, not that one's.
  const ownPath = useTabKey() ?? pathname;
  const search = useOwnSearch();
  const kept = useKeptParams();
  const inner = useMemo(() => [...kept, TAB_PARAM], [kept]);
  const base = useId();
  const keys = tabs.map((one) => one.key);
  const current = tabs.find((one) => one.key === tabIn(search, keys));
  const choose = (key: K) => {
    if (key === current?.key) return;
    // A new history entry: back returns to the tab before, with the filters it had.
    navigate({ pathname: ownPath, search: searchOfTab(search, kept, key, keys[0]) });
  };
  useChosen(current?.key, onChoose);
  const Body = current?.body;
  return (
    <div className={className} data-testid={rest['data-testid']}>
      <div className="screen-tabs" role="tablist">
        {tabs.map((one) => (
          <button
            key={one.key}
            type="button"
            role="tab"
            id={`${base}-tab-${one.key}`}
            aria-selected={one.key === current?.key}
            aria-controls={`${base}-panel`}
            className="screen-tabs__tab"
            onClick={() => choose(one.key)}
          >
            {labelOf(one, lang)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current?.key}`} key={current?.key}>
        <KeptParams value={inner}>
          <Suspense fallback={<Spin />}>{Body && <Body />}</Suspense>
        </KeptParams>
      </div>
    </div>
  );
}

/** Calls `onChoose` when the shown tab changes, by a click or by the browser's back, not on the first one shown. */
function useChosen<K extends string>(key: K | undefined, onChoose: ((key: K) => void) | undefined) {
  const shown = useRef(key);
  const latest = useRef(onChoose);
  latest.current = onChoose;
  useEffect(() => {
    if (key === undefined || key === shown.current) return;
    shown.current = key;
    latest.current?.(key);
  }, [key]);
}
