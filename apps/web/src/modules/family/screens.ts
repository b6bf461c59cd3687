import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/family/userInformation', () => import('./family-page.tsx').then((m) => m.FamilyPage)),
  screen('/family/dissolution', () => import('./dissolution-page.tsx').then((m) => m.DissolutionPage)),
];
