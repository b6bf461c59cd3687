import { countryActions, type Lang } from '@console/contract';
import { desc, eq, getTableColumns, gt, ilike, or, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { invalid, notFound } from '../../engine/errors.ts';
import { implementExport } from '../../engine/export/export.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { likeEscape } from '../../engine/paging.ts';
import { countries } from './country.tables.ts';

type CountryRecord = typeof countries.$inferSelect;

export function countryRowOf(c: CountryRecord, lang: Lang): countryActions.CountryRow {
  return {
    id: c.id,
    code: c.code,
    name_zh: c.nameZh,
    name_en: c.nameEn,
    country_name: lang === 'en-us' ? c.nameEn : c.nameZh,
    region_id: c.regionId,
    group: c.languageGroup,
    area_code: c.areaCode,
    flag: c.flag,
    icon: c.icon,
    hot_sort: c.hotSort,
    is_shown: c.isShown,
  };
}

const countryList: ListDefinition<countryActions.CountryRow> = {
  fields: getTableColumns(countries),
  source: (db, fields) => db.select(fields).from(countries).$dynamic(),
  key: countries.id,
  order: 'asc',
  sortable: { hot_sort: countries.hotSort, code: countries.code },
  filters: {
    name: {
      where: (name: string) =>
        or(
          ilike(countries.nameZh, `%${likeEscape(name)}%`),
          ilike(countries.nameEn, `%${likeEscape(name)}%`),
          eq(countries.code, name.toUpperCase()),
        ),
    },
    region_id: { eq: countries.regionId },
    group: { where: (group: string) => eq(countries.languageGroup, Number(group)) },
    is_shown: { eq: countries.isShown },
  },
  toRow: (record, lang) => countryRowOf(record as CountryRecord, lang),
};

const list = implement(countryActions.countryList, (input, ctx) => runList(ctx, countryList, input));

const hot = implement(countryActions.hotCountryList, async (_input, ctx) => {
  const rows = await ctx.db
    .select()
    .from(countries)
    .where(gt(countries.hotSort, 0))
    .orderBy(desc(countries.hotSort), countries.id);
  return { list: rows.map((row) => countryRowOf(row, ctx.lang)), total: rows.length };
});

const info = implement(countryActions.countryInfo, async (input, ctx) => {
  const [row] = await ctx.db.select().from(countries).where(eq(countries.id, input.id));
  if (!row) throw notFound();
  return countryRowOf(row, ctx.lang);
});

const save = implement(countryActions.countrySave, async (input, ctx) => {
  const values = {
    code: input.code,
    nameZh: input.name_zh,
    nameEn: input.name_en,
    icon: input.icon,
    regionId: input.region_id,
    languageGroup: input.group,
    hotSort: input.hot_sort,
    isShown: input.is_shown,
    ...(input.area_code !== undefined ? { areaCode: input.area_code } : {}),
    ...(input.flag !== undefined ? { flag: input.flag } : {}),
  };
  const { rows: clash } = await ctx.sql.query('SELECT 1 FROM country WHERE code = $1 AND id <> $2', [input.code, input.id ?? 0]);
  if (clash.length > 0) throw invalid('duplicate', { code: 'duplicate' });
  if (input.id === undefined) {
    // Country ids are small and referenced by members; the next one follows the largest.
    const [created] = await ctx.db
      .insert(countries)
      .values({ ...values, id: sql`(SELECT coalesce(max(id), 0) + 1 FROM country)` })
      .returning();
    ctx.audit({ targetType: 'country', targetId: created!.id, summary: `Add country ${input.code}`, after: created });
    return countryRowOf(created!, ctx.lang);
  }
  const [before] = await ctx.db.select().from(countries).where(eq(countries.id, input.id)).for('update');
  if (!before) throw notFound();
  const [after] = await ctx.db.update(countries).set(values).where(eq(countries.id, input.id)).returning();
  ctx.audit({ targetType: 'country', targetId: input.id, summary: `Edit country ${input.code}`, before, after });
  return countryRowOf(after!, ctx.lang);
});

const isShown = implement(countryActions.countryIsShown, async (input, ctx) => {
  const [before] = await ctx.db.select().from(countries).where(eq(countries.id, input.id)).for('update');
  if (!before) throw notFound();
  const [after] = await ctx.db.update(countries).set({ isShown: input.is_shown }).where(eq(countries.id, input.id)).returning();
  ctx.audit({
    targetType: 'country',
    targetId: input.id,
    summary: `${input.is_shown ? 'Show' : 'Hide'} country ${before.code}`,
    before: { is_shown: before.isShown },
    after: { is_shown: after!.isShown },
  });
  return countryRowOf(after!, ctx.lang);
});

const listExport = implementExport(countryActions.countryExport, {
  list: countryList,
  fileName: 'countries',
  columns: [
    { header: { zh: 'ID', en: 'ID' }, value: (r) => r.id },
    { header: { zh: '代码', en: 'Code' }, value: (r) => r.code },
    { header: { zh: '中文名', en: 'Chinese name' }, value: (r) => r.name_zh },
    { header: { zh: '英文名', en: 'English name' }, value: (r) => r.name_en },
    { header: { zh: '区号', en: 'Area code' }, value: (r) => r.area_code },
    { header: { zh: '区域', en: 'Region' }, value: (r) => r.region_id },
    { header: { zh: '语言组', en: 'Language group' }, value: (r) => r.group },
    { header: { zh: '热门排序', en: 'Hot sort' }, value: (r) => r.hot_sort },
    { header: { zh: '是否显示', en: 'Shown' }, value: (r) => (r.is_shown ? 1 : 0) },
  ],
});

export const countryModule = { name: 'country', actions: [list, hot, info, save, isShown, listExport] };
