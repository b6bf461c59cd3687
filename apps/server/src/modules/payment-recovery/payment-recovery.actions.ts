import { paymentRecoveryActions } from '@console/contract';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { creditAppleLostOrder, creditFailedOrder, dismissLostOrder } from './lost-order-credit.ts';
import { insertDemoLostOrders } from './payment-recovery.demo.ts';
import { appleLostOrders, failedOrders } from './payment-recovery.tables.ts';

/**
 * Lost payments (SPEC §2 /riskcontrolManagement single and appleLostOrder, §7 LostOrder): failed
 * store and agent orders and Apple transactions paid but not credited, each credited through the
 * ledger exactly once after staff re-checked it, or dismissed. Region-scoped by the member's region.
 */
export const paymentRecoveryModule: ServerModule = {
  name: 'payment-recovery',
  actions: [
    ...serveResource(paymentRecoveryActions.failedOrders, failedOrders, {
      commands: { credit: creditFailedOrder, dismiss: dismissLostOrder },
    }),
    ...serveResource(paymentRecoveryActions.appleLostOrders, appleLostOrders, {
      commands: { credit: creditAppleLostOrder, dismiss: dismissLostOrder },
    }),
  ],
  demo: insertDemoLostOrders,
};
