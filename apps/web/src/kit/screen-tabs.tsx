import { type ComponentType, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import './kit.css';

export interface ScreenTab<K extends string> {
  key: K;
  label: string;
  body: ComponentType;
}

interface Props<K extends string> {
  tabs: readonly ScreenTab<K>[];
  /** Called when another tab is chosen (a tab refreshing what the one it follows may have changed). */
  onChoose?: (key: K) => void;
  'data-testid'?: string;
  className?: string;
}

/**
 * A screen of several lists, one shown at a time (gifts and emoji, numbers and types, accounts and
 * areas). Each tab's list keeps its filters and page in the URL, so another tab starts from none. A
 * plain tab list: antd's Tabs would add 11 KB to a screen's first load for a few buttons.
 */
export function ScreenTabs<K extends string>({ tabs, onChoose, className, ...rest }: Props<K>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useId();
  const [chosen, setChosen] = useState<K | undefined>(tabs[0]?.key);
  const current = tabs.find((one) => one.key === chosen) ?? tabs[0];
  const choose = (key: K) => {
    if (key === current?.key) return;
    setChosen(key);
    onChoose?.(key);
    navigate({ pathname, search: '' }, { replace: true });
  };
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
            {one.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current?.key}`} key={current?.key}>
        {Body && <Body />}
      </div>
    </div>
  );
}
