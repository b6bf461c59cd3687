import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/guild/index', () => import('./guild-page.tsx').then((m) => m.GuildPage)),
  screen('/guild/anchorManagement', () => import('./guild-hosts-page.tsx').then((m) => m.GuildHostsPage)),
];
