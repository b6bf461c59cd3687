import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, idList, int, MAX_MEMBER_ID, oneOf, text } from '../fields.ts';
import { menuIdAt, menuIdsOf } from '../menu.ts';
import type { MessageKey } from '../messages.ts';
import { type Fields, type RowOf, resource } from '../resource/index.ts';
import { applicationLabels, approvalLabels } from './apply.labels.ts';
import { COIN_ISSUE_TYPES, grantResult, MAX_GRANT_AMOUNT } from './ledger.ts';
import { MAX_GRANT_DAYS, PROP_GRANT_KINDS } from './prop-grant.ts';

/**
 * Applications and approvals (SPEC §2 /apply-approval, §3 approval application, issue 15 item 4):
 * an applicant asks for coins for members, naming a leader; another admin approves (the grant is
 * posted then, on the applicant's quota) or rejects with a reason. Four eyes: the approver is never
 * the applicant, and an approval names the hash of exactly what it approves, so an application
 * edited after the approver opened it cannot pass without a new look.
 */

/** Pending until decided; the applicant may withdraw it while it waits (kept as history). */
export const APPLICATION_STATES = ['pending', 'passed', 'rejected', 'withdrawn'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** What an application asks for: coins, or props (a prop of the shop, a nameplate, a ring or a coupon). */
export const APPLICATION_KINDS = ['coins', 'props'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** At most this many of one item for each member in a prop application. */
export const MAX_PROP_COPIES = 10;

/** Who decides an application: the leader it names, or any admin of the role the settings choose (super admins always may). */
export const APPROVERS = ['leader', 'role'] as const;
export type Approver = (typeof APPROVERS)[number];

/** Real money paid for what is applied for, in US cents: at most a million dollars. */
export const MAX_USD_CENTS = 100_000_000;

const fields = {
  // The state, who and how much first: the filters the panel shows folded, the columns seen without scrolling.
  state: {
    kind: 'enum',
    values: APPLICATION_STATES,
    colors: { pending: 'processing', passed: 'success', rejected: 'error', withdrawn: 'default' },
    filter: 'eq',
  },
  applicant_name: { kind: 'admin', filter: 'contains' },
  leader_name: { kind: 'admin', filter: 'contains' },
  /** The applicant's and leader's ids: the screens decide which buttons a row offers. */
  applicant_id: { kind: 'int', wireOnly: true },
  leader_id: { kind: 'int', wireOnly: true },
  total_coins: { kind: 'money', sortable: true },
  user_count: { kind: 'int' },
  /** Coins: each member's coins and the issue type. */
  amount: { kind: 'money', nullable: true },
  issue_type: { kind: 'enum', values: COIN_ISSUE_TYPES, filter: 'eq', nullable: true },
  /** Props: the item (its kind, catalogue id and name), how many each member gets, for how many days. */
  prop_kind: { kind: 'enum', values: PROP_GRANT_KINDS, nullable: true },
  item_id: { kind: 'int', nullable: true, wireOnly: true },
  item_name: { kind: 'text' },
  item_count: { kind: 'int', nullable: true },
  days: { kind: 'int', nullable: true },
  usd_amount: { kind: 'money' },
  reason: { kind: 'longText' },
  approver_name: { kind: 'admin' },
  reject_reason: { kind: 'longText' },
  created_at: { kind: 'time', sortable: true, filter: 'range' },
  decided_at: { kind: 'time', nullable: true },
  kind: { kind: 'enum', values: APPLICATION_KINDS, filter: 'eq' },
  /** The recipients, comma-separated: in the details. */
  recipients: { kind: 'longText', detail: true },
  /** The fingerprint of what was applied for: the approve and reject calls send it back. */
  hash: { kind: 'text', detail: true },
} as const satisfies Fields;

/** The applications an admin made (super admins: everyone's), menu 14001. */
export const applications = resource({
  module: 'SendCoins',
  namespace: 'apply',
  menu: menuIdAt('/apply-approval/apply'),
  labels: applicationLabels,
  fields,
  actions: { list: 'applyList' },
});
export type ApplicationRow = RowOf<typeof fields>;

/** The applications the caller may decide, never their own (menu 14004). */
export const approvals = resource({
  module: 'SendCoins',
  namespace: 'approval',
  menu: menuIdAt('/apply-approval/approval'),
  labels: approvalLabels,
  fields,
  actions: { list: 'approvalList' },
});

const addCoinsMenu = menuIdAt('/apply-approval/addCoinsApply');
const addPropsMenu = menuIdAt('/apply-approval/addPropsApply');
const approvalMenu = menuIdAt('/apply-approval/approval');
const settingMenu = menuIdAt('/apply-approval/setting');

/** What every application names: its leader, the members (pasted: comma, space or line separated), the real money paid, why. */
const request = {
  leader_id: id(),
  ids: idList({ upTo: MAX_MEMBER_ID }),
  usd_amount: int({ min: 0, max: MAX_USD_CENTS }),
  reason: text({ max: 200 }),
};
const coinRequest = { ...request, amount: int({ min: 1, max: MAX_GRANT_AMOUNT }), issue_type: oneOf(COIN_ISSUE_TYPES) };
/** The days default to the item's own validity (a nameplate has none: then they are required). */
const propRequest = {
  ...request,
  prop_kind: oneOf(PROP_GRANT_KINDS),
  item_id: id(),
  item_count: int({ min: 1, max: MAX_PROP_COPIES }),
  days: int({ min: 1, max: MAX_GRANT_DAYS }).optional(),
};

export const addCoinsApply = defineAction({
  module: 'SendCoins',
  action: 'addCoinsApply',
  refs: { leader_id: { entity: 'member' } },
  summary: 'Apply for coins for members, to be granted on your quota once another admin approves',
  label: { zh: '新增金币申请', en: 'Apply for coins' },
  permission: { menu: addCoinsMenu },
  mutates: true,
  input: z.object(coinRequest),
  output: applications.row,
});

export const editCoinsApply = defineAction({
  module: 'SendCoins',
  action: 'editCoinsApply',
  refs: { leader_id: { entity: 'member' } },
  summary: 'Change your pending coin application; an approver must look at it again',
  label: { zh: '修改金币申请', en: 'Edit a coin application' },
  permission: { menu: addCoinsMenu },
  mutates: true,
  input: z.object({ id: id(), ...coinRequest }),
  output: applications.row,
});

export const addPropsApply = defineAction({
  module: 'SendCoins',
  action: 'addPropsApply',
  refs: { leader_id: { entity: 'member' } },
  summary:
    'Apply for props (a shop prop, nameplate, ring or coupon) for members, given on your prop quota once another admin approves',
  label: { zh: '新增道具申请', en: 'Apply for props' },
  permission: { menu: addPropsMenu },
  mutates: true,
  input: z.object(propRequest),
  output: applications.row,
});

export const editPropsApply = defineAction({
  module: 'SendCoins',
  action: 'editPropsApply',
  refs: { leader_id: { entity: 'member' } },
  summary: 'Change your pending prop application; an approver must look at it again',
  label: { zh: '修改道具申请', en: 'Edit a prop application' },
  permission: { menu: addPropsMenu },
  mutates: true,
  input: z.object({ id: id(), ...propRequest }),
  output: applications.row,
});

export const withdrawApply = defineAction({
  module: 'SendCoins',
  action: 'withdrawApply',
  summary: 'Withdraw your pending application; it stays in the list as withdrawn',
  label: { zh: '撤回申请', en: 'Withdraw an application' },
  permission: { menu: menuIdAt('/apply-approval/apply') },
  mutates: true,
  input: z.object({ id: id() }),
  output: applications.row,
});

/** The hash the approver saw: 64 hex digits. */
const seenHash = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string(err('required')).regex(/^[0-9a-f]{64}$/, err('invalid_choice')),
  );
function err(key: MessageKey) {
  return { error: key };
}

export const approveApply = defineAction({
  module: 'SendCoins',
  action: 'approveApply',
  summary: "Approve an application as it was when you saw it (its hash): its coins or props are given on the applicant's quotas",
  label: { zh: '审批通过', en: 'Approve an application' },
  permission: { menu: approvalMenu },
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({ id: id(), hash: seenHash() }),
  /** Members given, what they got in all (coins, or items), and the ledger postings of coins (none for props). */
  output: grantResult.extend({ id: z.number().int(), state: z.enum(APPLICATION_STATES) }),
});

export const rejectApply = defineAction({
  module: 'SendCoins',
  action: 'rejectApply',
  summary: 'Reject an application as it was when you saw it (its hash), saying why',
  label: { zh: '审批拒绝', en: 'Reject an application' },
  permission: { menu: approvalMenu },
  mutates: true,
  sensitive: true,
  // Optional here so that a missing reason is said as such ('Please give a reason'), not as bad input.
  input: z.object({ id: id(), hash: seenHash(), reason: text({ max: 500 }).optional() }),
  output: applications.row,
});

export const leaderRow = z.object({ id: z.number().int(), username: z.string(), real_name: z.string() });

/** Whom an applicant may name as leader: admins who may approve, not the applicant. */
export const applyLeaders = defineAction({
  module: 'SendCoins',
  action: 'applyLeaders',
  summary: 'The admins an application may name as its leader (those who may approve it)',
  label: { zh: '可选审批人', en: 'Leaders to choose from' },
  permission: { menu: [...menuIdsOf(addCoinsMenu), ...menuIdsOf(addPropsMenu)] },
  mutates: false,
  input: z.object({}),
  output: z.object({ list: z.array(leaderRow) }),
});

/**
 * Which direct grants need an application instead (SPEC §2 setting): over a total, to more than a
 * number of members, or of some coin issue types; null or empty turns a rule off. And who decides.
 */
export const applySettingRow = z.object({
  total_over: z.number().int().nullable(),
  count_over: z.number().int().nullable(),
  issue_types: z.array(z.enum(COIN_ISSUE_TYPES)),
  approver: z.enum(APPROVERS),
  approver_role_id: z.number().int().nullable(),
  updated_at: z.number().int(),
});
export type ApplySetting = z.infer<typeof applySettingRow>;

export const applySetting = defineAction({
  module: 'SendCoins',
  action: 'applySetting',
  summary: 'The approval settings, with the roles an approving role may be chosen from',
  label: { zh: '查看审批设置', en: 'View approval settings' },
  permission: { menu: settingMenu },
  mutates: false,
  input: z.object({}),
  output: applySettingRow.extend({ roles: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string() })) }),
});

/** Comma-separated coin issue types (or an array); none is no type rule. */
const issueTypeList = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[,\s，]+/).filter((part) => part !== '') : v),
    z
      .array(z.enum(COIN_ISSUE_TYPES, err('invalid_choice')), err('invalid_choice'))
      .max(COIN_ISSUE_TYPES.length, err('too_large')),
  );

export const saveApplySetting = defineAction({
  module: 'SendCoins',
  action: 'saveApplySetting',
  summary: 'Set which direct grants need an approved application, and who approves',
  label: { zh: '保存审批设置', en: 'Save approval settings' },
  permission: { menu: settingMenu },
  mutates: true,
  sensitive: true,
  input: z.object({
    total_over: int({ min: 0, max: 1_000_000_000 }).optional(),
    count_over: int({ min: 0, max: 5000 }).optional(),
    issue_types: issueTypeList().optional().default([]),
    approver: oneOf(APPROVERS),
    approver_role_id: id().optional(),
  }),
  output: applySettingRow,
});
