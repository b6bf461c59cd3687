import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { gifts } from './gift.tables.ts';

/**
 * Which gift a row is about, for another module's list of rows about gifts (crystal gifts): the
 * names, icon and price such a list shows. A subquery of the gift table, joined as a table is.
 */
export function giftProfiles() {
  return new QueryBuilder()
    .select({ id: gifts.id, nameZh: gifts.nameZh, nameEn: gifts.nameEn, icon: gifts.icon, price: gifts.price })
    .from(gifts)
    .as('gift_profiles');
}

export interface GiftRef {
  id: number;
  nameZh: string;
  nameEn: string;
  price: number;
  regions: number[];
}

/** Gifts of the catalogue by id, whatever their shelf state; ids that name no gift are absent from the map. */
export async function giftsById(db: Orm, ids: readonly number[]): Promise<Map<number, GiftRef>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: gifts.id, nameZh: gifts.nameZh, nameEn: gifts.nameEn, price: gifts.price, regions: gifts.regions })
    .from(gifts)
    .where(inArray(gifts.id, [...ids]));
  return new Map(found.map((gift) => [gift.id, { ...gift, price: Number(gift.price) }]));
}

/** Demo gifts, by sort, for other modules' demo data. */
export async function demoGifts(db: Orm, limit: number): Promise<GiftRef[]> {
  const found = await db
    .select({ id: gifts.id, nameZh: gifts.nameZh, nameEn: gifts.nameEn, price: gifts.price, regions: gifts.regions })
    .from(gifts)
    .orderBy(gifts.sort, gifts.id)
    .limit(limit);
  return found.map((gift) => ({ ...gift, price: Number(gift.price) }));
}
