import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import { type FilterValues, readListState, type TimeRange } from '../../kit/list/url-state.ts';
import { useCountries } from '../../kit/use-countries.ts';

interface Props {
  history: readonly string[];
  filters: readonly ListFilter[];
  onPick: (filters: FilterValues) => void;
  onClear: () => void;
}

/** The admin's last searches as chips; choosing one runs it again. */
export function SearchHistoryBar({ history, filters, onPick, onClear }: Props) {
  const { t } = useTranslation('member');
  const countries = useCountries();
  if (history.length === 0) return null;

  const describe = (values: FilterValues) =>
    filters
      .filter((filter) => values[filter.name] !== undefined)
      .map((filter) => {
        const value = values[filter.name];
        let shown = String(value);
        if (filter.kind === 'choice') shown = filter.options?.find((option) => option.value === value)?.label ?? shown;
        if (filter.name === 'country_id') shown = countries.data?.find((c) => c.id === value)?.country_name ?? shown;
        if (filter.kind === 'timeRange') {
          const [from, to] = value as TimeRange;
          shown = `${from ? formatUnixTime(from).slice(0, 10) : ''} ~ ${to ? formatUnixTime(to).slice(0, 10) : ''}`;
        }
        return `${filter.label}: ${shown}`;
      })
      .join(', ');

  return (
    <nav className="member-search-history" aria-label={t('search.history')} data-testid="member-search-history">
      <HistoryOutlined aria-hidden="true" />
      <span className="member-search-history__label">{t('search.history')}</span>
      {history.map((search) => {
        const { filters: values } = readListState(new URLSearchParams(search), filters, 10);
        return (
          <Button key={search} size="small" className="member-search-history__entry" onClick={() => onPick(values)}>
            {describe(values)}
          </Button>
        );
      })}
      <Button type="link" size="small" onClick={onClear}>
        {t('search.clearHistory')}
      </Button>
    </nav>
  );
}
