import { memberActions, memberEditActions, REGIONS } from '@console/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, useUiLang } from '../../../app/i18n.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction } from '../../../kit/list/list-types.ts';
import { ResourceList } from '../../../kit/list/resource-list.tsx';
import { ShowMoreText } from '../../../kit/show-more-text.tsx';
import { memberDetailPath } from '../member-paths.ts';
import { StateLabel } from '../member-tags.tsx';
import './destroy-texts.ts';

type DestroyRow = {
  id: number;
  user_id: number;
  user_no: number;
  nickname: string;
  region_id: number;
  state: (typeof memberEditActions.DESTROY_STATES)[number];
  reason: string;
  applied_at: number;
  finishes_at: number;
};

const STATE_TONES = { in_progress: 'orange', cancelled: 'grey', done: 'red' } as const;

/** Deregistered users (menu 21009): account cancellations in progress, cancelled or done (SPEC §4). */
export function UserDestroyPage() {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const navigate = useNavigate();
  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'user_id', label: t('fields.id'), kind: 'int', placeholder: t('search.placeholder') },
      {
        name: 'state',
        label: t('destroy.state'),
        kind: 'choice',
        placeholder: t('search.placeholder'),
        options: memberEditActions.DESTROY_STATES.map((state) => ({ value: state, label: t(`destroy.states.${state}`) })),
      },
    ],
    [t],
  );
  const columns = useMemo<ListColumn<DestroyRow>[]>(
    () => [
      { key: 'user_id', title: t('fields.id'), dataIndex: 'user_id', width: 110 },
      { key: 'user_no', title: t('fields.userNo'), dataIndex: 'user_no', width: 100 },
      { key: 'nickname', title: t('fields.nickname'), dataIndex: 'nickname', width: 180 },
      {
        key: 'region',
        title: t('fields.region'),
        width: 110,
        render: (row) => {
          const region = REGIONS.find((one) => one.id === row.region_id);
          return region ? localName(region, lang) : row.region_id;
        },
      },
      {
        key: 'state',
        title: t('destroy.state'),
        width: 110,
        render: (row) => <StateLabel tone={STATE_TONES[row.state]}>{t(`destroy.states.${row.state}`)}</StateLabel>,
      },
      { key: 'reason', title: t('destroy.reason'), width: 220, render: (row) => <ShowMoreText text={row.reason} max={30} /> },
      { key: 'applied', title: t('destroy.appliedAt'), width: 170, render: (row) => formatUnixTime(row.applied_at) },
      { key: 'finishes', title: t('destroy.finishesAt'), width: 170, render: (row) => formatUnixTime(row.finishes_at) },
    ],
    [t, lang],
  );
  const rowActions = useMemo<RowAction<DestroyRow>[]>(
    () => [
      {
        key: 'detail',
        label: t('search.detail'),
        spec: memberActions.findMember,
        open: (row) => navigate(memberDetailPath(row.user_id)),
      },
    ],
    [t, navigate],
  );
  return (
    <ResourceList<DestroyRow>
      table="/riskcontrolManagement/userDestroy"
      list={memberEditActions.userDestroyList}
      rowKey="id"
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      scrollX={1250}
      testId="user-destroy"
    />
  );
}
