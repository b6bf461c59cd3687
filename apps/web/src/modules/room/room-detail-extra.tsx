import { roomActions, roomRecordActions, roomSupportActions, valueLabel } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/client.ts';
import { fill } from '../../kit/fill.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { Panel } from '../../kit/panel.tsx';
import type { Words } from '../../kit/resource/resource-fields.tsx';
import { Table } from '../../kit/table.tsx';
import { RoomTagSelect } from './room-tag-select.tsx';

type Row = Record<string, unknown> & { id: number };
type HistoryRow = { id: number; created_at: number; admin_name: string; action_label: string; summary: string; result: string };

/** The room's tags, set all at once. */
function TagsCard({ row, words, refresh }: { row: Row; words: Words; refresh: () => void }) {
  const mayCall = useMayCall();
  const tags = (row.tags as { id: number; name: string; color: string }[]) ?? [];
  const [editing, setEditing] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await api(roomActions.setRoomTags, { id: row.id, tag_ids: editing ?? [] });
      setEditing(null);
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel compact style={{ marginTop: 16 }} title={words.screen('tags')} data-testid="room-tags">
      {editing === null ? (
        <Space wrap>
          {tags.map((tag) => (
            <Tag key={tag.id} color={tag.color}>
              {tag.name}
            </Tag>
          ))}
          {mayCall(roomActions.setRoomTags) && (
            <Button size="small" onClick={() => setEditing(tags.map((tag) => tag.id))}>
              {words.screen('editTags')}
            </Button>
          )}
        </Space>
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          <RoomTagSelect multiple value={editing} onChange={(next) => setEditing(Array.isArray(next) ? next : [])} />
          <Button type="primary" loading={busy} onClick={save}>
            {words.common('save')}
          </Button>
        </Space.Compact>
      )}
    </Panel>
  );
}

/** What staff did to the room, newest first, from the operation log. */
function HistoryCard({ row, words }: { row: Row; words: Words }) {
  const history = useQuery({
    // Keyed by the row too: after a command changes the room, its history is read again.
    queryKey: ['room-history', row.id, row],
    queryFn: ({ signal }) => api(roomRecordActions.roomHistory, { id: row.id }, { signal }),
  });
  return (
    <Panel compact style={{ marginTop: 16 }} title={words.screen('history')} data-testid="room-history">
      <Table<HistoryRow>
        size="small"
        rowKey="id"
        loading={history.isLoading}
        dataSource={history.data?.list ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { key: 'time', title: words.field('created_at'), render: (_, r) => formatUnixTime(r.created_at), width: 170 },
          { key: 'admin', dataIndex: 'admin_name', title: words.screen('historyBy'), width: 120 },
          { key: 'action', dataIndex: 'action_label', title: words.screen('historyAction'), width: 160 },
          { key: 'summary', dataIndex: 'summary', title: words.screen('historySummary') },
        ]}
      />
    </Panel>
  );
}

type Release = {
  id: number;
  kind: string;
  activity: string;
  amount: number;
  total: number;
  recipients: number;
  over_weekly: boolean;
  admin_name: string;
  created_at: number;
};

/** The room's support (SPEC §3 support records), from the support module: its terms, and its latest releases. */
function SupportCard({ row, words }: { row: Row; words: Words }) {
  const support = useQuery({
    queryKey: ['room-support-records', row.id],
    queryFn: ({ signal }) => api(roomActions.roomSupportRecords, { id: row.id }, { signal }),
  });
  const labels = roomSupportActions.supportRooms.labels;
  const kindOf = (kind: string) => valueLabel(labels, words.lang, 'kind', kind);
  const terms = support.data?.support_room;
  return (
    <Panel compact style={{ marginTop: 16 }} title={words.screen('support')} data-testid="room-support">
      <p>
        {terms
          ? `${kindOf(terms.kind)} · ${fill(words.screen('supportRoom') ?? '', { amount: terms.amount, admins: terms.admin_count })}`
          : words.screen('notSupportRoom')}
      </p>
      <Table<Release>
        size="small"
        rowKey="id"
        loading={support.isLoading}
        dataSource={support.data?.releases ?? []}
        pagination={false}
        columns={[
          { key: 'time', title: words.field('created_at'), render: (_, r) => formatUnixTime(r.created_at), width: 170 },
          { key: 'kind', title: words.screen('supportKind'), render: (_, r) => r.activity || kindOf(r.kind), width: 160 },
          { key: 'total', dataIndex: 'total', title: words.screen('supportAmount'), width: 110 },
          { key: 'recipients', dataIndex: 'recipients', title: words.screen('supportRecipients'), width: 90 },
          { key: 'by', dataIndex: 'admin_name', title: words.screen('historyBy'), width: 120 },
          {
            key: 'weekly',
            title: '',
            render: (_, r) => (r.over_weekly ? <Tag color="warning">{words.screen('supportOverWeekly')}</Tag> : null),
          },
        ]}
      />
    </Panel>
  );
}

/** Room detail's own parts under the fields: its tags, its support records and its history. */
export function RoomDetailExtra(props: { row: Row; words: Words; refresh: () => void }) {
  return (
    <>
      <TagsCard {...props} />
      <SupportCard row={props.row} words={props.words} />
      <HistoryCard row={props.row} words={props.words} />
    </>
  );
}
