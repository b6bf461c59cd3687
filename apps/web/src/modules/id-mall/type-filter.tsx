import { idMallActions, MAX_PAGE_SIZE } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import type { FilterValue } from '../../kit/list/url-state.ts';
import { Select } from '../../kit/select.tsx';

const { idNumberTypes, idNumberTypeLabels } = idMallActions;

interface TypeFilterProps {
  id: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  placeholder: string;
}

/** The number list's type filter: the types by name and price, in their sort order, for the `type_id` wire filter. */
export function TypeFilter({ id, value, onChange, placeholder }: TypeFilterProps) {
  const lang = useUiLang();
  const types = useQuery({
    // Under the type list's key: a change on the types tab refreshes these choices too.
    queryKey: [...listKey(idNumberTypes.list), 'choices'],
    queryFn: () => api(idNumberTypes.list, { pn: MAX_PAGE_SIZE, sort: 'sort', order: 'asc' }),
  });
  const label = idNumberTypeLabels[lang].fields.price;
  return (
    <Select<number>
      id={id}
      allowClear
      loading={types.isLoading}
      placeholder={placeholder}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange(next ?? undefined)}
      options={(types.data?.list ?? []).map((type) => ({ value: type.id, label: `${type.name} · ${label} ${type.price}` }))}
    />
  );
}
