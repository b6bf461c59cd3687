import { ALL_MENU_IDS, type RoleKind } from '@console/contract';
import type { Principal } from '../context.ts';
import type { Scope } from '../scope.ts';

/** The admin and role columns a principal is built from, as one joined row. */
export interface PrincipalRow {
  admin_id: number;
  username: string;
  status: string;
  region_ids: number[] | null;
  country_ids: number[] | null;
  area_name: string;
  area_id: number | null;
  area_country_ids: number[] | null;
  must_change_password: boolean;
  role_id: number;
  role_name: string;
  role_kind: string;
  menu_ids: number[];
  denied_actions: string[];
  overrides: Record<string, boolean> | null;
}

/** The columns of a principal; the query must join `role r` and left-join `operating_area ar`. */
export const PRINCIPAL_COLUMNS = `a.id AS admin_id, a.username, a.status, a.region_ids, a.country_ids,
  coalesce(ar.name, a.area_name) AS area_name,
  a.area_id, ar.country_ids AS area_country_ids, a.must_change_password,
  a.role_id, r.name AS role_name, r.kind AS role_kind, r.menu_ids, r.denied_actions,
  (SELECT jsonb_object_agg(o.action_key, o.enabled) FROM admin_action_override o WHERE o.admin_id = a.id) AS overrides`;

export const PRINCIPAL_JOINS = 'JOIN role r ON r.id = a.role_id LEFT JOIN operating_area ar ON ar.id = a.area_id';

/** Kinds whose whole job is one part of the world: without regions or countries they see nothing. */
const ALWAYS_SCOPED: ReadonlySet<string> = new Set(['country_admin', 'area_manager']);

export function scopeOf(row: PrincipalRow): Scope {
  if (row.role_kind === 'super_admin') return { all: true };
  const countryIds = row.country_ids ?? row.area_country_ids;
  if (!ALWAYS_SCOPED.has(row.role_kind) && row.region_ids === null && countryIds === null) return { all: true };
  return { all: false, regionIds: row.region_ids ?? [], countryIds: countryIds ?? [], areaId: row.area_id };
}

export function principalOf(row: PrincipalRow): Principal {
  return {
    adminId: row.admin_id,
    username: row.username,
    roleId: row.role_id,
    roleName: row.role_name,
    roleKind: row.role_kind as RoleKind,
    menuIds: row.role_kind === 'super_admin' ? ALL_MENU_IDS : new Set(row.menu_ids),
    deniedActions: new Set(row.role_kind === 'super_admin' ? [] : row.denied_actions),
    overrides: new Map(Object.entries(row.overrides ?? {})),
    scope: scopeOf(row),
    areaId: row.area_id,
    areaName: row.area_name,
    mustChangePassword: row.must_change_password,
  };
}
