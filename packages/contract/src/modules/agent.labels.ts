import type { ModuleLabels } from '../resource/labels.ts';

/** SPEC §9 pay types, both languages: one list for every agent screen. */
const PAY_TYPE_LABELS = {
  'zh-cn': { wechat: '微信', alipay: '支付宝', apple: '苹果', google: '谷歌', paypal: 'PayPal', other: '其他' },
  en: { wechat: 'WeChat', alipay: 'Alipay', apple: 'Apple', google: 'Google', paypal: 'PayPal', other: 'Other' },
} as const;
const AGENT_TYPE_LABELS = {
  'zh-cn': { normal: '普通代理', super: '超级代理' },
  en: { normal: 'Agent', super: 'Super agent' },
} as const;
const PROTECTED_LABELS = {
  'zh-cn': { true: '保护中', false: '未保护' },
  en: { true: 'Protected', false: 'Not protected' },
} as const;

const agentFields = {
  'zh-cn': {
    member_id: '用户ID',
    nickname: '昵称',
    region_id: '区域',
    agent_type: '代理类型',
    pay_type: '付款方式',
    contacts: '联系方式',
    purchase_price: '进货价(金币/美元)',
    parent_id: '上级代理ID',
    protected: '保护状态',
    coins_sold: '累计进货金币',
    admin_id: '关联后台账号ID',
    created_at: '创建时间',
  },
  en: {
    member_id: 'Member ID',
    nickname: 'Nickname',
    region_id: 'Region',
    agent_type: 'Type',
    pay_type: 'Payment method',
    contacts: 'Contacts',
    purchase_price: 'Purchase price (coins per USD)',
    parent_id: 'Parent agent ID',
    protected: 'Protection',
    coins_sold: 'Coins bought',
    admin_id: 'Staff account ID',
    created_at: 'Created',
  },
} as const;

/** Words of the agent list (menu 16001), both languages. */
export const agentLabels = {
  'zh-cn': {
    noun: '代理',
    fields: agentFields['zh-cn'],
    values: {
      agent_type: AGENT_TYPE_LABELS['zh-cn'],
      pay_type: PAY_TYPE_LABELS['zh-cn'],
      protected: PROTECTED_LABELS['zh-cn'],
      parent_id: { null: '—' },
      admin_id: { null: '—' },
    },
    actions: { agentProtect: '保护', agentUnprotect: '取消保护', agentSave: '新增或编辑代理' },
    help: {
      purchase_price: '代理每 1 美元可得的金币数,充值订单未填金币时按此计算',
      parent_id: '填写则为该代理的下级代理(同一区域,仅两级)',
      member_id: '一个用户只能成为一次代理,创建后不能修改',
    },
    screen: {
      recharge: '充值订单',
      subAgents: '下级代理',
      statistics: '月销售',
      whiteList: '白名单',
      monthlySales: '月销售统计',
      transferPremium: '转账溢价',
      transferBeans: '转豆记录',
      chartTitle: '每月销售金币',
      chartCoins: '金币',
      chartUsd: '美元',
      chartEmpty: '暂无销售',
    },
  },
  en: {
    noun: 'agent',
    fields: agentFields.en,
    values: {
      agent_type: AGENT_TYPE_LABELS.en,
      pay_type: PAY_TYPE_LABELS.en,
      protected: PROTECTED_LABELS.en,
      parent_id: { null: '—' },
      admin_id: { null: '—' },
    },
    actions: { agentProtect: 'Protect', agentUnprotect: 'Unprotect', agentSave: 'Add or edit agent' },
    help: {
      purchase_price: 'Coins the agent gets per US dollar; an order without coins is priced by it',
      parent_id: 'Makes this agent a sub-agent of that one (same region, two levels only)',
      member_id: 'A member can be an agent once; fixed after creation',
    },
    screen: {
      recharge: 'Recharge orders',
      subAgents: 'Sub-agents',
      statistics: 'Monthly sales',
      whiteList: 'Whitelist',
      monthlySales: 'Monthly sales',
      transferPremium: 'Transfer premiums',
      transferBeans: 'Bean transfers',
      chartTitle: 'Coins sold per month',
      chartCoins: 'Coins',
      chartUsd: 'USD',
      chartEmpty: 'No sales yet',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the sub-agent list (menu 16004). */
export const subAgentLabels = {
  'zh-cn': {
    noun: '下级代理',
    fields: { ...agentFields['zh-cn'], parent_id: '上级代理ID' },
    values: { agent_type: AGENT_TYPE_LABELS['zh-cn'], pay_type: PAY_TYPE_LABELS['zh-cn'], protected: PROTECTED_LABELS['zh-cn'] },
  },
  en: {
    noun: 'sub-agent',
    fields: { ...agentFields.en, parent_id: 'Parent agent ID' },
    values: { agent_type: AGENT_TYPE_LABELS.en, pay_type: PAY_TYPE_LABELS.en, protected: PROTECTED_LABELS.en },
  },
} as const satisfies ModuleLabels;

/** Words of an agent's recharge orders (menu 16002). */
export const agentRechargeLabels = {
  'zh-cn': {
    noun: '代理充值订单',
    fields: {
      agent_id: '代理ID',
      member_id: '代理用户ID',
      region_id: '区域',
      amount_usd: '金额(美元)',
      coins: '金币',
      pay_type: '付款方式',
      remarks: '备注',
      status: '状态',
      created_by_name: '创建人',
      created_at: '创建时间',
      handled_by_name: '处理人',
      handled_at: '处理时间',
      cancel_reason: '取消原因',
      reason: '取消原因',
    },
    values: {
      status: { paying: '待付款', received: '已到账', cancelled: '已取消' },
      pay_type: PAY_TYPE_LABELS['zh-cn'],
      handled_at: { null: '—' },
    },
    actions: { agentRechargeConfirm: '确认到账', agentRechargeCancel: '取消订单', agentRechargeAdd: '新增充值订单' },
    help: { coins: '不填则按代理进货价计算(金额 × 进货价)', amount_usd: '整数美元' },
    screen: { agentHeader: '代理 {{agent}} 的充值订单', allAgents: '全部代理' },
  },
  en: {
    noun: 'agent recharge order',
    fields: {
      agent_id: 'Agent ID',
      member_id: 'Agent member ID',
      region_id: 'Region',
      amount_usd: 'Amount (USD)',
      coins: 'Coins',
      pay_type: 'Payment method',
      remarks: 'Remarks',
      status: 'Status',
      created_by_name: 'Created by',
      created_at: 'Created',
      handled_by_name: 'Handled by',
      handled_at: 'Handled',
      cancel_reason: 'Cancel reason',
      reason: 'Cancel reason',
    },
    values: {
      status: { paying: 'Paying', received: 'Received', cancelled: 'Cancelled' },
      pay_type: PAY_TYPE_LABELS.en,
      handled_at: { null: '—' },
    },
    actions: {
      agentRechargeConfirm: 'Confirm received',
      agentRechargeCancel: 'Cancel order',
      agentRechargeAdd: 'Add recharge order',
    },
    help: { coins: "Left empty: the amount times the agent's purchase price", amount_usd: 'Whole US dollars' },
    screen: { agentHeader: 'Recharge orders of agent {{agent}}', allAgents: 'All agents' },
  },
} as const satisfies ModuleLabels;

/** Words of the agent whitelist (menu 16003). */
export const agentWhitelistLabels = {
  'zh-cn': {
    noun: '白名单用户',
    fields: {
      member_id: '用户ID',
      nickname: '昵称',
      region_id: '区域',
      remarks: '备注',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    help: { member_id: '白名单用户接收代理转账不收溢价' },
  },
  en: {
    noun: 'whitelisted member',
    fields: {
      member_id: 'Member ID',
      nickname: 'Nickname',
      region_id: 'Region',
      remarks: 'Remarks',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    help: { member_id: "Agents' coin transfers to a whitelisted member carry no premium" },
  },
} as const satisfies ModuleLabels;

/** Words of the monthly sales (menu 16005). */
export const agentMonthlySalesLabels = {
  'zh-cn': {
    noun: '代理月销售',
    fields: {
      agent_id: '代理ID',
      member_id: '代理用户ID',
      region_id: '区域',
      month: '月份',
      orders: '到账订单数',
      amount_usd: '金额(美元)',
      coins: '金币',
    },
    help: { month: '格式 YYYY-MM' },
  },
  en: {
    noun: 'agent monthly sales',
    fields: {
      agent_id: 'Agent ID',
      member_id: 'Agent member ID',
      region_id: 'Region',
      month: 'Month',
      orders: 'Orders received',
      amount_usd: 'Amount (USD)',
      coins: 'Coins',
    },
    help: { month: 'As YYYY-MM' },
  },
} as const satisfies ModuleLabels;

/** Words of the coin transfers and their premiums (menu 16006). */
export const agentCoinTransferLabels = {
  'zh-cn': {
    noun: '代理转账',
    fields: {
      agent_id: '代理ID',
      agent_member_id: '代理用户ID',
      member_id: '收款用户ID',
      region_id: '区域',
      coins: '转账金币',
      premium: '溢价金币',
      whitelisted: '白名单用户',
      created_at: '转账时间',
    },
    values: { whitelisted: { true: '是', false: '否' } },
  },
  en: {
    noun: 'agent coin transfer',
    fields: {
      agent_id: 'Agent ID',
      agent_member_id: 'Agent member ID',
      member_id: 'Receiver ID',
      region_id: 'Region',
      coins: 'Coins',
      premium: 'Premium (coins)',
      whitelisted: 'Whitelisted',
      created_at: 'Transferred',
    },
    values: { whitelisted: { true: 'Yes', false: 'No' } },
  },
} as const satisfies ModuleLabels;

/** Words of the bean transfers (menu 16007). */
export const agentBeanTransferLabels = {
  'zh-cn': {
    noun: '代理转豆',
    fields: {
      agent_id: '代理ID',
      agent_member_id: '代理用户ID',
      member_id: '收豆用户ID',
      region_id: '区域',
      beans: '豆子',
      created_at: '转豆时间',
    },
  },
  en: {
    noun: 'agent bean transfer',
    fields: {
      agent_id: 'Agent ID',
      agent_member_id: 'Agent member ID',
      member_id: 'Receiver ID',
      region_id: 'Region',
      beans: 'Beans',
      created_at: 'Transferred',
    },
  },
} as const satisfies ModuleLabels;
