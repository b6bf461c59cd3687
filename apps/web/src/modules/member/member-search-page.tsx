import { type MemberRow, memberActions, memberTagActions, moderationActions, REGIONS } from '@console/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, useUiLang } from '../../app/i18n.ts';
import { currentSession } from '../../app/session.ts';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListColumn, RowAction, ToolbarAction } from '../../kit/list/list-types.ts';
import { ResourceList } from '../../kit/list/resource-list.tsx';
import { writeListState } from '../../kit/list/url-state.ts';
import { useListUrl } from '../../kit/list/use-list-url.ts';
import { useCountries } from '../../kit/use-countries.ts';
import { memberDetailPath, USER_TAGS_PATH } from './member-paths.ts';
import { memberFilters } from './member-search-filters.tsx';
import { genderLabel, MemberStateTags } from './member-tags.tsx';
import { clearSearchHistory, loadSearchHistory, rememberSearch } from './search-history.ts';
import { SearchHistoryBar } from './search-history-bar.tsx';
import './member.css';
import './member-texts.ts';

const BatchDialog = lazy(() => import('./moderation/batch-dialog.tsx').then((m) => ({ default: m.BatchDialog })));
const ModerationDialog = lazy(() => import('./moderation/moderation-dialog.tsx').then((m) => ({ default: m.ModerationDialog })));

const PAGE_SIZE = 10;

/** Member search (menu 1001): find members, open their user page, ban one or many. */
export function MemberSearchPage() {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const navigate = useNavigate();
  const countries = useCountries();
  const uid = currentSession()?.uid ?? 0;
  const filters = useMemo(() => memberFilters(t), [t]);
  const url = useListUrl(filters, PAGE_SIZE);
  const [history, setHistory] = useState(() => loadSearchHistory(uid));
  const [batch, setBatch] = useState<'ban' | 'unban' | null>(null);
  const [banning, setBanning] = useState<MemberRow | null>(null);

  const search = writeListState({ filters: url.filters, page: 1, pageSize: PAGE_SIZE }, filters, PAGE_SIZE);
  useEffect(() => {
    if (search !== '' && uid > 0) setHistory(rememberSearch(uid, search));
  }, [search, uid]);

  const countryName = useMemo(() => {
    const names = new Map((countries.data ?? []).map((country) => [country.id, country.country_name]));
    return (id: number) => names.get(id) ?? String(id);
  }, [countries.data]);

  const columns = useMemo<ListColumn<MemberRow>[]>(
    () => [
      { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 110, fixed: 'start' },
      { key: 'user_no', title: t('fields.userNo'), dataIndex: 'user_no', width: 100 },
      { key: 'nickname', title: t('fields.nickname'), dataIndex: 'nickname', width: 180 },
      {
        key: 'gender',
        title: t('fields.gender'),
        width: 80,
        render: (row) => genderLabel(row.gender, t),
        cellText: (row) => genderLabel(row.gender, t),
      },
      { key: 'country', title: t('fields.country'), width: 130, render: (row) => countryName(row.country_id) },
      {
        key: 'region',
        title: t('fields.region'),
        width: 110,
        render: (row) => {
          const region = REGIONS.find((one) => one.id === row.region_id);
          return region ? localName(region, lang) : row.region_id;
        },
      },
      { key: 'wealth', title: t('fields.wealthLevel'), dataIndex: 'wealth_level', width: 90 },
      { key: 'charm', title: t('fields.charmLevel'), dataIndex: 'charm_level', width: 90 },
      { key: 'gold', title: t('fields.gold'), dataIndex: 'gold', width: 110, kind: 'count' },
      { key: 'diamond', title: t('fields.diamond'), dataIndex: 'diamond', width: 110, kind: 'count' },
      { key: 'register', title: t('fields.registerTime'), width: 170, render: (row) => formatUnixTime(row.register_time) },
      { key: 'login', title: t('fields.lastLogin'), width: 170, render: (row) => formatUnixTime(row.last_login_time) },
      { key: 'state', title: t('fields.status'), width: 150, render: (row) => <MemberStateTags member={row} /> },
    ],
    [t, lang, countryName],
  );

  const rowActions = useMemo<RowAction<MemberRow>[]>(
    () => [
      { key: 'detail', label: t('search.detail'), open: (row) => navigate(memberDetailPath(row.id)) },
      {
        key: 'moderate',
        label: t('moderation.moderate'),
        danger: true,
        spec: moderationActions.MODERATION[0].ban,
        open: (row) => setBanning(row),
      },
    ],
    [t, navigate],
  );

  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      { key: 'batchBan', label: t('batch.banTitle'), spec: moderationActions.gatherBan, onClick: () => setBatch('ban') },
      {
        key: 'batchUnban',
        label: t('batch.unbanTitle'),
        spec: moderationActions.gatherUnblock,
        onClick: () => setBatch('unban'),
      },
      // Tag management is a hidden route (SPEC §2): it opens from here.
      {
        key: 'tags',
        label: t('search.tagManagement'),
        spec: memberTagActions.userTagSave,
        onClick: () => navigate(USER_TAGS_PATH),
      },
    ],
    [t, navigate],
  );

  return (
    <div className="member-search">
      <ResourceList<MemberRow>
        table="/user/userInformation"
        list={memberActions.memberList}
        exportAction={memberActions.memberListExport}
        rowKey="id"
        columns={columns}
        filters={filters}
        visibleFilters={3}
        pageSize={PAGE_SIZE}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={1700}
        forbiddenText={t('forbidden')}
        testId="member-search"
        extra={
          <SearchHistoryBar
            history={history}
            filters={filters}
            onPick={(values) => url.setFilters(values)}
            onClear={() => {
              clearSearchHistory(uid);
              setHistory([]);
            }}
          />
        }
      />
      <Suspense fallback={null}>
        {batch && <BatchDialog mode={batch} onClose={() => setBatch(null)} />}
        {banning && <ModerationDialog member={banning} onClose={() => setBanning(null)} />}
      </Suspense>
    </div>
  );
}
