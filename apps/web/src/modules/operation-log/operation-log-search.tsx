import { Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeField } from '../../kit/range-field.tsx';
import { type SearchField, SearchPanel } from '../../kit/search-panel.tsx';
import type { FilterValues, LogResult } from './operation-log-filters.ts';

const RESULTS: readonly LogResult[] = ['ok', 'failed', 'refused'];

function text(
  name: 'admin_name' | 'module' | 'action' | 'target_id',
  label: string,
  placeholder: string,
): SearchField<FilterValues> {
  return {
    name,
    label,
    render: ({ id, value, onChange }) => (
      <Input
        id={id}
        allowClear
        maxLength={64}
        placeholder={placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    ),
  };
}

export function OperationLogSearch({ onSearch }: { onSearch: (values: FilterValues) => void }) {
  const { t } = useTranslation('operationLog');
  const fields = useMemo<SearchField<FilterValues>[]>(() => {
    const placeholder = t('placeholder');
    return [
      text('admin_name', t('adminName'), placeholder),
      text('module', t('module'), placeholder),
      {
        name: 'result',
        label: t('result'),
        render: ({ id, value, onChange }) => (
          <Select<LogResult>
            id={id}
            allowClear
            placeholder={placeholder}
            value={value as LogResult | undefined}
            onChange={(next) => onChange(next ?? undefined)}
            options={RESULTS.map((result) => ({ value: result, label: t(`results.${result}`) }))}
          />
        ),
      },
      text('action', t('action'), placeholder),
      text('target_id', t('targetId'), placeholder),
      {
        name: 'range',
        label: t('timeRange'),
        render: ({ id, value, onChange }) => (
          <RangeField
            id={id}
            value={value as FilterValues['range']}
            onChange={onChange}
            placeholder={[t('startTime'), t('endTime')]}
          />
        ),
      },
    ];
  }, [t]);
  return <SearchPanel<FilterValues> fields={fields} initial={{}} onSearch={onSearch} visibleCount={3} />;
}
