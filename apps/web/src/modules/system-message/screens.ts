import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/systemMessage/index', () => import('./system-message-page.tsx').then((m) => m.SystemMessagePage)),
  screen('/systemMessage/timedMessage', () => import('./timed-message-page.tsx').then((m) => m.TimedMessagePage)),
];
