import type { Sample } from '../samples.ts';

/**
 * Samples of lost orders and the refund center (issue 31). Their demos put open rows of a member
 * outside region 1 first (payment-recovery.demo.ts, refund.demo.ts), so the ids are known: failed
 * orders and Apple lost orders 1 and 2 are open, refund 1 is owed by that member, refund 2 waits.
 */
const UNKNOWN = 999_999;
/** The member of the first demo refunds: region 12, with coins (the first such member of the demo). */
const OWING_MEMBER = 10_000_001;
/** A demo member who owes no refund: repaying refuses (no debt). */
const MEMBER_WITHOUT_DEBT = 10_000_002;

const refund = (memberId: number, orderNo: string) => ({
  order_no: orderNo,
  pay_type: 'google',
  member_id: memberId,
  coins: 700,
  reason: 'Sample chargeback',
  refunded_at: 1_790_000_000,
});
const onRow = (id: number, fields: Record<string, unknown> = {}): Sample => ({
  valid: () => ({ id, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id, ...fields }),
});

export const samples: Record<string, Sample> = {
  'LostOrder/failedOrderCredit': onRow(1, { evidence: 'Sample: channel shows it charged' }),
  'LostOrder/failedOrderDismiss': onRow(2, { reason: 'Sample: channel shows nothing charged' }),
  'LostOrder/appleLostOrderCredit': onRow(1, { evidence: 'Sample: App Store Connect shows it paid' }),
  'LostOrder/appleLostOrderDismiss': onRow(2, { reason: 'Sample: refunded by Apple' }),
  // Its 405 (the password for this very call) comes before the handler's region check: no out-of-region sample.
  'Refund/refundRecover': { valid: () => ({ id: 2 }), failing: () => ({ id: UNKNOWN }) },
  'Refund/refundAdd': {
    valid: (env) => refund(env.memberOutsideRegion1, 'GPA.SAMPLE-1'),
    failing: () => refund(987_654_321, 'GPA.SAMPLE-2'),
    failures: { 'no coins': (env) => ({ body: { ...refund(env.memberOutsideRegion1, 'GPA.SAMPLE-3'), coins: 0 } }) },
    outOfRegion: (env) => refund(env.memberOutsideRegion1, 'GPA.SAMPLE-4'),
  },
  'Refund/refundRepay': {
    valid: () => ({ user_id: OWING_MEMBER }),
    failing: () => ({ user_id: MEMBER_WITHOUT_DEBT }),
    outOfRegion: () => ({ user_id: OWING_MEMBER }),
  },
  'Refund/memberRefundDebt': {
    valid: () => ({ user_id: OWING_MEMBER }),
    outOfRegion: () => ({ user_id: OWING_MEMBER }),
  },
};
