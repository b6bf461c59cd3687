import { roomSupportActions, type SupportGrantRow } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Spin } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { Notice } from '../../kit/notice.tsx';
import { Table } from '../../kit/table.tsx';
import { useReleaseWords } from './release-flow.tsx';

const { roomSupportDetail } = roomSupportActions;

/** One support room (RoomSupport roomSupportDetail): its settings and its latest releases. */
export function SupportRoomDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const lang = useUiLang();
  const words = useReleaseWords();
  const [open, setOpen] = useState(true);
  const detail = useQuery({
    queryKey: ['roomSupport', 'detail', id],
    queryFn: ({ signal }) => api(roomSupportDetail, { id }, { signal, handles: [400, 403] }),
    retry: false,
  });
  const room = roomSupportActions.roomSupportLabels[lang];
  const grant = roomSupportActions.supportGrantLabels[lang];
  const error = detail.error instanceof ApiError && !detail.error.transport ? detail.error.message : null;
  const data = detail.data;
  return (
    <Modal
      open={open}
      title={words.detail}
      width={760}
      footer={null}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      closable
    >
      <div data-testid="support-room-detail">
        {detail.isFetching && <Spin />}
        {error && <Notice tone="error">{error}</Notice>}
        {data && (
          <>
            <Descriptions
              size="small"
              column={2}
              items={(['room_no', 'room_name', 'owner_id', 'kind', 'admins', 'amount', 'releases', 'remark'] as const).map(
                (name) => ({
                  key: name,
                  label: room.fields[name],
                  children: name === 'kind' ? room.values.kind[data.room.kind] : String(data.room[name] ?? ''),
                }),
              )}
            />
            <h4>{words.grants}</h4>
            <Table<SupportGrantRow>
              size="small"
              rowKey="id"
              dataSource={data.grants}
              pagination={false}
              columns={[
                { key: 'created_at', title: grant.fields.created_at, render: (_, row) => formatUnixTime(row.created_at) },
                { key: 'recipients', title: grant.fields.recipients, dataIndex: 'recipients' },
                { key: 'total', title: grant.fields.total, dataIndex: 'total' },
                { key: 'admin_name', title: grant.fields.admin_name, dataIndex: 'admin_name' },
              ]}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
