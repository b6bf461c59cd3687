import { activityActions } from '@console/contract';
import { activityScreen } from './activity-screen.tsx';

const { revenues, revenueRanking, revenuePreview } = activityActions;

/**
 * Revenue (menu 11004): the activities, each paying hosts or rooms the tier of the highest turnover
 * threshold they reached; `?id=` opens one with its thresholds and its ranking, the preview saying
 * which tier each would earn now.
 */
export const RevenuePage = activityScreen({
  resource: revenues,
  ranking: { ranking: revenueRanking, preview: revenuePreview },
  path: '/activityconfiguration/revenue',
  testId: 'revenues',
  scrollX: 2200,
});
