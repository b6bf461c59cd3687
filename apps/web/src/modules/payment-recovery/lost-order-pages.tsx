import { paymentRecoveryActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

const { failedOrders, appleLostOrders } = paymentRecoveryActions;

/** Failed store and agent orders (menu 21005): credit after the channel confirmed the money, or dismiss. */
export const FailedOrdersPage = resourcePage(failedOrders, { testId: 'failed-orders', scrollX: 2000 });

/** App Store transactions paid but not credited (menu 21006): each transaction id credited once. */
export const AppleLostOrdersPage = resourcePage(appleLostOrders, { testId: 'apple-lost-orders', scrollX: 2000 });
