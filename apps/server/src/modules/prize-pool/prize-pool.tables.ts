import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * The tables of one kind of prize pool: its pools and their prizes. Each kind (room turntable,
 * lucky box, game prize pool) has tables of its own from this one definition, so a screen's rows,
 * ids and region scope never mix with another kind's.
 */
function prizePoolTables(prefix: string) {
  /** A pool: what a draw costs, in which region, and whether members may draw now. */
  const pools = pgTable(
    `${prefix}_pool`,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      regionId: integer('region_id').notNull(),
      price: amount('price').notNull(),
      enabled: boolean('enabled').notNull().default(false),
      sort: integer('sort').notNull().default(0),
      ...createdColumns(),
      updatedAt: unixSeconds('updated_at').notNull(),
    },
    (table) => [index(`${prefix}_pool_region_idx`).on(table.regionId, table.id)],
  );
  /**
   * A prize of a pool. Its region is the pool's, copied so the kit's scope reads it on writes; the
   * gift's or prop's names are the ones it had when chosen (names in both languages for a gift).
   */
  const prizes = pgTable(
    `${prefix}_prize`,
    {
      id: serial('id').primaryKey(),
      poolId: integer('pool_id').notNull(),
      regionId: integer('region_id').notNull(),
      kind: text('kind').notNull(),
      giftId: integer('gift_id'),
      propId: integer('prop_id'),
      itemNameZh: text('item_name_zh').notNull().default(''),
      itemNameEn: text('item_name_en').notNull().default(''),
      amount: amount('amount').notNull().default(1),
      value: amount('value').notNull(),
      /** Basis points: 1 = 0.01 %, 10000 = 100 %. */
      probability: integer('probability').notNull(),
      sort: integer('sort').notNull().default(0),
      ...createdColumns(),
      updatedAt: unixSeconds('updated_at').notNull(),
    },
    (table) => [index(`${prefix}_prize_pool_idx`).on(table.poolId, table.id)],
  );
  return { pools, prizes };
}

const turntable = prizePoolTables('room_turntable');
const luckyBox = prizePoolTables('lucky_box');
const gameSet = prizePoolTables('game_prize');

// Exported one by one: drizzle-kit finds the tables among a file's exports.
export const roomTurntablePools = turntable.pools;
export const roomTurntablePrizes = turntable.prizes;
export const luckyBoxPools = luckyBox.pools;
export const luckyBoxPrizes = luckyBox.prizes;
export const gameSetPools = gameSet.pools;
export const gameSetPrizes = gameSet.prizes;

export type PrizePoolTables = typeof turntable;
export const PRIZE_POOL_TABLES = {
  roomTurntable: turntable,
  luckyBox,
  gameSet,
} as const satisfies Record<string, PrizePoolTables>;
