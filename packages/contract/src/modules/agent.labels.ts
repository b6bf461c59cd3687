import { defineLabels, type Word } from '../resource/labels.ts';

/** SPEC §9 pay types: one list for every agent screen. */
const PAY_TYPES = {
  wechat: ['微信', 'WeChat'],
  alipay: ['支付宝', 'Alipay'],
  apple: ['苹果', 'Apple'],
  google: ['谷歌', 'Google'],
  paypal: ['PayPal', 'PayPal'],
  other: ['其他', 'Other'],
} as const satisfies Record<string, Word>;

/** The agent's own fields, on the agent and sub-agent lists. */
const AGENT_FIELDS = {
  agent_type: ['代理类型', 'Type'],
  pay_type: ['付款方式', 'Payment method'],
  contacts: ['联系方式', 'Contacts'],
  purchase_price: ['进货价(金币/美元)', 'Purchase price (coins per USD)'],
  parent_id: ['上级代理', 'Parent agent'],
  protected: ['保护状态', 'Protection'],
  coins_sold: ['累计进货金币', 'Coins bought'],
  admin_id: ['关联后台账号ID', 'Staff account ID'],
  admin_name: ['关联后台账号', 'Staff account'],
} as const satisfies Record<string, Word>;

const AGENT_VALUES = {
  agent_type: { normal: ['普通代理', 'Agent'], super: ['超级代理', 'Super agent'] },
  pay_type: PAY_TYPES,
  protected: { true: ['保护中', 'Protected'], false: ['未保护', 'Not protected'] },
} as const;

/** Words of the agent list (menu 16001), both languages. */
export const agentLabels = defineLabels({
  noun: ['代理', 'agent'],
  fields: AGENT_FIELDS,
  values: {
    ...AGENT_VALUES,
    parent_id: { null: ['—', '—'] },
  },
  actions: {
    agentProtect: ['保护', 'Protect'],
    agentUnprotect: ['取消保护', 'Unprotect'],
    agentSave: ['新增或编辑代理', 'Add or edit agent'],
  },
  help: {
    purchase_price: [
      '代理每 1 美元可得的金币数,充值订单未填金币时按此计算',
      'Coins the agent gets per US dollar; an order without coins is priced by it',
    ],
    parent_id: [
      '填写则为该代理的下级代理(同一区域,仅两级)',
      'Makes this agent a sub-agent of that one (same region, two levels only)',
    ],
    member_id: ['一个用户只能成为一次代理,创建后不能修改', 'A member can be an agent once; fixed after creation'],
  },
  screen: {
    recharge: ['充值订单', 'Recharge orders'],
    subAgents: ['下级代理', 'Sub-agents'],
    statistics: ['月销售', 'Monthly sales'],
    whiteList: ['白名单', 'Whitelist'],
    monthlySales: ['月销售统计', 'Monthly sales'],
    transferPremium: ['转账溢价', 'Transfer premiums'],
    transferBeans: ['转豆记录', 'Bean transfers'],
    chartTitle: ['每月销售金币', 'Coins sold per month'],
    chartCoins: ['金币', 'Coins'],
    chartUsd: ['美元', 'USD'],
    chartEmpty: ['暂无销售', 'No sales yet'],
  },
});

/** Words of the sub-agent list (menu 16004). */
export const subAgentLabels = defineLabels({
  noun: ['下级代理', 'sub-agent'],
  fields: AGENT_FIELDS,
  values: {
    ...AGENT_VALUES,
  },
});

/** Words of an agent's recharge orders (menu 16002). */
export const agentRechargeLabels = defineLabels({
  noun: ['代理充值订单', 'agent recharge order'],
  fields: {
    member_id: ['代理用户ID', 'Agent member ID'],
    amount_usd: ['金额(美元)', 'Amount (USD)'],
    pay_type: ['付款方式', 'Payment method'],
    cancel_reason: ['取消原因', 'Cancel reason'],
    reason: ['取消原因', 'Cancel reason'],
  },
  values: {
    status: { paying: ['待付款', 'Paying'], received: ['已到账', 'Received'], cancelled: ['已取消', 'Cancelled'] },
    pay_type: PAY_TYPES,
  },
  actions: {
    agentRechargeConfirm: ['确认到账', 'Confirm received'],
    agentRechargeCancel: ['取消订单', 'Cancel order'],
    agentRechargeAdd: ['新增充值订单', 'Add recharge order'],
  },
  help: {
    coins: ['不填则按代理进货价计算(金额 × 进货价)', "Left empty: the amount times the agent's purchase price"],
    amount_usd: ['整数美元', 'Whole US dollars'],
  },
  screen: {
    agentHeader: ['代理 {{agent}} 的充值订单', 'Recharge orders of agent {{agent}}'],
    allAgents: ['全部代理', 'All agents'],
  },
});

/** Words of the agent whitelist (menu 16003). */
export const agentWhitelistLabels = defineLabels({
  noun: ['白名单用户', 'whitelisted member'],
  fields: {},
  help: {
    member_id: ['白名单用户接收代理转账不收溢价', "Agents' coin transfers to a whitelisted member carry no premium"],
  },
});

/** Words of the monthly sales (menu 16005). */
export const agentMonthlySalesLabels = defineLabels({
  noun: ['代理月销售', 'agent monthly sales'],
  fields: {
    member_id: ['代理用户ID', 'Agent member ID'],
    month: ['月份', 'Month'],
    orders: ['到账订单数', 'Orders received'],
    amount_usd: ['金额(美元)', 'Amount (USD)'],
  },
  help: {
    month: ['格式 YYYY-MM', 'As YYYY-MM'],
  },
});

/** Words of the coin transfers and their premiums (menu 16006). */
export const agentCoinTransferLabels = defineLabels({
  noun: ['代理转账', 'agent coin transfer'],
  fields: {
    member_id: ['收款用户ID', "Receiver's member ID"],
    coins: ['转账金币', 'Coins'],
    premium: ['溢价金币', 'Premium (coins)'],
    whitelisted: ['白名单用户', 'Whitelisted'],
    created_at: ['转账时间', 'Transferred'],
  },
  values: {
    whitelisted: { true: ['是', 'Yes'], false: ['否', 'No'] },
  },
});

/** Words of the bean transfers (menu 16007). */
export const agentBeanTransferLabels = defineLabels({
  noun: ['代理转豆', 'agent bean transfer'],
  fields: {
    member_id: ['收豆用户ID', "Receiver's member ID"],
    beans: ['豆子', 'Beans'],
    created_at: ['转豆时间', 'Transferred'],
  },
});
