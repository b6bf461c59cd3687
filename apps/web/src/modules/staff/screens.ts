import { MenuIds } from '@console/contract';
import { screen } from '../../app/screen.ts';

export const screens = [
  screen(MenuIds.adminAccounts, () => import('./accounts/accounts-page.tsx').then((m) => m.AccountsPage)),
  screen(MenuIds.roles, () => import('./roles/roles-page.tsx').then((m) => m.RolesPage)),
  screen(MenuIds.modulePermissions, () => import('./overrides/module-permissions-page.tsx').then((m) => m.ModulePermissionsPage)),
  screen(MenuIds.propsLimit, () => import('./overrides/props-limit-page.tsx').then((m) => m.PropsLimitPage)),
];
