import type { staffActions } from '@console/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { admins, operatingAreas, roles } from '../../engine/auth/auth.tables.ts';
import { notFound } from '../../engine/errors.ts';
import type { ListDefinition } from '../../engine/list/list.ts';

type AdminRow = staffActions.AdminRow;

const fields = {
  id: admins.id,
  username: admins.username,
  realName: admins.realName,
  roleId: admins.roleId,
  role: roles.name,
  roleKind: roles.kind,
  areaId: admins.areaId,
  areaName: sql<string>`coalesce(${operatingAreas.name}, ${admins.areaName})`,
  regionIds: admins.regionIds,
  countryIds: admins.countryIds,
  status: admins.status,
  mustChangePassword: admins.mustChangePassword,
  goldQuota: admins.goldQuota,
  goldUsed: admins.goldUsed,
  giftQuota: admins.giftQuota,
  giftUsed: admins.giftUsed,
  propQuota: admins.propQuota,
  propUsed: admins.propUsed,
  createdAt: admins.createdAt,
};

function toRow(r: Record<string, unknown>): AdminRow {
  const v = r as { [K in keyof typeof fields]: never };
  return {
    id: v.id,
    username: v.username,
    real_name: v.realName,
    role_id: v.roleId,
    role: v.role,
    role_kind: v.roleKind,
    area_id: v.areaId,
    area_name: v.areaName ?? '',
    region_ids: v.regionIds,
    country_ids: v.countryIds,
    status: v.status,
    must_change_password: v.mustChangePassword,
    gold: v.goldQuota,
    gold_use: v.goldUsed,
    gift: v.giftQuota,
    gift_use: v.giftUsed,
    prop: v.propQuota,
    prop_use: v.propUsed,
    created_at: v.createdAt,
  };
}

/** Staff as the admin-account screen lists them; scoped callers see their area's and regions' staff. */
export const adminList: ListDefinition<AdminRow> = {
  fields,
  source: (db, selected) =>
    db
      .select(selected)
      .from(admins)
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .leftJoin(operatingAreas, eq(operatingAreas.id, admins.areaId))
      .$dynamic(),
  key: admins.id,
  order: 'asc',
  scope: (scope) => {
    if (scope.all) return undefined;
    const byArea = scope.areaId ? eq(admins.areaId, scope.areaId) : undefined;
    const byRegion =
      scope.regionIds.length > 0 ? sql`${admins.regionIds} && ${sql.param([...scope.regionIds])}::integer[]` : undefined;
    return or(byArea, byRegion) ?? sql`false`;
  },
  filters: {
    username: { contains: admins.username },
    real_name: { contains: admins.realName },
    role_id: { eq: admins.roleId },
    area_id: { eq: admins.areaId },
    status: { eq: admins.status },
  },
  toRow,
};

/** One admin as a row (after a change), read on the caller's connection. */
export async function adminRowOf(connection: Queryable, id: number): Promise<AdminRow> {
  const { rows } = await connection.query<Record<string, unknown>>(
    `SELECT a.id, a.username, a.real_name AS "realName", a.role_id AS "roleId", r.name AS role, r.kind AS "roleKind",
       a.area_id AS "areaId", coalesce(ar.name, a.area_name) AS "areaName", a.region_ids AS "regionIds",
       a.country_ids AS "countryIds", a.status, a.must_change_password AS "mustChangePassword",
       a.gold_quota AS "goldQuota", a.gold_used AS "goldUsed", a.gift_quota AS "giftQuota", a.gift_used AS "giftUsed",
       a.prop_quota AS "propQuota", a.prop_used AS "propUsed", a.created_at AS "createdAt"
     FROM admin a JOIN role r ON r.id = a.role_id LEFT JOIN operating_area ar ON ar.id = a.area_id WHERE a.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return toRow(rows[0]);
}
