import { appSaleActions } from '@console/contract';
import { and, arrayOverlaps, eq, gt, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import { queueOn } from '../../engine/locks.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { checkShelfWindow, shelfState } from '../../engine/resource/lifecycle.ts';
import { savedValue, type Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoAppSales } from './app-sale.demo.ts';
import { appSales } from './app-sale.tables.ts';

/** Stores a platform's product is sold in: `all` meets both stores, a store meets itself and `all`. */
const storesMeeting = (platform: string) => (platform === 'all' ? ['all', 'ios', 'android'] : ['all', platform]);

/**
 * The window comes in order, and no other promotion of the same product on a store it shares runs
 * at any moment of it in a region it shares: the app would not know which bonus to give.
 * Windows are half-open [on, off); a missing end is open.
 */
async function checkWindow(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  checkShelfWindow(values, before);
  const onAt = savedValue(values, before, 'on_at') as number | null | undefined;
  const offAt = savedValue(values, before, 'off_at') as number | null | undefined;
  // Two saves of one product at once queue here, so the second sees the first's window.
  await queueOn(ctx.sql, 'app_sale', String(savedValue(values, before, 'product_id')));
  const conditions: (SQL | undefined)[] = [
    eq(appSales.productId, String(savedValue(values, before, 'product_id'))),
    inArray(appSales.platform, storesMeeting(String(savedValue(values, before, 'platform')))),
    arrayOverlaps(appSales.regions, savedValue(values, before, 'regions') as number[]),
    // The other starts before this one ends, and ends after this one starts.
    offAt == null ? undefined : or(isNull(appSales.onAt), lt(appSales.onAt, offAt)),
    onAt == null ? undefined : or(isNull(appSales.offAt), gt(appSales.offAt, onAt)),
    before ? ne(appSales.id, before.id as number) : undefined,
  ];
  const [clash] = await ctx.db
    .select({ id: appSales.id })
    .from(appSales)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw invalid('app_sale_overlap', { off_at: 'app_sale_overlap' });
}

/** The bonus as a whole percentage of the coins, rounded down (500 bonus on 5,000 coins: 10). */
const bonusPercent = (record: Record<string, unknown>) =>
  Math.floor((Number(record.bonusCoins) * 100) / Math.max(Number(record.coins), 1));

const shelf = shelfState('shelf_state', { onAt: appSales.onAt, offAt: appSales.offAt, enabled: appSales.isOn });

/** In-app purchase promotions (menu 24012): the rules are the contract's. */
export const appSaleModule: ServerModule = {
  name: 'app-sale',
  actions: serveResource(appSaleActions.appSales, appSales, {
    filters: shelf.filters,
    derived: { ...shelf.derived, bonus_percent: bonusPercent },
    beforeSave: checkWindow,
  }),
  demo: insertDemoAppSales,
};
