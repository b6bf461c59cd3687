import { memberHistoryActions as history, type ProfileHistoryRow } from '@console/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../../kit/format.ts';
import { ImageThumb } from '../../../kit/image-thumb.tsx';
import { CountryNames } from '../../../kit/resource/field-cells.tsx';
import { memberPartKey } from '../member-queries.ts';
import { StateLabel } from '../member-tags.tsx';
import { DetailTable } from './detail-table.tsx';

type Field = ProfileHistoryRow['field'];

/**
 * The member's past nicknames, avatars, pretty numbers and countries (HistoryLog/profileHistoryList):
 * what changed, from what to what, by whom (staff, or the member in the app) and when. Read-only.
 */
export function ProfileHistoryTable({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  const [field, setField] = useState<'all' | Field>('all');
  const value = (row: ProfileHistoryRow, text: string) => {
    if (text === '') return <span className="member-history-none">{t('history.none')}</span>;
    if (row.field === 'avatar') return <ImageThumb url={text} alt={t('history.fields.avatar')} />;
    if (row.field === 'country_id') return <CountryNames ids={[Number(text)]} />;
    return text;
  };
  return (
    <div className="member-profile-history">
      <Segmented<'all' | Field>
        value={field}
        onChange={setField}
        options={[
          { value: 'all', label: t('history.allFields') },
          ...history.PROFILE_HISTORY_FIELDS.map((one) => ({ value: one, label: t(`history.fields.${one}`) })),
        ]}
      />
      <DetailTable<ProfileHistoryRow>
        key={field}
        queryKey={memberPartKey(userId, 'profileHistory')}
        spec={history.profileHistoryList}
        input={field === 'all' ? { user_id: userId } : { user_id: userId, field }}
        rowKey="id"
        testId="member-profile-history"
        columns={[
          { key: 'time', title: t('history.at'), render: (_, row) => formatUnixTime(row.changed_at) },
          { key: 'field', title: t('history.field'), render: (_, row) => t(`history.fields.${row.field}`) },
          { key: 'old', title: t('history.oldValue'), render: (_, row) => value(row, row.old_value) },
          { key: 'new', title: t('history.newValue'), render: (_, row) => value(row, row.new_value) },
          {
            key: 'by',
            title: t('history.by'),
            render: (_, row) => (row.actor === 'app' ? <StateLabel tone="grey">{t('history.app')}</StateLabel> : row.admin_name),
          },
        ]}
      />
    </div>
  );
}
