import { type ActionSpec, actionKey, deniedIn, isPermitted, type MessageKey } from '@console/contract';
import type { Principal } from './context.ts';

/** What an admin with a temporary password may still do. */
const WHILE_PASSWORD_MUST_CHANGE: ReadonlySet<string> = new Set([
  'Admin/changeOwnPassword',
  'Login/logout',
  'Admin/loginOut',
  'CommonHelper/uidInfo',
]);

/**
 * Whether a role holds an action: one of its menu ids, and not denied. An empty set never means
 * "everything" here (that is a client rule for the menu, SPEC §5).
 */
export function roleAllows(principal: Pick<Principal, 'menuIds' | 'deniedActions'>, spec: ActionSpec): boolean {
  const { permission } = spec;
  if (typeof permission !== 'object') return true;
  if (principal.menuIds.size === 0 || !isPermitted(permission.menu, principal.menuIds)) return false;
  return !deniedIn(spec, principal.deniedActions);
}

/** The role's answer, unless the admin has an override for this action (SPEC §6 module permissions). */
export function adminAllows(principal: Principal, spec: ActionSpec): boolean {
  if (typeof spec.permission !== 'object') return true;
  return principal.overrides.get(actionKey(spec)) ?? roleAllows(principal, spec);
}

/** The refusal for this call, if any. */
export function refusalFor(principal: Principal, spec: ActionSpec): MessageKey | undefined {
  if (principal.mustChangePassword && !WHILE_PASSWORD_MUST_CHANGE.has(actionKey(spec))) return 'must_change_password';
  return adminAllows(principal, spec) ? undefined : 'no_permission';
}
