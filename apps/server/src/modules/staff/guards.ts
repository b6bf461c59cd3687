import { type ActionSpec, ALL_MENU_IDS, FIRST_SUPER_ADMIN_ID } from '@console/contract';
import type { ActionContext, Principal } from '../../engine/context.ts';
import { forbidden, notFound } from '../../engine/errors.ts';
import { adminAllows, roleAllows } from '../../engine/permissions.ts';

/** A role as the guards compare it. */
export interface RoleGrant {
  kind: string;
  menuIds: readonly number[];
  deniedActions: readonly string[];
}

/** The target of a staff action, with what the guards need to know about it. */
export interface StaffTarget {
  id: number;
  roleId: number;
  role: RoleGrant;
  areaId: number | null;
  regionIds: number[] | null;
}

/**
 * Whether `caller` may hand out `role`: super admins may hand out anything; anyone else only a role
 * that is not a super admin's and lets no action through that the caller could not call themself.
 */
export function mayGrant(caller: Principal, role: RoleGrant, actions: readonly ActionSpec[]): boolean {
  if (caller.roleKind === 'super_admin') return true;
  if (role.kind === 'super_admin') return false;
  if (role.menuIds.some((id) => !caller.menuIds.has(id))) return false;
  const granted = { menuIds: new Set(role.menuIds), deniedActions: new Set(role.deniedActions) };
  return actions.every((spec) => !roleAllows(granted, spec) || adminAllows(caller, spec));
}

export function assertMayGrant(ctx: ActionContext, role: RoleGrant): void {
  if (!mayGrant(ctx.admin, role, ctx.actions)) throw forbidden('cannot_grant');
}

/** Country admins and area managers look after the staff of their own areas and regions only. */
export function staffVisible(caller: Principal, target: Pick<StaffTarget, 'areaId' | 'regionIds'>): boolean {
  if (caller.scope.all) return true;
  if (caller.areaId !== null && target.areaId === caller.areaId) return true;
  return (target.regionIds ?? []).some((region) => caller.scope.all || caller.scope.regionIds.includes(region));
}

/**
 * The checks every change to another admin passes: never uid 1, never oneself (no raising one's
 * own quota, re-enabling or re-roling oneself), only visible staff, and only staff whose current
 * role the caller could have granted (an operator cannot disable a super admin).
 */
export async function loadManagedAdmin(ctx: ActionContext, id: number): Promise<StaffTarget> {
  if (id === FIRST_SUPER_ADMIN_ID) throw forbidden('first_admin_protected');
  if (id === ctx.admin.adminId) throw forbidden('not_yourself');
  const { rows } = await ctx.sql.query<{
    id: number;
    role_id: number;
    kind: string;
    menu_ids: number[];
    denied_actions: string[];
    area_id: number | null;
    region_ids: number[] | null;
  }>(
    `SELECT a.id, a.role_id, r.kind, r.menu_ids, r.denied_actions, a.area_id, a.region_ids
     FROM admin a JOIN role r ON r.id = a.role_id WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound();
  const target: StaffTarget = {
    id: row.id,
    roleId: row.role_id,
    role: {
      kind: row.kind,
      menuIds: row.kind === 'super_admin' ? [...ALL_MENU_IDS] : row.menu_ids,
      deniedActions: row.denied_actions,
    },
    areaId: row.area_id,
    regionIds: row.region_ids,
  };
  if (!staffVisible(ctx.admin, target)) throw forbidden('out_of_region');
  assertMayGrant(ctx, target.role);
  return target;
}

export async function loadRole(ctx: ActionContext, roleId: number): Promise<RoleGrant & { id: number; name: string }> {
  const { rows } = await ctx.sql.query<{ id: number; name: string; kind: string; menu_ids: number[]; denied_actions: string[] }>(
    'SELECT id, name, kind, menu_ids, denied_actions FROM role WHERE id = $1',
    [roleId],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    menuIds: row.kind === 'super_admin' ? [...ALL_MENU_IDS] : row.menu_ids,
    deniedActions: row.denied_actions,
  };
}

/** Regions a caller hands to new staff must be their own (unless they see everything). */
export function assertOwnRegions(ctx: ActionContext, regionIds: readonly number[] | undefined): void {
  const { scope } = ctx.admin;
  if (!regionIds || scope.all) return;
  if (regionIds.some((region) => !scope.regionIds.includes(region))) throw forbidden('out_of_region');
}
