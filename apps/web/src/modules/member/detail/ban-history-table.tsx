import type { BanRow } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../../kit/format.ts';
import { ShowMoreText } from '../../../kit/show-more-text.tsx';
import { Table } from '../../../kit/table.tsx';
import { StateLabel } from '../member-tags.tsx';
import { useBanHistory } from './moderation-panel.tsx';

const STATUS_TONES = { active: 'red', expired: 'grey', lifted: 'green' } as const;

/** Every ban, block and freeze of the member, with evidence and who lifted it (Member/banHistory). */
export function BanHistoryTable({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  const history = useBanHistory(userId);
  const rows = (history.data?.list ?? []) as BanRow[];
  return (
    <Table<BanRow>
      size="small"
      rowKey="id"
      data-testid="member-ban-history"
      loading={history.isFetching}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (total) => t('total', { total }) }}
      columns={[
        { key: 'kind', title: t('moderation.measure'), render: (_, row) => t(`kinds.${row.kind}`) },
        {
          key: 'status',
          title: t('fields.status'),
          render: (_, row) => <StateLabel tone={STATUS_TONES[row.status]}>{t(`banStates.${row.status}`)}</StateLabel>,
        },
        {
          key: 'reason',
          title: t('moderation.reason'),
          render: (_, row) => t(`reasons.${row.reason as 'porn'}`, { defaultValue: row.reason }),
        },
        { key: 'duration', title: t('moderation.duration'), render: (_, row) => t(`durations.${row.duration}`) },
        { key: 'value', title: t('moderation.value'), dataIndex: 'value' },
        { key: 'created', title: t('moderation.createdAt'), render: (_, row) => formatUnixTime(row.created_at) },
        { key: 'by', title: t('moderation.createdBy'), dataIndex: 'created_by_name' },
        {
          key: 'expires',
          title: t('moderation.expiresAt'),
          render: (_, row) => (row.expires_at ? formatUnixTime(row.expires_at) : t('durations.permanent')),
        },
        {
          key: 'evidence',
          title: t('moderation.evidence'),
          render: (_, row) => (
            <span className="member-evidence">
              <ShowMoreText text={row.evidence_text} max={24} />
              {row.evidence_images.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={t('moderation.evidenceImageN', { n: index + 1 })} />
                </a>
              ))}
            </span>
          ),
        },
        {
          key: 'lifted',
          title: t('moderation.lifted'),
          render: (_, row) => (row.lifted_at ? `${formatUnixTime(row.lifted_at)} ${row.lifted_by_name}: ${row.lift_reason}` : ''),
        },
      ]}
    />
  );
}
