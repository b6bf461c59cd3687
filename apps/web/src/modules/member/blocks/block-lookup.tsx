import { memberBlockActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../app/api/client.ts';
import { useUiLang } from '../../../app/i18n.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { regionName } from '../../../kit/regions.ts';
import { Table } from '../../../kit/table.tsx';

const { selectBlockId, blockLookupLabels, blockedIdLabels } = memberBlockActions;

/** One member's live blocks, registration device and address with their blacklist state (Member selectBlockId). */
function BlockLookupResult(props: { userId: number }) {
  const lang = useUiLang();
  const words = blockLookupLabels[lang].screen;
  const kinds = blockLookupLabels[lang].values.kind;
  const ban = blockedIdLabels[lang];
  const found = useQuery({
    queryKey: ['memberSelectBlockId', props.userId],
    queryFn: () => api(selectBlockId, { user_id: props.userId }),
    retry: false,
  });
  if (found.error) return <Alert type="error" title={found.error.message} />;
  const member = found.data;
  if (!member) return null;
  const listed = (on: boolean) => (on ? <Tag color="error">{words.blacklisted}</Tag> : <Tag>{words.notBlacklisted}</Tag>);
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={ban.fields.user_id}>{member.user_id}</Descriptions.Item>
        <Descriptions.Item label={ban.fields.nickname}>{member.nickname}</Descriptions.Item>
        <Descriptions.Item label={ban.fields.user_no}>{member.user_no}</Descriptions.Item>
        <Descriptions.Item label={ban.fields.region_id}>{regionName(member.region_id, lang)}</Descriptions.Item>
        <Descriptions.Item label={words.device}>
          {member.device_id} {listed(member.device_blacklisted)}
        </Descriptions.Item>
        <Descriptions.Item label={words.ip}>
          {member.register_ip} {listed(member.ip_blacklisted)}
        </Descriptions.Item>
        <Descriptions.Item label={words.unblocks}>{member.unblocks}</Descriptions.Item>
      </Descriptions>
      {member.blocks.length === 0 ? (
        <Alert type="success" title={words.none} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={member.blocks}
          columns={[
            { key: 'kind', title: words.kind, render: (_, row) => kinds[row.kind as keyof typeof kinds] ?? row.kind },
            { key: 'value', title: words.value, dataIndex: 'value' },
            {
              key: 'reason',
              title: ban.fields.reason,
              render: (_, row) => ban.values.reason[row.reason as keyof typeof ban.values.reason],
            },
            { key: 'duration', title: ban.fields.duration, render: (_, row) => ban.values.duration[row.duration] },
            {
              key: 'ends',
              title: ban.fields.expires_at,
              render: (_, row) => (row.expires_at === null ? ban.values.expires_at.null : formatUnixTime(row.expires_at)),
            },
            { key: 'by', title: ban.fields.created_by_name, dataIndex: 'created_by_name' },
            { key: 'at', title: ban.fields.created_at, render: (_, row) => formatUnixTime(row.created_at) },
          ]}
        />
      )}
    </Flex>
  );
}

/** The toolbar's "look up an ID": a member ID typed, their blocks shown in a dialog. */
export function BlockLookupTool() {
  const lang = useUiLang();
  const words = blockLookupLabels[lang].screen;
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState<number | null>(null);
  const [bad, setBad] = useState(false);
  if (!mayCall(selectBlockId)) return null;
  const close = () => {
    setOpen(false);
    setUserId(null);
    setBad(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{words.open}</Button>
      {open && (
        <Modal open title={words.title} footer={null} width={820} onCancel={close} data-testid="block-lookup">
          <Flex vertical gap={12}>
            <Input.Search
              aria-label={words.placeholder}
              placeholder={words.placeholder}
              inputMode="numeric"
              enterButton={words.open}
              status={bad ? 'error' : undefined}
              onSearch={(value) => {
                const id = Number(value.trim());
                const valid = /^\d+$/.test(value.trim()) && Number.isSafeInteger(id) && id > 0;
                setBad(!valid);
                setUserId(valid ? id : null);
              }}
            />
            {bad && <Alert type="error" title={words.badId} />}
            {userId !== null && <BlockLookupResult userId={userId} />}
          </Flex>
        </Modal>
      )}
    </>
  );
}
