import { giftActions } from '@console/contract';
import { and, arrayOverlaps, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { likeEscape } from '../../engine/paging.ts';
import { shelfCondition } from '../../engine/resource/lifecycle.ts';
import type { Scope } from '../../engine/scope.ts';
import { gifts } from './gift.tables.ts';

/** A picker shows a short list and a search box: more than this many matches ask for a narrower search. */
const PICKER_LIMIT = 200;

/** Gifts sold in any of the caller's regions (the gift list's rule); a caller holding only countries sees none. */
function inCallerRegions(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.regionIds.length > 0 ? arrayOverlaps(gifts.regions, [...scope.regionIds]) : sql`false`;
}

export const giftSelectList = implement(giftActions.giftSelectList, async (input, ctx) => {
  const term = input.name ? `%${likeEscape(input.name)}%` : undefined;
  const where = and(
    shelfCondition({ onAt: gifts.onAt, offAt: gifts.offAt, enabled: gifts.isOn }, 'on', ctx.now),
    inCallerRegions(ctx.scope),
    input.type ? eq(gifts.type, input.type) : undefined,
    term ? or(ilike(gifts.nameZh, term), ilike(gifts.nameEn, term), ilike(gifts.nameAr, term)) : undefined,
  );
  const rows = await ctx.db
    .select({ id: gifts.id, nameZh: gifts.nameZh, nameEn: gifts.nameEn, icon: gifts.icon, price: gifts.price })
    .from(gifts)
    .where(where)
    .orderBy(asc(gifts.sort), asc(gifts.id))
    .limit(PICKER_LIMIT);
  const [total] = await ctx.db.select({ total: count() }).from(gifts).where(where);
  return {
    // The console speaks Chinese and English; the Arabic name is for the app and is searched, not shown.
    list: rows.map((row) => ({
      id: row.id,
      name: ctx.lang === 'en-us' ? row.nameEn : row.nameZh,
      icon: row.icon,
      price: Number(row.price),
    })),
    total: total?.total ?? 0,
  };
});
