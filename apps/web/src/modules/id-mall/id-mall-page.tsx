import { idMallActions } from '@console/contract';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { LockButton, type NumberRow } from './lock-button.tsx';
import { TypeFilter } from './type-filter.tsx';

const { idNumbers, idNumberTypes } = idMallActions;

/**
 * The numbers: the state column carries the lock / unlock button (the lock list's own actions), the
 * type filter chooses among the types by name, the pattern filter says how to write a pattern.
 */
const NumberList = resourcePage(idNumbers, {
  testId: 'id-number-list',
  scrollX: 1700,
  columns: (columns) =>
    columns.map((column) =>
      column.key === 'state'
        ? {
            ...column,
            width: 190,
            render: (row) => (
              <>
                {column.render?.(row)}
                <LockButton row={row as unknown as NumberRow} />
              </>
            ),
          }
        : column,
    ),
  filters: (filters, words) =>
    filters.map((filter) => {
      if (filter.name === 'pattern') return { ...filter, placeholder: words.screen('patternPlaceholder'), maxLength: 32 };
      if (filter.name === 'type_id')
        return { ...filter, render: (control) => <TypeFilter {...control} placeholder={words.common('choose')} /> };
      return filter;
    }),
});
const TypeList = resourcePage(idNumberTypes, { testId: 'id-number-type-list', scrollX: 1100 });

type Tab = 'numbers' | 'types';

/** The ID mall (menu 13009, /props/idMall): pretty numbers for sale, and their types and prices. */
export function IdMallPage() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>('numbers');
  const tabs: { key: Tab; label: string; body: () => ReactNode }[] = [
    { key: 'numbers', label: idNumbers.labels[lang].tab ?? '', body: () => <NumberList /> },
    { key: 'types', label: idNumberTypes.labels[lang].tab ?? '', body: () => <TypeList /> },
  ];
  const current = tabs.find((one) => one.key === tab) ?? tabs[0];
  const choose = (key: Tab) => {
    if (key === tab) return;
    setTab(key);
    // Each tab's list keeps its filters in the URL; another tab starts from none.
    navigate({ pathname, search: '' }, { replace: true });
  };
  return (
    <div data-testid="id-mall-page">
      <div role="tablist" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {tabs.map((one) => (
          <button
            key={one.key}
            type="button"
            role="tab"
            id={`id-mall-tab-${one.key}`}
            aria-selected={one.key === current?.key}
            aria-controls="id-mall-tab-panel"
            onClick={() => choose(one.key)}
          >
            {one.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="id-mall-tab-panel" aria-labelledby={`id-mall-tab-${current?.key}`} key={current?.key}>
        {current?.body()}
      </div>
    </div>
  );
}
