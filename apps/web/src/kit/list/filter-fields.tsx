// The plain input alone: antd's `Input` also carries TextArea, Password, Search and OTP (about 12 KB gzip).
import Input from 'antd/es/input/Input';
import type { ReactNode } from 'react';
import { UnixRangeField } from '../range-field.tsx';
import type { SearchField } from '../search-panel.tsx';
import { Select } from '../select.tsx';
import type { FilterSpec, FilterValue, FilterValues, TimeRange } from './url-state.ts';

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter of a list declaration: how it travels (FilterSpec) and how it is drawn. */
export interface ListFilter extends FilterSpec {
  label: string;
  placeholder?: string;
  /** choice: the options; bool: [label of true, label of false]. */
  options?: readonly FilterOption[];
  boolLabels?: readonly [string, string];
  /** timeRange: the two placeholders. */
  rangePlaceholder?: [string, string];
  maxLength?: number;
  /** A control of the screen's own. */
  render?: (control: { id: string; value: FilterValue; onChange: (value: FilterValue) => void }) => ReactNode;
}

function control(filter: ListFilter, id: string, value: FilterValue, onChange: (value: FilterValue) => void): ReactNode {
  if (filter.render) return filter.render({ id, value, onChange });
  switch (filter.kind) {
    case 'choice':
      return (
        <Select<string>
          id={id}
          allowClear
          showSearch={(filter.options?.length ?? 0) > 8 ? { optionFilterProp: 'label' } : undefined}
          placeholder={filter.placeholder}
          value={typeof value === 'string' ? value : undefined}
          onChange={(next) => onChange(next ?? undefined)}
          options={filter.options?.map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'bool':
      return (
        <Select<string>
          id={id}
          allowClear
          placeholder={filter.placeholder}
          value={value === true ? '1' : value === false ? '0' : undefined}
          onChange={(next) => onChange(next === '1' ? true : next === '0' ? false : undefined)}
          options={[
            { value: '1', label: filter.boolLabels?.[0] ?? '1' },
            { value: '0', label: filter.boolLabels?.[1] ?? '0' },
          ]}
        />
      );
    case 'timeRange':
      return (
        <UnixRangeField
          id={id}
          value={Array.isArray(value) ? (value as TimeRange) : undefined}
          onChange={(next) => onChange(next)}
          placeholder={filter.rangePlaceholder ?? ['', '']}
        />
      );
    default:
      return (
        <Input
          id={id}
          allowClear
          inputMode={filter.kind === 'int' ? 'numeric' : undefined}
          maxLength={filter.maxLength ?? 64}
          placeholder={filter.placeholder}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value;
            // Whole numbers become numbers; anything else stays text and the server says what is wrong.
            if (filter.kind === 'int' && /^\d{1,15}$/.test(text.trim())) onChange(Number(text.trim()));
            else onChange(text === '' ? undefined : text);
          }}
        />
      );
  }
}

export function searchFields(filters: readonly ListFilter[]): SearchField<FilterValues>[] {
  return filters.map((filter) => ({
    name: filter.name,
    label: filter.label,
    render: ({ id, value, onChange }) => control(filter, id, value, onChange),
  }));
}
