import { type ActionSpec, actionKey, flattenMenuIds, isPermitted, type MenuId, type MenuItem } from '@console/contract';

/** The flat permission ids kept as `authList` (SPEC §3): hidden entries too, so the guard lets their pages open. */
export function authListOf(leftMenu: readonly MenuItem[]): number[] {
  return [...new Set(flattenMenuIds(leftMenu))];
}

/** Whether a screen with `menuId` may open for this `authList` (the contract's SPEC §5 rule). */
export function mayOpen(menuId: MenuId, authList: readonly number[]): boolean {
  return isPermitted(menuId, new Set(authList));
}

/** The role's denied actions and the admin's overrides (Power/actionAccess). */
export interface ActionAccess {
  denied: readonly string[];
  overrides: Readonly<Record<string, boolean>>;
}

/**
 * Whether the admin may call an action: the server's rule (engine/permissions.ts adminAllows) on
 * the client's copy of the facts. An override decides alone; otherwise the menu must hold the
 * action's id and the role must not deny it.
 */
export function mayCallWith(
  spec: Pick<ActionSpec, 'module' | 'action' | 'permission'>,
  authList: readonly number[],
  access: ActionAccess,
): boolean {
  const { permission } = spec;
  if (permission === 'public' || permission === 'signedIn') return true;
  const key = actionKey(spec);
  const override = access.overrides[key];
  if (override !== undefined) return override;
  return authList.length > 0 && mayOpen(permission.menu, authList) && !access.denied.includes(key);
}
