import { type ActionSpec, actionKey, COMMON_LABELS } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { api } from '../../app/api/client.ts';
import { currentWireLang, type UiLang, useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../form/form-types.ts';
import type { ListFilter } from '../list/filter-fields.tsx';
import { Select } from '../select.tsx';
import type { Words } from './resource-fields.tsx';

export interface RowPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  'aria-label'?: string;
  placeholder?: string;
}

type Row = Record<string, unknown> & { id: number };

/**
 * A select of the rows a list call answers the admin (so only their regions'), by a name in the
 * interface language: for short lists (topics, columns, host groups), one page of the largest size.
 */
export function rowPicker(list: ActionSpec, name: (row: Row, lang: UiLang) => string): ComponentType<RowPickerProps> {
  return function RowPicker(props: RowPickerProps) {
    const lang = useUiLang();
    const rows = useQuery({
      queryKey: ['rowPicker', actionKey(list), currentWireLang()],
      queryFn: () => api(list, { pn: 200 }) as Promise<{ list: Row[] }>,
    });
    return (
      <Select<number>
        id={props.id}
        aria-label={props['aria-label']}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={rows.isFetching}
        placeholder={props.placeholder ?? COMMON_LABELS[lang].choose}
        value={props.value ?? undefined}
        onChange={(next) => props.onChange?.(next ?? undefined)}
        options={(rows.data?.list ?? []).map((row) => ({ value: row.id, label: name(row, lang) }))}
      />
    );
  };
}

/** A row's name in the interface language, from its Chinese and English name fields. */
export const bilingualName = (row: Row, lang: UiLang) => String(lang === 'en' ? row.name_en : row.name_zh);

/** The derived search filter `name` drawn by a picker. */
export function pickedFilter(filters: ListFilter[], name: string, Picker: ComponentType<RowPickerProps>, words: Words) {
  return filters.map((filter) =>
    filter.name === name
      ? {
          ...filter,
          render: ({ id, value, onChange }: Parameters<NonNullable<ListFilter['render']>>[0]) => (
            <Picker
              id={id}
              aria-label={words.field(name)}
              placeholder={words.common('choose')}
              value={typeof value === 'number' ? value : undefined}
              onChange={onChange}
            />
          ),
        }
      : filter,
  );
}

/**
 * The derived form field `name` drawn by a picker, and asked for unless `required` is false (a
 * field only some rows need, as a prize's prop only for prop prizes).
 */
export function pickedField(
  fields: FormField[],
  name: string,
  Picker: ComponentType<RowPickerProps>,
  { required = true }: { required?: boolean } = {},
): FormField[] {
  return fields.map((field) =>
    field.name === name
      ? {
          ...field,
          required,
          render: ({ id, label, value, onChange }) => (
            <Picker id={id} aria-label={label} value={value as number | null} onChange={onChange} />
          ),
        }
      : field,
  );
}
