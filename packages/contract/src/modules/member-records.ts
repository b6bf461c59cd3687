import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, listInput, listOf, oneOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

/**
 * What a member paid for and what they hold, shown on the user page (SPEC §7 memberRechargeList,
 * memberTransferRechargeList, payRecordList, findPropList, detailHoldProp, deleteHoldProp,
 * deleteBackpackProp). Money is in cents, coins in whole coins; both are read-only here.
 */
const permission = { menu: [MenuIds.memberDetail] };
const target = { target: 'member', idField: 'user_id' } as const;

/** SPEC §9 pay types and recharge types. */
export const PAY_TYPES = ['wechat', 'alipay', 'apple', 'google', 'paypal', 'other'] as const;
export const RECHARGE_TYPES = ['store', 'agent', 'commerce', 'other'] as const;
export const PAY_STATES = ['paid', 'pending', 'failed', 'refunded'] as const;

export const paymentRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  order_no: z.string(),
  pay_type: z.enum(PAY_TYPES),
  recharge_type: z.enum(RECHARGE_TYPES),
  money_cents: z.number().int(),
  currency: z.string(),
  coins: z.number().int(),
  state: z.enum(PAY_STATES),
  /** For agent transfers: the agent member who sent the coins. */
  agent_id: z.number().int().nullable(),
  agent_no: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

function paymentList(action: string, summary: string, label: { zh: string; en: string }, filters: z.ZodRawShape) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission,
    mutates: false,
    scope: target,
    input: listInput({ user_id: id(), ...filters }, ['id']),
    output: listOf(paymentRow),
  });
}

export const memberRechargeList = paymentList(
  'memberRechargeList',
  'A member’s paid recharges (store, commerce, other)',
  { zh: '查询充值记录', en: 'List recharges' },
  {
    pay_type: oneOf(PAY_TYPES).optional(),
  },
);
export const memberTransferRechargeList = paymentList(
  'memberTransferRechargeList',
  'Coins a member received from agents',
  { zh: '查询代理转账记录', en: 'List agent transfers' },
  {},
);
export const payRecordList = paymentList(
  'payRecordList',
  'Every payment order of a member, whatever its state',
  { zh: '查询支付订单', en: 'List payment orders' },
  {
    state: oneOf(PAY_STATES).optional(),
  },
);

/** SPEC §3 Prop types. */
export const PROP_TYPES = [
  'car',
  'medal',
  'headdress',
  'pretty_number',
  'voucher',
  'bubble',
  'floating_screen',
  'relation_card',
] as const;
/** Held props are in effect (worn, equipped); backpack props wait to be used. */
export const PROP_PLACES = ['held', 'backpack'] as const;

export const propRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  place: z.enum(PROP_PLACES),
  prop_type: z.enum(PROP_TYPES),
  name: z.string(),
  quantity: z.number().int(),
  in_use: z.boolean(),
  source: z.string(),
  expires_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type PropRow = z.infer<typeof propRow>;

export const findPropList = defineAction({
  module: 'Member',
  action: 'findPropList',
  summary: 'Props a member holds or keeps in the backpack',
  label: { zh: '查询道具', en: 'List props' },
  permission,
  mutates: false,
  scope: target,
  input: listInput({ user_id: id(), place: oneOf(PROP_PLACES).optional(), prop_type: oneOf(PROP_TYPES).optional() }),
  output: listOf(propRow),
});

export const detailHoldProp = defineAction({
  module: 'Member',
  action: 'detailHoldProp',
  summary: 'One prop of a member in full',
  label: { zh: '查看道具', en: 'View a prop' },
  permission,
  mutates: false,
  scope: target,
  input: z.object({ user_id: id(), id: id() }),
  output: propRow,
});

function deleteProp(action: string, summary: string, label: { zh: string; en: string }) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission,
    mutates: true,
    scope: target,
    input: z.object({ user_id: id(), id: id(), reason: text({ max: 200 }) }),
    output: z.object({ user_id: z.number().int(), id: z.number().int() }),
  });
}

export const deleteHoldProp = deleteProp('deleteHoldProp', 'Take away a prop a member holds', {
  zh: '收回道具',
  en: 'Take back a prop',
});
export const deleteBackpackProp = deleteProp('deleteBackpackProp', 'Remove a prop from a member’s backpack', {
  zh: '删除背包道具',
  en: 'Remove a backpack prop',
});
