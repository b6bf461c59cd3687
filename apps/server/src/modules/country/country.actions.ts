import { countryActions } from '@console/contract';
import { desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { likeEscape } from '../../engine/paging.ts';
import { ResourceColumns } from '../../engine/resource/resource-table.ts';
import type { ResourceHooks } from '../../engine/resource/serve-resource.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoCountryIcons } from './country.demo.ts';
import { countries } from './country.tables.ts';

const { countries: resource } = countryActions;

const hooks: ResourceHooks = {
  columns: { group: countries.languageGroup },
  derived: { country_name: (record, _now, lang) => (lang === 'en-us' ? record.nameEn : record.nameZh) },
  filters: {
    name: {
      where: (name: string) =>
        or(
          ilike(countries.nameZh, `%${likeEscape(name)}%`),
          ilike(countries.nameEn, `%${likeEscape(name)}%`),
          eq(countries.code, name.toUpperCase()),
        ),
    },
  },
  beforeSave(values, _ctx, before) {
    // Country ids are small and referenced by members; a new one follows the largest.
    if (!before) values.id = sql`(SELECT coalesce(max(id), 0) + 1 FROM country)`;
  },
};
const columns = new ResourceColumns(resource, countries, hooks);

const hot = implement(countryActions.hotCountryList, async (_input, ctx) => {
  const rows = await ctx.db
    .select()
    .from(countries)
    .where(gt(countries.hotSort, 0))
    .orderBy(desc(countries.hotSort), countries.id);
  return { list: rows.map((row) => columns.toRow(row, ctx.now, ctx.lang) as countryActions.CountryRow), total: rows.length };
});

const info = implement(countryActions.countryInfo, async (input, ctx) => {
  const [row] = await ctx.db.select().from(countries).where(eq(countries.id, input.id));
  if (!row) throw notFound();
  return columns.toRow(row, ctx.now, ctx.lang) as countryActions.CountryRow;
});

export const countryModule = {
  name: 'country',
  actions: [...serveResource(resource, countries, hooks), hot, info],
  demo: insertDemoCountryIcons,
};
