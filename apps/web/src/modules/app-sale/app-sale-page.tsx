import { appSaleActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** In-app purchase promotions (menu 24012): product, store, price, coins with the bonus and its percentage, regions and window. */
export const AppSalePage = resourcePage(appSaleActions.appSales, { testId: 'app-sale-list', scrollX: 1800 });
