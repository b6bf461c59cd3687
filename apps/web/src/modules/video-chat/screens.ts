import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/videoChat/index', () => import('./video-chat-page.tsx').then((m) => m.VideoChatPage)),
  screen('/videoChat/anchorManagement', () => import('./video-chat-hosts-page.tsx').then((m) => m.VideoChatHostsPage)),
];
