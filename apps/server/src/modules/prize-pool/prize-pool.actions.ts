import { fill, type Lang, labelLangOf, type PrizePoolKind, prizePoolActions, valueLabel } from '@console/contract';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoPrizePools } from './prize-pool.demo.ts';
import {
  checkPoolPrice,
  checkPrize,
  checkPrizeDelete,
  deletePools,
  movePrizes,
  settleItem,
  switchOn,
} from './prize-pool.rules.ts';
import { PRIZE_POOL_TABLES, type PrizePoolTables } from './prize-pool.tables.ts';

const { PRIZE_POOLS, PRIZE_POOL_KINDS, percentOfBasisPoints, prizePoolPrizeLabels } = prizePoolActions;

/**
 * Σ probability (basis points), Σ value × probability (coins × basis points) and the count of a
 * pool's prizes, for the pool whose id is `outer` (a qualified column of the list's own table):
 * exact integers, read as numeric so no sum overflows; the derived fields format them. Written with
 * the table's name and an alias, as drizzle leaves a single table's columns unqualified, which
 * inside the subquery would name the prizes' own columns.
 */
function poolSums(tables: PrizePoolTables, outer: string) {
  const prizes = getTableName(tables.prizes);
  const over = (what: string) => sql.raw(`(SELECT ${what} FROM "${prizes}" AS sibling WHERE sibling.pool_id = ${outer})`);
  return {
    count: over('count(*)::int'),
    probability: over('coalesce(sum(sibling.probability), 0)'),
    payout: over('coalesce(sum(sibling.value::numeric * sibling.probability), 0)'),
  };
}

/** Coins × basis points as coins with two decimals, rounded down: 953_700 → "95.37". */
const coinsOf = (units: unknown) => percentOfBasisPoints(Math.floor(Number(units ?? 0) / 100));

/** What the prize list shows as the prize: the gift's or prop's name, the coins, or "thank you". */
function itemName(record: Record<string, unknown>, lang: Lang): string {
  const words = labelLangOf(lang);
  if (record.kind === 'coins') return fill(prizePoolPrizeLabels[words].screen.coins, { amount: Number(record.amount) });
  if (record.kind === 'nothing') return valueLabel(prizePoolPrizeLabels, words, 'kind', 'nothing');
  const name = String((words === 'en' ? record.itemNameEn : record.itemNameZh) ?? '');
  return record.kind === 'gift' && Number(record.amount) > 1 ? `${name} ×${String(record.amount)}` : name;
}

/**
 * The actions of one kind of pool: its pools (with the probability total, expected payout and
 * return ratio computed beside each) and its prizes (each with its contribution and its pool's
 * totals), all under the kind's own screen and permission.
 */
function servePrizePool(kind: PrizePoolKind) {
  const { pools: poolResource, prizes: prizeResource } = PRIZE_POOLS[kind];
  const tables = PRIZE_POOL_TABLES[kind];
  const { pools, prizes } = tables;
  const ofPool = poolSums(tables, `"${getTableName(pools)}"."id"`);
  const ofPrizePool = poolSums(tables, `"${getTableName(prizes)}"."pool_id"`);
  return [
    ...serveResource(poolResource, pools, {
      select: {
        prize_count: ofPool.count,
        probability_bp: ofPool.probability,
        payout_units: ofPool.payout,
      },
      derived: {
        probability_total: (record) => percentOfBasisPoints(Number(record.probability_bp ?? 0)),
        expected_payout: (record) => coinsOf(record.payout_units),
        // Expected payout / price as a percent: (units / 10000) / price × 100, in basis points units / price.
        return_ratio: (record) =>
          Number(record.price) > 0
            ? percentOfBasisPoints(Math.floor(Number(record.payout_units ?? 0) / Number(record.price)))
            : '0.00',
      },
      async beforeSave(values, ctx, before) {
        checkPoolPrice(values);
        await movePrizes(tables, values, ctx, before);
      },
      beforeDelete: (records, ctx) => deletePools(tables, records, ctx),
      children: {
        prizes: {
          table: prizes,
          parent: prizes.poolId,
          inherit: ['regionId'],
          // Each prize is sent whole from the pool's form: its item is settled as a new one's.
          beforeSave: (row, ctx) => settleItem(row, ctx, null),
          derived: { item_name: (record, lang) => itemName(record, lang) },
        },
      },
      commands: {
        switchOn: (record, _input, ctx) => switchOn(tables, record, ctx),
      },
    }),
    ...serveResource(prizeResource, prizes, {
      join: { table: pools, on: eq(pools.id, prizes.poolId) },
      columns: { pool_name: pools.name },
      select: {
        pool_probability_bp: ofPrizePool.probability,
        pool_payout_units: ofPrizePool.payout,
      },
      derived: {
        probability: (record) => percentOfBasisPoints(Number(record.probability)),
        item_name: (record, _now, lang) => itemName(record, lang),
        contribution: (record) => coinsOf(Number(record.value) * Number(record.probability)),
        pool_probability_total: (record) => percentOfBasisPoints(Number(record.pool_probability_bp ?? 0)),
        pool_expected_payout: (record) => coinsOf(record.pool_payout_units),
      },
      beforeSave: (values, ctx, before) => checkPrize(tables, values, ctx, before),
      beforeDelete: (records, ctx) => checkPrizeDelete(tables, records, ctx),
    }),
  ];
}

export const prizePoolModule: ServerModule = {
  name: 'prize-pool',
  actions: PRIZE_POOL_KINDS.flatMap(servePrizePool),
  demo: insertDemoPrizePools,
};
