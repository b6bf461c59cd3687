import { type PropRow, memberRecordActions as records } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/client.ts';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import { formatUnixTime } from '../../../kit/format.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { memberPartKey } from '../member-queries.ts';
import { DetailTable } from './detail-table.tsx';

type Place = (typeof records.PROP_PLACES)[number];

/** Props the member holds and keeps in the backpack; staff can look closer or take one away with a reason. */
export function PropTable({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<Place>('held');
  const [shown, setShown] = useState<PropRow | null>(null);
  const [deleting, setDeleting] = useState<PropRow | null>(null);
  const deleteSpec = place === 'held' ? records.deleteHoldProp : records.deleteBackpackProp;
  const key = memberPartKey(userId, 'props');
  return (
    <div className="member-props">
      <Segmented<Place>
        value={place}
        onChange={setPlace}
        options={records.PROP_PLACES.map((one) => ({ value: one, label: t(`props.places.${one}`) }))}
      />
      <DetailTable<PropRow>
        key={place}
        queryKey={key}
        spec={records.findPropList}
        input={{ user_id: userId, place }}
        rowKey="id"
        testId="member-props"
        columns={[
          { key: 'name', title: t('props.name'), dataIndex: 'name' },
          { key: 'type', title: t('props.type'), render: (_, row) => t(`props.types.${row.prop_type}`) },
          { key: 'quantity', title: t('props.quantity'), dataIndex: 'quantity' },
          { key: 'inUse', title: t('props.inUse'), render: (_, row) => (row.in_use ? t('props.yes') : t('props.no')) },
          { key: 'source', title: t('props.source'), dataIndex: 'source' },
          {
            key: 'expires',
            title: t('props.expires'),
            render: (_, row) => (row.expires_at ? formatUnixTime(row.expires_at) : t('props.never')),
          },
          {
            key: 'actions',
            title: t('detail.actions'),
            render: (_, row) => (
              <>
                <Button type="link" size="small" onClick={() => setShown(row)}>
                  {t('props.detail')}
                </Button>
                {mayCall(deleteSpec) && (
                  <Button type="link" size="small" danger onClick={() => setDeleting(row)}>
                    {t('props.delete')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {shown && <PropDetail userId={userId} prop={shown} onClose={() => setShown(null)} />}
      {deleting && (
        <LazyResourceForm
          spec={deleteSpec}
          title={t('props.deleteTitle', { name: deleting.name })}
          okText={t('props.delete')}
          intro={<p className="member-dialog__intro">{t('props.deleteIntro')}</p>}
          fields={[{ name: 'reason', label: t('props.reason'), kind: 'textarea', maxLength: 200, required: true }]}
          hiddenValues={{ user_id: userId, id: deleting.id }}
          onClose={() => setDeleting(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      )}
    </div>
  );
}

function PropDetail({ userId, prop, onClose }: { userId: number; prop: PropRow; onClose: () => void }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(true);
  const full = useQuery({
    queryKey: memberPartKey(userId, 'prop', prop.id),
    queryFn: () => api(records.detailHoldProp, { user_id: userId, id: prop.id }),
  });
  const row = full.data ?? prop;
  return (
    <Modal open={open} title={row.name} footer={null} onCancel={() => setOpen(false)} afterClose={onClose}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'id', label: 'ID', children: row.id },
          { key: 'type', label: t('props.type'), children: t(`props.types.${row.prop_type}`) },
          { key: 'place', label: t('props.place'), children: t(`props.places.${row.place}`) },
          { key: 'quantity', label: t('props.quantity'), children: row.quantity },
          { key: 'inUse', label: t('props.inUse'), children: row.in_use ? t('props.yes') : t('props.no') },
          { key: 'source', label: t('props.source'), children: row.source },
          { key: 'created', label: t('props.created'), children: formatUnixTime(row.created_at) },
          {
            key: 'expires',
            label: t('props.expires'),
            children: row.expires_at ? formatUnixTime(row.expires_at) : t('props.never'),
          },
        ]}
      />
    </Modal>
  );
}
