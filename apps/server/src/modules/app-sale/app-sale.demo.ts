import type { Orm } from '../../db/orm.ts';
import { appSales } from './app-sale.tables.ts';

const DAY = 86_400;

type Platform = 'all' | 'ios' | 'android';

/** [name, product, platform, price in cents, coins, bonus, regions, on (days), off (days), on?] */
type DemoSale = [string, string, Platform, number, number, number, number[], number | null, number | null, boolean?];

const EVERYWHERE = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12];

/**
 * A dozen promotions of the usual coin packs (0.99 to 99.99 dollars): standing first-recharge
 * bonuses, festival offers (running, ended, to come) and one switched off, on both stores or one.
 */
const DEMO_SALES: readonly DemoSale[] = [
  ['Starter pack', 'com.app.coins.99', 'all', 99, 700, 70, EVERYWHERE, null, null],
  ['Small pack bonus', 'com.app.coins.499', 'all', 499, 3_500, 350, [0, 2, 5, 6], -30, null],
  ['Ramadan 499', 'com.app.coins.499', 'all', 499, 3_500, 1_050, [1, 10], -10, 20],
  ['Ramadan 1999', 'com.app.coins.1999', 'all', 1_999, 14_000, 4_200, [1, 10], -10, 20],
  ['Diwali mega pack', 'com.app.coins.4999', 'android', 4_999, 35_000, 8_750, [4, 12], -2, 12],
  ['Diwali mega pack (iOS)', 'com.app.coins.4999', 'ios', 4_999, 35_000, 7_000, [4, 12], -2, 12],
  ['Christmas 999', 'com.app.coins.999', 'all', 999, 7_000, 2_100, [0, 9, 11], 15, 45],
  ['Black Friday whale pack', 'com.app.coins.9999', 'all', 9_999, 70_000, 35_000, [0, 3], 20, 24],
  ['Songkran splash', 'com.app.coins.1999', 'android', 1_999, 14_000, 2_800, [6], -40, -25],
  ['National day 999', 'com.app.coins.999', 'ios', 999, 7_000, 1_400, [1], -3, 4],
  ['Turkish weekend', 'com.app.coins.2999', 'all', 2_999, 21_000, 3_150, [3], -1, 2, false],
  ['Lunar New Year red pack', 'com.app.coins.888', 'all', 888, 6_200, 1_888, [2, 5], 40, 47],
];

/** Twelve promotions in every shelf state. */
export async function insertDemoAppSales(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: appSales.id }).from(appSales).limit(1)).length > 0) return;
  await db.insert(appSales).values(
    DEMO_SALES.map(([name, productId, platform, priceCents, coins, bonusCoins, regions, on, off, isOn], n) => ({
      name,
      productId,
      platform,
      priceCents,
      coins,
      bonusCoins,
      regions,
      onAt: on === null ? null : now + on * DAY,
      offAt: off === null ? null : now + off * DAY,
      isOn: isOn ?? true,
      sort: n,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 45 * DAY,
      updatedAt: now - 45 * DAY,
    })),
  );
}
