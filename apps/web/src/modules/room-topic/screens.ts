import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/service/roomBanner', () => import('./banner-page.tsx').then((m) => m.BannerPage)),
  screen('/service/roomTopic', () => import('./topic-page.tsx').then((m) => m.TopicPage)),
];
