import { roomTopicActions } from '@console/contract';
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

/** The topics the admin sees (their regions'), by name in the interface language: the room tab's filter and form. */
export function TopicSelect(props: Props) {
  const lang = useUiLang();
  const topics = useQuery({
    queryKey: ['topicSelect', currentWireLang()],
    // A screen of topics is short: one page of the largest size holds them.
    queryFn: () => api(roomTopicActions.roomTopics.list, { pn: 200 }),
  });
  const list = (topics.data?.list ?? []) as { id: number; name_zh: string; name_en: string }[];
  return (
    <Select<number>
      id={props.id}
      aria-label={props['aria-label']}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={topics.isFetching}
      placeholder={props.placeholder}
      value={props.value ?? undefined}
      onChange={(next) => props.onChange?.(next ?? undefined)}
      options={list.map((topic) => ({ value: topic.id, label: lang === 'en' ? topic.name_en : topic.name_zh }))}
    />
  );
}
