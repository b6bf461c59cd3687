import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/newUserReview/newUserReview', () => import('./review-page.tsx').then((m) => m.NewUserReviewPage)),
  screen('/newUserReview/supportList', () => import('./support-page.tsx').then((m) => m.SupportPage)),
  screen('/newUserReview/agentInvitePlan', () => import('./plan-page.tsx').then((m) => m.AgentInvitePlanPage)),
];
