import { activityActions } from '@console/contract';
import { activityScreen } from './activity-screen.tsx';

const { familyStars, familyTitles, familyStarRanking, familyStarPreview } = activityActions;

/**
 * Family star (menu 12018): the periods, each ranking families by their members' sends of its star
 * gifts; `?id=` opens one with its ranking and the titles it granted. The titles every period
 * granted are the screen's second tab.
 */
export const FamilyStarPage = activityScreen({
  resource: familyStars,
  ranking: { ranking: familyStarRanking, preview: familyStarPreview },
  path: '/activityManagement/familyStar',
  testId: 'family-stars',
  scrollX: 2400,
  tabs: [{ resource: familyTitles, testId: 'family-titles' }],
});
