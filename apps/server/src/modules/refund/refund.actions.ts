import { refundActions } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { implementSpecial } from '../../engine/special.ts';
import { membersAt } from '../member/member.balances.ts';
import { insertDemoRefunds } from './refund.demo.ts';
import { storeRefunds } from './refund.tables.ts';
import { debtOf, recoverRefund, refundRow, repayDebt } from './refund-recovery.ts';

/**
 * The refund center (SPEC §2 /riskcontrolManagement/refundCenter, §5): store refunds recorded
 * against members, taken back through the ledger as far as the balance allows with the rest as
 * debt, and one member's debt repaid at a time. Region-scoped by the member's region.
 */
export const refundModule: ServerModule = {
  name: 'refund',
  actions: [
    ...serveResource(refundActions.refunds, storeRefunds, {
      // The member's region, copied so the list scopes without a join.
      async beforeSave(values, ctx) {
        const [member] = await membersAt(ctx.db, [Number(values.member_id)]);
        if (!member) throw invalid('invalid_id', { member_id: 'invalid_id' });
        values.region_id = member.regionId;
      },
    }),
    implementSpecial(refundActions.refundRecover, {
      lock: storeRefunds,
      async run(_input, ctx, refund) {
        const after = await recoverRefund(ctx, refund);
        ctx.audit({
          before: refund,
          message: {
            key: 'refund_recover',
            params: {
              order: after.orderNo,
              member: after.memberId,
              coins: after.coins,
              recovered: after.recovered,
              debt: after.debt,
            },
          },
        });
        return refundRow(after);
      },
    }),
    implementSpecial(refundActions.refundRepay, {
      async run(input, ctx) {
        const memberId = Number(input.user_id);
        const paid = await repayDebt(ctx, memberId);
        ctx.audit({
          targetType: 'member',
          targetId: memberId,
          message: { key: 'refund_repay', params: { member: memberId, repaid: paid.repaid, debt: paid.debt } },
        });
        return paid;
      },
    }),
    implement(refundActions.memberRefundDebt, (input, ctx) => debtOf(ctx, input.user_id)),
  ],
  demo: insertDemoRefunds,
};
