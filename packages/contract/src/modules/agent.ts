import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import {
  agentBeanTransferLabels,
  agentCoinTransferLabels,
  agentLabels,
  agentMonthlySalesLabels,
  agentRechargeLabels,
  agentWhitelistLabels,
  subAgentLabels,
} from './agent.labels.ts';
import { PAY_TYPES } from './member-records.ts';

export {
  agentBeanTransferLabels,
  agentCoinTransferLabels,
  agentLabels,
  agentMonthlySalesLabels,
  agentRechargeLabels,
  agentWhitelistLabels,
  subAgentLabels,
} from './agent.labels.ts';

const module = 'AgentManagement';
const homeMenu = menuIdAt('/agentManagement/home') as number;
const rechargeMenu = menuIdAt('/agentManagement/recharge/:userId') as number;
const whiteListMenu = menuIdAt('/agentManagement/whiteList') as number;
const subAgentMenu = menuIdAt('/agentManagement/agentList/:userId') as number;
const monthlySalesMenu = menuIdAt('/agentManagement/monthlySales') as number;
const premiumMenu = menuIdAt('/agentManagement/transferPremiumList') as number;
const beanMenu = menuIdAt('/agentManagement/transferBeanLog') as number;

/** An ordinary coin seller, or a super agent who also runs sub-agents. */
export const AGENT_TYPES = ['normal', 'super'] as const;
/** SPEC §4: an order waits in `paying` until staff confirm the money arrived (`received`) or cancel it. */
export const AGENT_ORDER_STATES = ['paying', 'received', 'cancelled'] as const;
export type AgentOrderState = (typeof AGENT_ORDER_STATES)[number];
/** Most dollars one order may carry: a typo of a few zeros is refused, not credited. */
export const MAX_ORDER_USD = 1_000_000;
/** Most coins one order may credit. */
export const MAX_ORDER_COINS = 2_000_000_000;

/**
 * Agents (SPEC §2 /agentManagement/home, §3 Agent): a member who sells coins, once (the member id is
 * unique). The region is the member's, what a country admin's scope reads. The purchase price is
 * how many coins the agent gets for one US dollar, what a recharge order's coins default to. A
 * protected agent refuses edits until unprotected. `admin_id` is the staff account of role kind
 * `agent` that signs in as this agent and sees only its records.
 */
export const agents = resource({
  module,
  namespace: 'agents',
  menu: homeMenu,
  // The recharge screen picks the agent of a new order from this list.
  listMenu: [homeMenu, rechargeMenu],
  labels: agentLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', required: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    agent_type: { kind: 'enum', values: AGENT_TYPES, colors: { super: 'warning' }, required: true, filter: 'eq' },
    pay_type: { kind: 'enum', values: PAY_TYPES, required: true, filter: 'eq' },
    contacts: { kind: 'text', max: 100, required: true, filter: 'contains' },
    purchase_price: { kind: 'int', min: 1, max: 1_000_000, required: true, sortable: true },
    // The parent agent, shown by its member's nickname; a save naming no agent, or one of another region, is refused.
    parent_id: { kind: 'ref', ref: { entity: 'agent' }, nullable: true, filter: 'eq' },
    protected: { kind: 'bool', readOnly: true, filter: 'eq' },
    coins_sold: { kind: 'money', readOnly: true },
    admin_id: { kind: 'int', nullable: true, readOnly: true, wireOnly: true },
    /** The linked staff account's username, shown where its id was. */
    admin_name: { kind: 'admin', nullable: true, readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'agentList', save: 'agentSave', detail: 'agentInfo', export: 'agentExport' },
  commands: {
    protect: { action: 'agentProtect', danger: true },
    unprotect: { action: 'agentUnprotect' },
  },
  lifecycle: {
    field: 'protected',
    transitions: {
      protect: { from: ['false'], to: 'true', refusals: { true: 'agent_already_protected' } },
      unprotect: { from: ['true'], to: 'false', refusals: { false: 'agent_not_protected' } },
    },
  },
});
export type AgentRow = RowOf<typeof agents.fields>;

/** An agent's sub-agents (menu 16004, opened from an agent's row with its id): the agents whose parent it is. */
export const subAgents = resource({
  module,
  namespace: 'subAgents',
  menu: subAgentMenu,
  labels: subAgentLabels,
  scope: { region: 'region_id' },
  fields: {
    // Every agent is listed (the bare screen): a top-level one has no parent.
    parent_id: { kind: 'ref', ref: { entity: 'agent' }, nullable: true, filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    agent_type: { kind: 'enum', values: AGENT_TYPES, colors: { super: 'warning' }, filter: 'eq' },
    pay_type: { kind: 'enum', values: PAY_TYPES, filter: 'eq' },
    contacts: { kind: 'text', filter: 'contains' },
    purchase_price: { kind: 'int', sortable: true },
    protected: { kind: 'bool', filter: 'eq' },
    coins_sold: { kind: 'money' },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'subAgentList', export: 'subAgentExport' },
});
export type SubAgentRow = RowOf<typeof subAgents.fields>;

/**
 * Agents' recharge orders (menu 16002, SPEC §3, §4): an agent buys coins for whole US dollars;
 * the order waits `paying` until staff confirm the money arrived, which credits the agent member's
 * coins through the ledger exactly once (sensitive: a password re-check), or cancel it. A received
 * order is never cancelled, a cancelled one never confirmed. Coins left out default to the dollars
 * times the agent's purchase price. Scoped by the agent's region.
 */
export const agentRecharges = resource({
  module,
  namespace: 'agentRecharge',
  menu: rechargeMenu,
  labels: agentRechargeLabels,
  scope: { region: 'region_id' },
  fields: {
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, required: true, filter: 'eq' },
    member_id: { kind: 'member', readOnly: true, filter: 'eq' },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    amount_usd: { kind: 'int', min: 1, max: MAX_ORDER_USD, required: true, sortable: true },
    coins: { kind: 'money', min: 1, max: MAX_ORDER_COINS, sortable: true },
    pay_type: { kind: 'enum', values: PAY_TYPES, required: true, filter: 'eq' },
    remarks: { kind: 'longText', max: 500 },
    status: {
      kind: 'enum',
      values: AGENT_ORDER_STATES,
      colors: { paying: 'processing', received: 'success', cancelled: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    handled_by_name: { kind: 'admin', readOnly: true },
    handled_at: { kind: 'time', nullable: true, readOnly: true },
    cancel_reason: { kind: 'longText', readOnly: true },
  },
  actions: { list: 'agentRechargeList', add: 'agentRechargeAdd', export: 'agentRechargeExport' },
  lifecycle: {
    field: 'status',
    transitions: {
      confirm: {
        from: ['paying'],
        to: 'received',
        refusals: { received: 'agent_order_already_received', cancelled: 'agent_order_cancelled_no_confirm' },
      },
      cancel: {
        from: ['paying'],
        to: 'cancelled',
        refusals: { received: 'agent_order_received_no_cancel', cancelled: 'agent_order_already_cancelled' },
      },
    },
  },
  commands: {
    confirm: { action: 'agentRechargeConfirm', sensitive: true, money: true },
    cancel: { action: 'agentRechargeCancel', fields: { reason: { kind: 'longText', max: 500, required: true } }, danger: true },
  },
});
export type AgentRechargeRow = RowOf<typeof agentRecharges.fields>;

/** Whitelisted members (menu 16003): agents' coin transfers to them carry no premium. */
export const agentWhitelist = resource({
  module,
  namespace: 'agentWhitelist',
  menu: whiteListMenu,
  labels: agentWhitelistLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', required: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    remarks: { kind: 'longText', max: 200 },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'agentWhiteList', add: 'agentWhiteAdd', delete: 'agentWhiteDelete', export: 'agentWhiteExport' },
});
export type AgentWhitelistRow = RowOf<typeof agentWhitelist.fields>;

/**
 * Each agent's sales per month (menu 16005): the received orders, their dollars and coins, by the
 * month (console time zone) they were confirmed. Written in the confirming transaction, so it always
 * equals the sum of the received orders and of their ledger credits.
 */
export const agentMonthlySales = resource({
  module,
  namespace: 'agentMonthlySales',
  menu: [monthlySalesMenu, homeMenu],
  labels: agentMonthlySalesLabels,
  scope: { region: 'region_id' },
  sortBy: 'month',
  fields: {
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    /** `YYYY-MM`. */
    month: { kind: 'text', max: 7, pattern: '\\d{4}-\\d{2}', filter: 'eq', sortable: true },
    orders: { kind: 'int', sortable: true },
    amount_usd: { kind: 'int', sortable: true },
    coins: { kind: 'money', sortable: true },
  },
  actions: { list: 'agentMonthlySalesList', export: 'agentMonthlySalesExport' },
});
export type AgentMonthlySalesRow = RowOf<typeof agentMonthlySales.fields>;

/** Agents' coin transfers to members and the premium each carried (menu 16006). */
export const agentCoinTransfers = resource({
  module,
  namespace: 'agentCoinTransfers',
  menu: premiumMenu,
  labels: agentCoinTransferLabels,
  scope: { region: 'region_id' },
  fields: {
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, filter: 'eq' },
    agent_member_id: { kind: 'member', filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    coins: { kind: 'money', sortable: true },
    premium: { kind: 'money', sortable: true },
    whitelisted: { kind: 'bool', filter: 'eq' },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'transferPremiumList', export: 'transferPremiumExport' },
});
export type AgentCoinTransferRow = RowOf<typeof agentCoinTransfers.fields>;

/** Agents' bean transfers to members (menu 16007). */
export const agentBeanTransfers = resource({
  module,
  namespace: 'agentBeanTransfers',
  menu: beanMenu,
  labels: agentBeanTransferLabels,
  scope: { region: 'region_id' },
  fields: {
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, filter: 'eq' },
    agent_member_id: { kind: 'member', filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    beans: { kind: 'money', sortable: true },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'transferBeanLog', export: 'transferBeanLogExport' },
});
export type AgentBeanTransferRow = RowOf<typeof agentBeanTransfers.fields>;
