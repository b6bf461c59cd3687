import { COIN_ISSUE_TYPE_LABELS, type Currency, type LedgerRow, ledgerActions } from '@console/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../../app/i18n.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import { memberPartKey } from '../member-queries.ts';
import { StateLabel } from '../member-tags.tsx';
import { DetailTable } from './detail-table.tsx';

type Book = 'coins' | 'diamonds';
const LISTS = { coins: ledgerActions.tobalanceRecord, diamonds: ledgerActions.diamondRecordList } as const;
/** The coin ledger holds gold and beans, shown together or one at a time; the diamond ledger diamonds only. */
const CHOICES: Record<Book, readonly ('all' | Currency)[]> = { coins: ['all', 'gold', 'bean'], diamonds: [] };

/**
 * A member's ledger (SPEC §7 tobalanceRecord, diamondRecordList): every movement newest first with
 * the balance right after it, who moved it and why. Read-only: the postings are the history.
 */
export function LedgerTable({ userId, book }: { userId: number; book: Book }) {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const [currency, setCurrency] = useState<'all' | Currency>('all');
  const choices = CHOICES[book];
  const typeName = (type: string | null) =>
    type === null ? '' : (COIN_ISSUE_TYPE_LABELS[lang][type as keyof (typeof COIN_ISSUE_TYPE_LABELS)['en']] ?? type);
  return (
    <div className="member-ledger" data-testid={`member-ledger-${book}`}>
      {choices.length > 0 && (
        <Segmented<'all' | Currency>
          value={currency}
          onChange={setCurrency}
          options={choices.map((one) => ({ value: one, label: one === 'all' ? t('ledger.all') : t(`ledger.currencies.${one}`) }))}
        />
      )}
      <DetailTable<LedgerRow>
        key={currency}
        queryKey={memberPartKey(userId, 'ledger', book)}
        spec={LISTS[book]}
        input={currency === 'all' ? { user_id: userId } : { user_id: userId, currency }}
        rowKey="id"
        columns={[
          { key: 'time', title: t('ledger.time'), render: (_, row) => formatUnixTime(row.created_at) },
          {
            key: 'kind',
            title: t('ledger.kind'),
            render: (_, row) => (
              <StateLabel tone={row.kind === 'deduction' ? 'red' : row.kind === 'grant' ? 'green' : 'grey'}>
                {t(`ledger.kinds.${row.kind}`)}
              </StateLabel>
            ),
          },
          { key: 'currency', title: t('ledger.currency'), render: (_, row) => t(`ledger.currencies.${row.currency}`) },
          {
            key: 'amount',
            title: t('ledger.amount'),
            align: 'right',
            render: (_, row) => (row.amount > 0 ? `+${row.amount.toLocaleString()}` : row.amount.toLocaleString()),
          },
          {
            key: 'after',
            title: t('ledger.balanceAfter'),
            align: 'right',
            render: (_, row) => row.balance_after.toLocaleString(),
          },
          { key: 'type', title: t('ledger.issueType'), render: (_, row) => typeName(row.issue_type) },
          { key: 'reason', title: t('ledger.reason'), dataIndex: 'reason' },
          { key: 'operator', title: t('ledger.operator'), dataIndex: 'admin_name' },
        ]}
      />
    </div>
  );
}
