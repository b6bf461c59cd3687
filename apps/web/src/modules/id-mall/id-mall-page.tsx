import { idMallActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
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

/** The ID mall (menu 13009, /props/idMall): pretty numbers for sale, and their types and prices. */
export function IdMallPage() {
  return (
    <ScreenTabs
      data-testid="id-mall-page"
      tabs={[
        { key: 'numbers', of: idNumbers, body: NumberList },
        { key: 'types', of: idNumberTypes, body: TypeList },
      ]}
    />
  );
}
