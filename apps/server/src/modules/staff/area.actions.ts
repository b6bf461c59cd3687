import { areaActions } from '@console/contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { operatingAreas } from '../../engine/auth/auth.tables.ts';
import { type ActionContext, implement } from '../../engine/context.ts';
import { invalid, notFound } from '../../engine/errors.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { countryZones } from './staff.tables.ts';

type AreaRow = areaActions.AreaRow;

// Spelled out: drizzle leaves single-table columns unqualified, which the subquery would bind to its own table.
const staff = sql<{ id: number; username: string; kind: string }[]>`(
  SELECT coalesce(json_agg(json_build_object('id', a.id, 'username', a.username, 'kind', r.kind) ORDER BY a.id), '[]'::json)
  FROM admin a JOIN role r ON r.id = a.role_id WHERE a.area_id = operating_area.id)`;

const areaList: ListDefinition<AreaRow> = {
  fields: { ...getTableColumns(operatingAreas), staff },
  source: (db, fields) => db.select(fields).from(operatingAreas).$dynamic(),
  key: operatingAreas.id,
  order: 'asc',
  scope: (scope) => (scope.all ? undefined : scope.areaId ? eq(operatingAreas.id, scope.areaId) : sql`false`),
  filters: { name: { contains: operatingAreas.name } },
  toRow: (record) => {
    const r = record as typeof operatingAreas.$inferSelect & { staff: { id: number; username: string; kind: string }[] };
    return {
      id: r.id,
      name: r.name,
      country_ids: r.countryIds,
      managers: r.staff.filter((s) => s.kind === 'area_manager').map(({ id, username }) => ({ id, username })),
      staff_count: r.staff.length,
    };
  },
};

async function assertCountries(ctx: ActionContext, ids: readonly number[]): Promise<void> {
  const { rows } = await ctx.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM country WHERE id = ANY($1::integer[])', [
    ids,
  ]);
  if (rows[0]?.n !== new Set(ids).size) throw invalid('invalid_input', { country_ids: 'invalid_id' });
}

const list = implement(areaActions.areaList, (input, ctx) => runList(ctx, areaList, input));

const save = implement(areaActions.areaSave, async (input, ctx) => {
  await assertCountries(ctx, input.country_ids);
  const taken = await ctx.sql.query('SELECT 1 FROM operating_area WHERE lower(name) = lower($1) AND id <> $2', [
    input.name,
    input.id ?? 0,
  ]);
  if (taken.rows.length > 0) throw invalid('duplicate', { name: 'duplicate' });
  const values = { name: input.name, countryIds: [...new Set(input.country_ids)], updatedAt: ctx.now };
  let id = input.id;
  let before: unknown;
  if (id === undefined) {
    const [created] = await ctx.db
      .insert(operatingAreas)
      .values({ ...values, createdAt: ctx.now })
      .returning({ id: operatingAreas.id });
    id = created!.id;
  } else {
    [before] = await ctx.db.select().from(operatingAreas).where(eq(operatingAreas.id, id)).for('update');
    if (!before) throw notFound();
    await ctx.db.update(operatingAreas).set(values).where(eq(operatingAreas.id, id));
    // The area's managers now see other countries: their cached scope must go.
    const { rows } = await ctx.sql.query<{ id: number }>('SELECT id FROM admin WHERE area_id = $1', [id]);
    for (const row of rows) {
      const change = await ctx.auth.announce(ctx.sql, { admin: row.id });
      ctx.afterCommit(() => ctx.auth.dropCached(change));
    }
  }
  const [record] = await ctx.db
    .select({ ...getTableColumns(operatingAreas), staff })
    .from(operatingAreas)
    .where(eq(operatingAreas.id, id));
  const row = areaList.toRow(record!, ctx.lang, ctx.now);
  ctx.audit({ targetType: 'operating_area', targetId: id, summary: `Save operating area ${row.name}`, before, after: row });
  return row;
});

const remove = implement(areaActions.areaDelete, async (input, ctx) => {
  const [area] = await ctx.db.select().from(operatingAreas).where(eq(operatingAreas.id, input.id)).for('update');
  if (!area) throw notFound();
  const { rows } = await ctx.sql.query('SELECT 1 FROM admin WHERE area_id = $1 LIMIT 1', [input.id]);
  if (rows.length > 0) throw invalid('area_has_staff');
  await ctx.db.delete(operatingAreas).where(eq(operatingAreas.id, input.id));
  ctx.audit({ targetType: 'operating_area', targetId: input.id, summary: `Delete operating area ${area.name}`, before: area });
  return null;
});

type ZoneRecord = typeof countryZones.$inferSelect;
const zoneRow = (z: ZoneRecord) => ({
  id: z.id,
  name: z.name,
  enabled: z.enabled,
  position: z.position,
  display_order: z.displayOrder,
  country_ids: z.countryIds,
});

const zoneList: ListDefinition<ReturnType<typeof zoneRow>> = {
  fields: getTableColumns(countryZones),
  source: (db, fields) => db.select(fields).from(countryZones).$dynamic(),
  key: countryZones.id,
  order: 'asc',
  sortable: { display_order: countryZones.displayOrder },
  filters: {},
  toRow: (record) => zoneRow(record as ZoneRecord),
};

const zones = implement(areaActions.countryZoneList, (input, ctx) => runList(ctx, zoneList, { sort: 'display_order', ...input }));

const saveZone = implement(areaActions.countryZoneSave, async (input, ctx) => {
  await assertCountries(ctx, input.country_ids);
  const values = {
    name: input.name,
    enabled: input.enabled,
    position: input.position,
    displayOrder: input.display_order,
    countryIds: [...new Set(input.country_ids)],
    updatedAt: ctx.now,
  };
  if (input.id === undefined) {
    const [created] = await ctx.db.insert(countryZones).values(values).returning();
    ctx.audit({
      targetType: 'country_zone',
      targetId: created!.id,
      summary: `Create country zone ${input.name}`,
      after: created,
    });
    return zoneRow(created!);
  }
  const [before] = await ctx.db.select().from(countryZones).where(eq(countryZones.id, input.id)).for('update');
  if (!before) throw notFound();
  const [after] = await ctx.db.update(countryZones).set(values).where(eq(countryZones.id, input.id)).returning();
  ctx.audit({ targetType: 'country_zone', targetId: input.id, summary: `Change country zone ${input.name}`, before, after });
  return zoneRow(after!);
});

export const areaActionList = [list, save, remove, zones, saveZone];
