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
  role_id: number;
  role_name: string;
  role_kind: string;
  menu_ids: number[];
}

export const PRINCIPAL_COLUMNS = `a.id AS admin_id, a.username, a.status, a.region_ids, a.country_ids, a.area_name,
  a.role_id, r.name AS role_name, r.kind AS role_kind, r.menu_ids`;

/** Kinds whose whole job is one part of the world: without regions or countries they see nothing. */
const ALWAYS_SCOPED: ReadonlySet<string> = new Set(['country_admin', 'area_manager']);

export function scopeOf(row: PrincipalRow): Scope {
  if (row.role_kind === 'super_admin') return { all: true };
  if (!ALWAYS_SCOPED.has(row.role_kind) && row.region_ids === null && row.country_ids === null) return { all: true };
  return { all: false, regionIds: row.region_ids ?? [], countryIds: row.country_ids ?? [] };
}

export function principalOf(row: PrincipalRow): Principal {
  return {
    adminId: row.admin_id,
    username: row.username,
    roleId: row.role_id,
    roleName: row.role_name,
    roleKind: row.role_kind as RoleKind,
    menuIds: row.role_kind === 'super_admin' ? ALL_MENU_IDS : new Set(row.menu_ids),
    scope: scopeOf(row),
    areaName: row.area_name,
  };
}
