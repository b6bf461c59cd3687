import { activityActions, MAX_PAGE_SIZE, REGIONS, type StatusColor } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api/client.ts';
import { currentWireLang, useUiLang } from '../../app/i18n.ts';
import { MonthBars } from '../../kit/calendar/month-bars.tsx';
import { regionName } from '../../kit/regions.ts';
import { recordPage } from '../../kit/resource/record-page.tsx';
import { wordsOf } from '../../kit/resource/resource-fields.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { useOwnSearch } from '../../kit/use-own-search.ts';
import { lazyActivityRanking } from './lazy-ranking.ts';

const {
  activities,
  activityRanks,
  activityPayouts,
  activityOwnBlacklist,
  activityRanking: rankingSpec,
  activityPreview,
} = activityActions;
const PATH = '/activityManagement/mangement';
const detailPath = (id: number) => `${PATH}?id=${id}`;

const ActivityList = resourcePage(activities, {
  testId: 'activities',
  scrollX: 2400,
  rowActions: ({ words, navigate }) => [
    { key: 'detail', label: words.screen('detail') ?? 'Detail', open: (row) => navigate(detailPath(row.id)) },
  ],
});

const RankList = resourcePage(activityRanks, { testId: 'activity-ranks' });
const PayoutList = resourcePage(activityPayouts, { testId: 'activity-payouts' });

/** One activity: its fields, its review and cancel buttons, its live or frozen ranking, the snapshot and the report. */
const ActivityRecord = recordPage(activities, {
  testId: 'activity-detail',
  extra: lazyActivityRanking({ ranking: rankingSpec, preview: activityPreview }),
  children: [activityOwnBlacklist, activityPayouts, activityRanks],
});

/** A bar's colour: what its state (and, once passed, its window's state) is. */
function toneOf(row: Record<string, unknown>): StatusColor {
  if (row.state === 'scheduled')
    return row.window_state === 'running' ? 'success' : row.window_state === 'ended' ? 'warning' : 'processing';
  return (activities.fields.state.colors as Record<string, StatusColor>)[String(row.state)] ?? 'default';
}

/** The month's activities as bars per region; a bar opens its activity. */
function ActivityCalendar() {
  const lang = useUiLang();
  const words = useMemo(() => wordsOf(activities, lang), [lang]);
  const navigate = useNavigate();
  const rows = useQuery({
    queryKey: ['activityCalendar', currentWireLang()],
    queryFn: ({ signal }) => api(activities.list, { pn: MAX_PAGE_SIZE, sort: 'starts_at', order: 'desc' }, { signal }),
  });
  const items = (rows.data?.list ?? [])
    .filter((row) => row.state !== 'cancelled')
    .map((row) => ({
      key: row.id,
      label: lang === 'en' ? String(row.title_en) : String(row.title_zh),
      start: Number(row.starts_at),
      end: Number(row.ends_at),
      lanes: (row.regions as number[]).map(String),
      tone: toneOf(row),
    }));
  const lanes = REGIONS.filter((region) => items.some((item) => item.lanes.includes(String(region.id)))).map((region) => ({
    key: String(region.id),
    label: regionName(region.id, lang),
  }));
  return (
    <MonthBars
      data-testid="activity-calendar"
      items={items}
      lanes={lanes}
      words={{ previous: words.screen('previousMonth') ?? '<', next: words.screen('nextMonth') ?? '>' }}
      onOpen={(item) => navigate(detailPath(Number(item.key)))}
    />
  );
}

/**
 * Activity management (menu 12001): the activities as a table or a month calendar, the frozen
 * rankings and settlement reports across activities; `?id=` opens one activity with its ranking,
 * snapshot and report.
 */
export function ActivitiesPage() {
  const lang = useUiLang();
  const id = new URLSearchParams(useOwnSearch()).get('id');
  if (id) return <ActivityRecord />;
  const words = activities.labels[lang];
  return (
    <ScreenTabs
      data-testid="activities-page"
      tabs={[
        { key: 'table', label: words.tab ?? '', body: ActivityList },
        { key: 'calendar', label: words.screen?.calendar as string, body: ActivityCalendar },
        { key: 'ranks', of: activityRanks, body: RankList },
        { key: 'payouts', of: activityPayouts, body: PayoutList },
      ]}
    />
  );
}
