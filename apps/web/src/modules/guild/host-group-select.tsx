import { hostActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  'aria-label'?: string;
  placeholder?: string;
}

/** The host groups the admin sees (their regions'), by name: the guild host screen's filter and forms. */
export function HostGroupSelect(props: Props) {
  const groups = useQuery({
    queryKey: ['hostGroupSelect', currentWireLang()],
    // Host groups are few: one page of the largest size holds them.
    queryFn: () => api(hostActions.hostGroups.list, { pn: 200 }),
  });
  const list = (groups.data?.list ?? []) as { id: number; name: string }[];
  return (
    <Select<number>
      id={props.id}
      aria-label={props['aria-label']}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={groups.isFetching}
      placeholder={props.placeholder}
      value={props.value ?? undefined}
      onChange={(next) => props.onChange?.(next ?? undefined)}
      options={list.map((group) => ({ value: group.id, label: group.name }))}
    />
  );
}
