import { logWord, memberRecordActions as spec } from '@console/contract';
import { and, eq, getTableColumns, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ActionContext, implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { members } from './member.tables.ts';
import { memberPayments, memberProps } from './member-profile.tables.ts';

const agents = alias(members, 'agent');
type Payment = typeof memberPayments.$inferSelect & { agentNo: number | null };

/**
 * The three payment lists differ only in which rows they show. They need no region scope of their
 * own: each names one member (`user_id`, required) and the engine has already checked that member.
 */
function paymentList(only: SQL): ListDefinition<spec.PaymentRow> {
  return {
    fields: { ...getTableColumns(memberPayments), agentNo: agents.userNo },
    source: (db, fields) =>
      db.select(fields).from(memberPayments).leftJoin(agents, eq(agents.id, memberPayments.agentId)).$dynamic(),
    always: only,
    key: memberPayments.id,
    filters: {
      user_id: { eq: memberPayments.memberId },
      pay_type: { eq: memberPayments.payType },
      state: { eq: memberPayments.state },
    },
    toRow: (record) => {
      const p = record as Payment;
      return {
        id: p.id,
        user_id: p.memberId,
        order_no: p.orderNo,
        pay_type: p.payType as spec.PaymentRow['pay_type'],
        recharge_type: p.rechargeType as spec.PaymentRow['recharge_type'],
        money_cents: p.moneyCents,
        currency: p.currency,
        coins: p.coins,
        state: p.state as spec.PaymentRow['state'],
        agent_id: p.agentId,
        agent_no: p.agentNo,
        created_at: p.createdAt,
      };
    },
  };
}

const recharges = paymentList(and(eq(memberPayments.state, 'paid'), ne(memberPayments.rechargeType, 'agent')) as SQL);
const transfers = paymentList(eq(memberPayments.rechargeType, 'agent'));
const orders = paymentList(inArray(memberPayments.rechargeType, ['store', 'commerce', 'other']));

const memberRechargeList = implement(spec.memberRechargeList, (input, ctx) => runList(ctx, recharges, input));
const memberTransferRechargeList = implement(spec.memberTransferRechargeList, (input, ctx) => runList(ctx, transfers, input));
const payRecordList = implement(spec.payRecordList, (input, ctx) => runList(ctx, orders, input));

type Prop = typeof memberProps.$inferSelect;

function propRow(p: Prop): spec.PropRow {
  return {
    id: p.id,
    user_id: p.memberId,
    place: p.place as spec.PropRow['place'],
    prop_type: p.propType as spec.PropRow['prop_type'],
    name: p.name,
    quantity: p.quantity,
    in_use: p.inUse,
    source: p.source,
    expires_at: p.expiresAt,
    created_at: p.createdAt,
  };
}

/** Deleted props stay in the table for the record but are no longer the member's. */
const props: ListDefinition<spec.PropRow> = {
  fields: getTableColumns(memberProps),
  source: (db, fields) => db.select(fields).from(memberProps).$dynamic(),
  always: isNull(memberProps.deletedAt),
  key: memberProps.id,
  filters: {
    user_id: { eq: memberProps.memberId },
    place: { eq: memberProps.place },
    prop_type: { eq: memberProps.propType },
  },
  toRow: (record) => propRow(record as Prop),
};

const findPropList = implement(spec.findPropList, (input, ctx) => runList(ctx, props, input));

const detailHoldProp = implement(spec.detailHoldProp, async (input, ctx) => {
  const [prop] = await ctx.db
    .select()
    .from(memberProps)
    .where(and(eq(memberProps.id, input.id), eq(memberProps.memberId, input.user_id), isNull(memberProps.deletedAt)));
  if (!prop) throw notFound();
  return propRow(prop);
});

function deleteProp(place: 'held' | 'backpack') {
  return async (input: { user_id: number; id: number; reason: string }, ctx: ActionContext) => {
    const { rows } = await ctx.sql.query<{ name: string; prop_type: string; quantity: number }>(
      `UPDATE member_prop SET deleted_at = $4, deleted_by_name = $5, delete_reason = $6
        WHERE id = $1 AND member_id = $2 AND place = $3 AND deleted_at IS NULL
        RETURNING name, prop_type, quantity`,
      [input.id, input.user_id, place, ctx.now, ctx.admin.username, input.reason],
    );
    const prop = rows[0];
    if (!prop) throw notFound();
    ctx.audit({
      targetType: 'member',
      targetId: input.user_id,
      message: {
        key: 'prop_delete',
        params: { place: logWord('prop_place', place), name: prop.name, id: input.id, reason: input.reason },
      },
      before: { id: input.id, place, ...prop },
      after: null,
    });
    return { user_id: input.user_id, id: input.id };
  };
}

const deleteHoldProp = implement(spec.deleteHoldProp, deleteProp('held'));
const deleteBackpackProp = implement(spec.deleteBackpackProp, deleteProp('backpack'));

export const memberRecordActionList = [
  memberRechargeList,
  memberTransferRechargeList,
  payRecordList,
  findPropList,
  detailHoldProp,
  deleteHoldProp,
  deleteBackpackProp,
];
