import { activityActions } from '@console/contract';
import { api } from '../../app/api/client.ts';
import { recordPage } from '../../kit/resource/record-page.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { useOwnSearch } from '../../kit/use-own-search.ts';
import { lazyActivityRanking } from './lazy-ranking.ts';

const { weeklyStars, starWeekRanking, starWeekPreview, starWeekNext } = activityActions;
const PATH = '/activityManagement/index';
const detailPath = (id: number) => `${PATH}?id=${id}`;

const WeekList = resourcePage(weeklyStars, {
  testId: 'weekly-stars',
  scrollX: 2200,
  rowActions: ({ words, navigate }) => [
    { key: 'detail', label: words.screen('detail') ?? 'Detail', open: (row) => navigate(detailPath(row.id)) },
    {
      key: 'next',
      label: words.screen('nextWeek') ?? 'Create next week',
      spec: starWeekNext,
      confirm: true,
      // The new week opens, a draft to check and submit.
      run: async (row) => navigate(detailPath((await api(starWeekNext, { id: row.id })).id)),
    },
  ],
});

/** One week: its fields, review and cancel, and its boards (a receivers' and a senders' per star gift), live or frozen. */
const WeekRecord = recordPage(weeklyStars, {
  testId: 'weekly-star-detail',
  extra: lazyActivityRanking({ ranking: starWeekRanking, preview: starWeekPreview }),
});

/** Weekly star (menu 12017): the weeks, each from Monday 00:00; `?id=` opens one with its boards. */
export function WeeklyStarPage() {
  const id = new URLSearchParams(useOwnSearch()).get('id');
  return id ? <WeekRecord /> : <WeekList />;
}
