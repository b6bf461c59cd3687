import type { activityActions, Resource } from '@console/contract';
import type { ComponentType } from 'react';
import { recordPage } from '../../kit/resource/record-page.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { useOwnSearch } from '../../kit/use-own-search.ts';
import { lazyActivityRanking } from './lazy-ranking.ts';

interface ActivityScreenOptions {
  /** The screen's activities (a view of the one activity table). */
  resource: Resource;
  /** The screen's own ranking and preview actions. */
  ranking: activityActions.RankingActions;
  /** The screen's route, where `?id=` opens one activity. */
  path: string;
  testId: string;
  scrollX?: number;
  /**
   * Lists shown as tabs beside the activities (each declared `tabOf` this screen): the titles or slots
   * granted; each is also a child tab of one activity's record page.
   */
  tabs?: readonly { resource: Resource; testId: string }[];
}

/**
 * A ranking screen built on the activity platform (family star, new star rooms…): its activities
 * with a row action opening one, whose record page shows its fields, review and cancel, its live or
 * frozen ranking with the preview, and its child lists; beside the activities, the screen's other
 * lists as tabs. Everything else is the declarations'.
 */
export function activityScreen(options: ActivityScreenOptions): ComponentType {
  const { resource, path } = options;
  const detailPath = (id: number) => `${path}?id=${id}`;
  const List = resourcePage(resource, {
    testId: options.testId,
    scrollX: options.scrollX,
    rowActions: ({ words, navigate }) => [
      { key: 'detail', label: words.screen('detail') ?? 'Detail', open: (row) => navigate(detailPath(row.id)) },
    ],
  });
  const Record = recordPage(resource, {
    testId: `${options.testId}-detail`,
    extra: lazyActivityRanking(options.ranking),
    children: (options.tabs ?? []).map((tab) => tab.resource),
  });
  const tabs = (options.tabs ?? []).map((tab) => ({
    resource: tab.resource,
    body: resourcePage(tab.resource, { testId: tab.testId }),
  }));
  return function ActivityScreen() {
    const id = new URLSearchParams(useOwnSearch()).get('id');
    if (id) return <Record />;
    if (tabs.length === 0) return <List />;
    return (
      <ScreenTabs
        data-testid={`${options.testId}-page`}
        tabs={[
          { key: resource.namespace, of: resource, body: List },
          ...tabs.map((tab) => ({ key: tab.resource.namespace, of: tab.resource, body: tab.body })),
        ]}
      />
    );
  };
}
