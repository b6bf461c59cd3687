import { type MenuId, menuIdAt, menuPath } from '@console/contract';
import type { ComponentType } from 'react';

/**
 * A screen the web has built. Each module lists its own in `modules/<module>/screens.ts`; the
 * router, the side menu, the guard, the tag bar and the titles read them all through routes.ts.
 */
export interface BuiltRoute {
  /** Route path exactly as in the contract's MENU (params included), or `/home`. */
  path: string;
  /** Permission id(s) of the screen; any one suffices. */
  menuId: MenuId;
  load: () => Promise<ComponentType>;
}

/**
 * A screen of the menu, named by its MENU id or by its MENU path (SPEC §2's address, checked against
 * MENU when the module loads): either way MENU alone pairs the path with its permission id.
 */
export function screen(menu: MenuId | string, load: BuiltRoute['load']): BuiltRoute {
  return typeof menu === 'string'
    ? { path: menuPath(menuIdAt(menu)), menuId: menuIdAt(menu), load }
    : { path: menuPath(menu), menuId: menu, load };
}
