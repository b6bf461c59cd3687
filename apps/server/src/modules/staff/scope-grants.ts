import type { Queryable } from '../../db/database.ts';
import type { Orm } from '../../db/orm.ts';
import { PRINCIPAL_COLUMNS, PRINCIPAL_JOINS, type PrincipalRow, scopeOf } from '../../engine/auth/principal.ts';
import type { ActionContext } from '../../engine/context.ts';
import { forbidden } from '../../engine/errors.ts';
import type { Scope } from '../../engine/scope.ts';
import { countriesOutside } from '../country/country.lookup.ts';

/** The scope columns of a new account. */
interface StoredScope {
  areaId: number | null;
  regionIds: number[] | null;
  countryIds: number[] | null;
}

/**
 * What a new account sees. A region-bound caller's form that leaves the scope out gives the caller's
 * own regions and area (or own countries), never null: sign-in reads null regions as "every region"
 * for most kinds of staff.
 */
export function newAccountScope(ctx: ActionContext, input: { area_id?: number; region_ids?: number[] }): StoredScope {
  const { scope, areaId } = ctx.admin;
  if (scope.all) return { areaId: input.area_id ?? null, regionIds: input.region_ids ?? null, countryIds: null };
  return {
    areaId: input.area_id ?? areaId ?? null,
    regionIds: input.region_ids ?? [...scope.regionIds],
    countryIds: areaId === null && scope.countryIds.length > 0 ? [...scope.countryIds] : null,
  };
}

/** The scope the account will sign in with, read as sign-in reads it (role kind, regions, area, countries). */
async function accountScope(connection: Queryable, adminId: number): Promise<Scope> {
  const { rows } = await connection.query<PrincipalRow>(
    `SELECT ${PRINCIPAL_COLUMNS} FROM admin a ${PRINCIPAL_JOINS} WHERE a.id = $1`,
    [adminId],
  );
  const row = rows[0];
  if (!row) throw new Error(`admin ${adminId} vanished inside its own change`);
  return scopeOf(row);
}

/** Whether every region and country of `inner` lies inside `outer` (a country inside one of its regions counts). */
export async function scopeInside(db: Orm, inner: Scope, outer: Scope): Promise<boolean> {
  if (outer.all) return true;
  if (inner.all) return false;
  if (inner.regionIds.some((region) => !outer.regionIds.includes(region))) return false;
  return (await countriesOutside(db, inner.countryIds, outer)) === 0;
}

/**
 * Checked after any write that can widen what an account sees (its creation, a new role, regions
 * or area, an area's countries): a region-bound caller only ever hands out a scope inside their own.
 * Checking the result rather than each input keeps every path covered — a role whose kind reads
 * null regions as "all", an account taken out of its area, regions left out of the form.
 */
export async function assertAccountInsideCaller(ctx: ActionContext, adminId: number): Promise<void> {
  if (ctx.admin.scope.all) return;
  if (!(await scopeInside(ctx.db, await accountScope(ctx.sql, adminId), ctx.admin.scope))) throw forbidden('scope_beyond_own');
}

/** An area's countries handed out by a region-bound caller: their own area only, and countries inside their scope. */
export async function assertAreaInsideCaller(ctx: ActionContext, areaId: number | null, countryIds: readonly number[]) {
  const { scope, areaId: ownArea } = ctx.admin;
  if (scope.all) return;
  if (areaId !== null && areaId !== ownArea) throw forbidden('out_of_region');
  const countries: Scope = { all: false, regionIds: [], countryIds: [...countryIds] };
  if (!(await scopeInside(ctx.db, countries, scope))) throw forbidden('scope_beyond_own');
}
