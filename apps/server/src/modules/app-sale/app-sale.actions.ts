import { appSaleActions } from '@console/contract';
import type { ServerModule } from '../../engine/registry.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoAppSales } from './app-sale.demo.ts';
import { appSales } from './app-sale.tables.ts';

/** The bonus as a whole percentage of the coins, rounded down (500 bonus on 5,000 coins: 10). */
const bonusPercent = (record: Record<string, unknown>) =>
  Math.floor((Number(record.bonusCoins) * 100) / Math.max(Number(record.coins), 1));

const shelf = shelfState('shelf_state', { onAt: appSales.onAt, offAt: appSales.offAt, enabled: appSales.isOn });

/**
 * In-app purchase promotions (menu 24012): the rules are the contract's. The window's order and
 * "no two of one product on one store in a shared region at once" are the kit's, by the declared
 * window (engine/resource/time-window.ts), under one lock per product.
 */
export const appSaleModule: ServerModule = {
  name: 'app-sale',
  actions: serveResource(appSaleActions.appSales, appSales, {
    filters: shelf.filters,
    derived: { ...shelf.derived, bonus_percent: bonusPercent },
  }),
  demo: insertDemoAppSales,
};
