import { areaActions } from '@console/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { admins, operatingAreas } from '../../engine/auth/auth.tables.ts';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { countryRegions } from '../country/country.lookup.ts';
import { assertAreaInsideCaller } from './scope-grants.ts';
import { countryZones } from './staff.tables.ts';

type Staff = { id: number; username: string; kind: string }[];

/** Every country named must exist; each is kept once. */
async function checkCountries(values: Values, ctx: ActionContext): Promise<void> {
  const ids = [...new Set(values.country_ids as number[])];
  if ((await countryRegions(ctx.db, ids)).size !== ids.length) throw invalid('invalid_input', { country_ids: 'invalid_id' });
  values.country_ids = ids;
}

export const areaActionList = [
  ...serveResource(areaActions.areas, operatingAreas, {
    // Spelled out: drizzle leaves single-table columns unqualified, which the subquery would bind to its own table.
    select: {
      staff: sql`(
        SELECT coalesce(json_agg(json_build_object('id', a.id, 'username', a.username, 'kind', r.kind) ORDER BY a.id), '[]'::json)
        FROM admin a JOIN role r ON r.id = a.role_id WHERE a.area_id = operating_area.id)`,
    },
    // From the query's staff; a locked record (the log's before) has none, and shows neither.
    derived: {
      managers: ({ staff }) =>
        (staff as Staff | undefined)?.filter((s) => s.kind === 'area_manager').map(({ id, username }) => ({ id, username })),
      staff_count: ({ staff }) => (staff as Staff | undefined)?.length,
    },
    // An area manager reads and changes their own area only; other scoped staff none (nor add one they could not see).
    access: {
      rows: ({ scope }) => (scope.all ? undefined : scope.areaId ? eq(operatingAreas.id, scope.areaId) : sql`false`),
      refusal: 'out_of_region',
    },
    async beforeSave(values, ctx, before) {
      await checkCountries(values, ctx);
      // Whoever holds an area sees its countries: a region-bound caller hands out only their own.
      await assertAreaInsideCaller(
        ctx,
        before ? (before.id as number) : null,
        (values.country_ids ?? before?.country_ids) as number[],
      );
      if (!before) return;
      // The area's staff now see other countries: their cached scope must go.
      const staff = await ctx.db.select({ id: admins.id }).from(admins).where(eq(admins.areaId, before.id));
      for (const { id } of staff) {
        const change = await ctx.auth.announce(ctx.sql, { admin: id });
        ctx.afterCommit(() => ctx.auth.dropCached(change));
      }
    },
    async beforeDelete(records, ctx) {
      const ids = records.map((record) => record.id as number);
      for (const id of ids) await assertAreaInsideCaller(ctx, id, []);
      const [staffed] = await ctx.db.select({ id: admins.id }).from(admins).where(inArray(admins.areaId, ids)).limit(1);
      if (staffed) throw invalid('area_has_staff');
    },
  }),
  ...serveResource(areaActions.countryZones, countryZones, { beforeSave: checkCountries }),
];
