import { newUserActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** SVIP applications (a tab of menu 18001): passed or refused with a reason, one by one or in a batch. */
export const SvipReviewList = resourcePage(newUserActions.svipApplications, {
  testId: 'svip-applications',
  scrollX: 1500,
});

/**
 * Promotion teams (a tab of menu 18001): a leader and member ids typed with commas; the server
 * refuses a member of another team, naming it. Deleting asks first and frees the members.
 */
export const PromotionTeamList = resourcePage(newUserActions.promotionTeams, {
  testId: 'promotion-teams',
  scrollX: 1200,
});
