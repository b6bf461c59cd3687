import { flattenMenuIds, isPermitted, type MenuId, type MenuItem } from '@console/contract';

/** The flat permission ids kept as `authList` (SPEC §3): hidden entries too, so the guard lets their pages open. */
export function authListOf(leftMenu: readonly MenuItem[]): number[] {
  return [...new Set(flattenMenuIds(leftMenu))];
}

/** Whether a screen with `menuId` may open for this `authList` (the contract's SPEC §5 rule). */
export function mayOpen(menuId: MenuId, authList: readonly number[]): boolean {
  return isPermitted(menuId, new Set(authList));
}
