import { screen } from '../../app/screen.ts';

export const screens = [screen('/channel/index', () => import('./channel-page.tsx').then((m) => m.ChannelPage))];
