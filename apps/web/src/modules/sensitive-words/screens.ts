import { MenuIds } from '@console/contract';
import { screen } from '../../app/screen.ts';

export const screens = [
  screen(MenuIds.sensitiveWords, () => import('./sensitive-words-page.tsx').then((m) => m.SensitiveWordsPage)),
];
