import { roomColumnActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { api } from '../../app/api/client.ts';
import { currentWireLang, useUiLang } from '../../app/i18n.ts';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  'aria-label'?: string;
  placeholder?: string;
}

/** The columns the admin sees (their regions'), by name in the interface language: the rooms screen's filter and form. */
export function ColumnSelect(props: Props) {
  const lang = useUiLang();
  const columns = useQuery({
    queryKey: ['columnSelect', currentWireLang()],
    // The columns are few: one page of the largest size holds them.
    queryFn: () => api(roomColumnActions.roomColumns.list, { pn: 200 }),
  });
  const list = (columns.data?.list ?? []) as { id: number; name_zh: string; name_en: string }[];
  return (
    <Select<number>
      id={props.id}
      aria-label={props['aria-label']}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={columns.isFetching}
      placeholder={props.placeholder}
      value={props.value ?? undefined}
      onChange={(next) => props.onChange?.(next ?? undefined)}
      options={list.map((column) => ({ value: column.id, label: lang === 'en' ? column.name_en : column.name_zh }))}
    />
  );
}
