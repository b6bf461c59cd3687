import type { activityActions } from '@console/contract';
import { lazy } from 'react';

/**
 * An activity's ranking, as its record page's `extra`, loaded when a record first shows: its tables
 * are the record's, not the list's the screen opens on, and would otherwise be in its first load.
 */
export const lazyActivityRanking = (specs: activityActions.RankingActions) =>
  lazy(() => import('./activity-ranking.tsx').then((m) => ({ default: m.activityRanking(specs) })));
