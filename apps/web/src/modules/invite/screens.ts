import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/invitationMessage/management', () => import('./invitation-page.tsx').then((m) => m.InvitationPage)),
  screen('/invitationMessage/binding', () => import('./binding-page.tsx').then((m) => m.BindingPage)),
];
