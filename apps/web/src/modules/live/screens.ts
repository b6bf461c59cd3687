import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/live/voiceLive', () => import('./voice-live-page.tsx').then((m) => m.VoiceLivePage)),
  screen('/live/roomLive', () => import('./studio-page.tsx').then((m) => m.StudioPage)),
  screen('/live/videoSource', () => import('./video-source-page.tsx').then((m) => m.VideoSourcePage)),
];
