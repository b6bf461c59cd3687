import type { PrizePoolKind } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { demoGifts, type GiftRef } from '../gift/gift.lookup.ts';
import { shopPropItem } from '../prop/prop-give.ts';
import { PRIZE_POOL_TABLES } from './prize-pool.tables.ts';

const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;

/**
 * A demo prize: coins, the n-th demo gift, a shop prop for some days (worth what staff say), or
 * nothing; the probability in basis points.
 */
type DemoPrize =
  | { coins: number; bp: number }
  | { gift: number; bp: number }
  | { prop: number; days: number; value: number; bp: number }
  | { nothing: true; bp: number };

/** Shop props 7 and 14 are sold in every region (prop.demo.ts), so in every demo pool's. */
const PROP_PRIZES = [7, 14];
interface DemoPool {
  name: string;
  price: number;
  prizes: DemoPrize[];
  /** Regions where the pool exists switched off (being prepared). */
  offIn?: number[];
}

/** Pools whose chances fall as prizes grow, as real ones do; each adds up to 100 % (10000 bp). */
const POOLS: Readonly<Record<PrizePoolKind, DemoPool[]>> = {
  roomTurntable: [
    {
      name: 'Lucky wheel',
      price: 100,
      prizes: [
        { coins: 10, bp: 3000 },
        { coins: 50, bp: 2500 },
        { coins: 100, bp: 1500 },
        { gift: 0, bp: 1000 },
        { prop: 0, days: 7, value: 500, bp: 450 },
        { coins: 2000, bp: 50 },
        { nothing: true, bp: 1500 },
      ],
    },
    {
      name: 'Premium wheel',
      price: 1000,
      offIn: [2, 3],
      prizes: [
        { coins: 200, bp: 4000 },
        { coins: 800, bp: 3000 },
        { gift: 1, bp: 1500 },
        { coins: 5000, bp: 400 },
        { coins: 20000, bp: 100 },
        { nothing: true, bp: 1000 },
      ],
    },
  ],
  luckyBox: [
    {
      name: 'Bronze box',
      price: 50,
      prizes: [
        { coins: 10, bp: 4000 },
        { coins: 30, bp: 3000 },
        { gift: 2, bp: 2000 },
        { prop: 1, days: 3, value: 200, bp: 500 },
        { nothing: true, bp: 500 },
      ],
    },
    {
      name: 'Silver box',
      price: 500,
      prizes: [
        { coins: 100, bp: 3500 },
        { coins: 300, bp: 3000 },
        { gift: 3, bp: 2000 },
        { coins: 2000, bp: 1000 },
        { coins: 5000, bp: 500 },
      ],
    },
    {
      name: 'Gold box',
      price: 2000,
      offIn: [2, 3],
      prizes: [
        { coins: 500, bp: 3000 },
        { coins: 1500, bp: 3500 },
        { gift: 4, bp: 2000 },
        { coins: 8000, bp: 1200 },
        { coins: 30000, bp: 300 },
      ],
    },
  ],
  gameSet: [
    {
      name: 'Ludo · beginner table',
      price: 100,
      prizes: [
        { coins: 180, bp: 5000 },
        { coins: 20, bp: 4500 },
        { gift: 5, bp: 500 },
      ],
    },
    {
      name: 'Ludo · master table',
      price: 1000,
      prizes: [
        { coins: 1800, bp: 5000 },
        { coins: 100, bp: 4800 },
        { prop: 0, days: 30, value: 10000, bp: 200 },
      ],
    },
    {
      name: 'Fruit slots',
      price: 50,
      prizes: [
        { coins: 25, bp: 4000 },
        { coins: 75, bp: 2500 },
        { coins: 250, bp: 500 },
        { coins: 2500, bp: 25 },
        { nothing: true, bp: 2975 },
      ],
    },
    {
      name: 'Greedy cat',
      price: 200,
      offIn: [2, 3],
      prizes: [
        { coins: 100, bp: 4500 },
        { coins: 400, bp: 2500 },
        { coins: 1000, bp: 800 },
        { coins: 5000, bp: 100 },
        { nothing: true, bp: 2100 },
      ],
    },
  ],
};

/** A switched-off draft whose prizes add up to 90 % only: switching it on is refused until one more prize is added. */
const DRAFT: DemoPool = {
  name: 'Ramadan special (draft)',
  price: 300,
  prizes: [
    { coins: 100, bp: 5000 },
    { coins: 500, bp: 3000 },
    { coins: 3000, bp: 1000 },
  ],
};

const DEMO_REGIONS = [0, 1, 2, 3];

function prizeValues(prize: DemoPrize, gifts: GiftRef[], props: Map<number, string>) {
  if ('coins' in prize) return { kind: 'coins', amount: prize.coins, value: prize.coins };
  if ('nothing' in prize) return { kind: 'nothing', amount: 1, value: 0 };
  if ('prop' in prize) {
    const propId = PROP_PRIZES[prize.prop % PROP_PRIZES.length] as number;
    const name = props.get(propId);
    if (name === undefined) return { kind: 'coins', amount: prize.value, value: prize.value };
    return { kind: 'prop', propId, itemNameZh: name, itemNameEn: name, amount: prize.days, value: prize.value };
  }
  const gift = gifts[prize.gift % Math.max(gifts.length, 1)];
  if (!gift) return { kind: 'coins', amount: 100, value: 100 };
  return { kind: 'gift', giftId: gift.id, itemNameZh: gift.nameZh, itemNameEn: gift.nameEn, amount: 1, value: gift.price };
}

/** Every kind's pools in four regions (a few switched off), with prizes of coins, gifts, props and "thank you", and a 90 % draft in regions 1 and 0.
 * The samples of the generated suites name these rows by id (test/samples/prize-pool.ts): keep the order. */
export async function insertDemoPrizePools(db: Orm, now: number): Promise<void> {
  const first = PRIZE_POOL_TABLES.roomTurntable.pools;
  if ((await db.select({ id: first.id }).from(first).limit(1)).length > 0) return;
  const gifts = await demoGifts(db, 6);
  const props = new Map<number, string>();
  for (const id of PROP_PRIZES) {
    const prop = await shopPropItem(db, id);
    if (prop) props.set(id, prop.name);
  }
  for (const [kind, demoPools] of Object.entries(POOLS) as [PrizePoolKind, DemoPool[]][]) {
    const { pools, prizes } = PRIZE_POOL_TABLES[kind];
    const rows = [
      ...DEMO_REGIONS.flatMap((regionId) =>
        demoPools.map((pool, n) => ({ pool, regionId, enabled: !(pool.offIn ?? []).includes(regionId), sort: n + 1 })),
      ),
      { pool: DRAFT, regionId: 1, enabled: false, sort: 99 },
      { pool: DRAFT, regionId: 0, enabled: false, sort: 99 },
    ];
    const created = await db
      .insert(pools)
      .values(
        rows.map((row, n) => ({
          name: row.pool.name,
          regionId: row.regionId,
          price: row.pool.price,
          enabled: row.enabled,
          sort: row.sort,
          ...BY_ADMIN,
          createdAt: now - (rows.length - n) * 3_600,
          updatedAt: now - (rows.length - n) * 3_600,
        })),
      )
      .returning({ id: pools.id });
    await db.insert(prizes).values(
      rows.flatMap((row, n) =>
        row.pool.prizes.map((prize, sort) => ({
          poolId: created[n]?.id as number,
          regionId: row.regionId,
          probability: prize.bp,
          sort: sort + 1,
          ...prizeValues(prize, gifts, props),
          ...BY_ADMIN,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
  }
}
