import { roomRecordActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { api } from '../../app/api/client.ts';
import { Select } from '../../kit/select.tsx';

type TagRow = { id: number; name: string; color: string };

/** Every room tag (there are tens, not thousands): one call, kept for a minute. */
export function useRoomTags() {
  return useQuery({
    queryKey: ['room-tags', 'all'],
    queryFn: ({ signal }) => api(roomRecordActions.roomTags.list, { pn: 200 }, { signal }) as Promise<{ list: TagRow[] }>,
    staleTime: 60_000,
  });
}

interface Props {
  id?: string;
  placeholder?: string;
  multiple?: boolean;
  value: number | number[] | undefined;
  onChange: (value: number | number[] | undefined) => void;
}

/** Chooses room tags by name, each shown in its colour. */
export function RoomTagSelect({ id, placeholder, multiple, value, onChange }: Props) {
  const tags = useRoomTags();
  return (
    <Select<number | number[]>
      id={id}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      loading={tags.isLoading}
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      optionFilterProp="label"
      options={(tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
      tagRender={({ label, closable, onClose, value: tagId }) => (
        <Tag color={tags.data?.list.find((tag) => tag.id === tagId)?.color} closable={closable} onClose={onClose}>
          {label}
        </Tag>
      )}
    />
  );
}
