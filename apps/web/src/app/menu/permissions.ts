import {
  type ActionSpec,
  actionKey,
  deniedIn,
  flattenMenuIds,
  HOME_MENU_ID,
  isPermitted,
  type MenuId,
  type MenuItem,
  menuIdsOf,
} from '@console/contract';

/** The flat permission ids kept as `authList` (SPEC §3): hidden entries too, so the guard lets their pages open. */
export function authListOf(leftMenu: readonly MenuItem[]): number[] {
  return [...new Set(flattenMenuIds(leftMenu))];
}

/**
 * Whether a screen with `menuId` may open for this `authList` (the contract's SPEC §5 rule). SPEC §5's
 * "an empty list allows everything" is not taken here: the server answers every entry a role holds (a
 * super admin's whole tree), and only the screens that exist, so an empty menu is a role with no
 * built screen (an agent today), which may open home alone.
 */
export function mayOpen(menuId: MenuId, authList: readonly number[]): boolean {
  if (authList.length === 0) return menuIdsOf(menuId).includes(HOME_MENU_ID);
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
export function mayCallWith(spec: Guarded, authList: readonly number[], access: ActionAccess): boolean {
  const { permission } = spec;
  if (permission === 'public' || permission === 'signedIn') return true;
  const menuHeld = mayOpen(permission.menu, authList);
  // A button that only leads to a screen names the screen's permission, no action.
  if (spec.module === undefined || spec.action === undefined) return menuHeld;
  const key = actionKey({ module: spec.module, action: spec.action });
  const override = access.overrides[key];
  if (override !== undefined) return override;
  const denied = { has: (one: string) => access.denied.includes(one) };
  return menuHeld && !deniedIn({ module: spec.module, action: spec.action, exportOf: spec.exportOf }, denied);
}

/** What a button is guarded by: an action (module, action, permission), or a screen's permission alone. */
export type Guarded = Pick<ActionSpec, 'permission'> & Partial<Pick<ActionSpec, 'module' | 'action' | 'exportOf'>>;
