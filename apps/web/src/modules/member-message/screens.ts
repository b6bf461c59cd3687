import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/systemMessage/privateMessage', () => import('./member-message-page.tsx').then((m) => m.PrivateMessagePage)),
  screen('/systemMessage/roomScreen', () => import('./member-message-page.tsx').then((m) => m.RoomScreenPage)),
  screen('/setting/feedbackList', () => import('./member-message-page.tsx').then((m) => m.FeedbackPage)),
];
