import { bilingual, defineLabels, type Word } from '../resource/labels.ts';
import { COIN_ISSUE_TYPE_WORDS } from './ledger.labels.ts';

/** The fields of an application: the same on the applicant's and the approver's list. */
const APPLICATION_FIELDS = {
  kind: ['申请类型', 'Kind'],
  applicant_name: ['申请人', 'Applicant'],
  leader_name: ['审批负责人', 'Leader'],
  amount: ['每人金币', 'Coins each'],
  prop_kind: ['物品类型', 'Item kind'],
  item_name: ['物品', 'Item'],
  item_count: ['每人数量', 'Each member gets'],
  days: ['有效期(天)', 'Validity (days)'],
  user_count: ['用户数', 'Members'],
  total_coins: ['金币总额', 'Total coins'],
  usd_amount: ['实际金额(美分)', 'Real amount (US cents)'],
  reason: ['申请原因', 'Reason'],
  approver_name: ['审批人', 'Approver'],
  reject_reason: ['拒绝原因', 'Reject reason'],
  created_at: ['申请时间', 'Applied'],
  decided_at: ['审批时间', 'Decided'],
  recipients: ['用户ID', 'Member IDs'],
  hash: ['申请指纹', 'Fingerprint'],
  applicant_id: ['申请人ID', 'Applicant id'],
  leader_id: ['审批负责人ID', 'Leader id'],
  item_id: ['物品ID', 'Item id'],
} as const satisfies Record<string, Word>;

const APPLICATION_VALUES = {
  kind: { coins: ['金币', 'Coins'], props: ['道具', 'Props'] },
  issue_type: COIN_ISSUE_TYPE_WORDS,
  prop_kind: {
    prop: ['道具', 'Shop prop'],
    nameplate: ['铭牌', 'Nameplate'],
    ring: ['戒指', 'Ring'],
    coupon: ['优惠券', 'Coupon'],
  },
  state: {
    pending: ['待审批', 'Pending'],
    passed: ['已通过', 'Passed'],
    rejected: ['已拒绝', 'Rejected'],
    withdrawn: ['已撤回', 'Withdrawn'],
  },
} as const;

/** The applicant's list (menu 14001) and the coin application form. */
export const applicationLabels = defineLabels({
  noun: ['申请', 'application'],
  fields: APPLICATION_FIELDS,
  values: APPLICATION_VALUES,
  screen: {
    addCoins: ['新增金币申请', 'Apply for coins'],
    editCoins: ['修改金币申请', 'Edit coin application'],
    addProps: ['新增道具申请', 'Apply for props'],
    editProps: ['修改道具申请', 'Edit prop application'],
    itemId: ['物品ID', 'Item id'],
    itemIdHelp: [
      '该物品在其列表(道具商城、铭牌、戒指、优惠券)中的ID',
      'The id of the item in its list (prop shop, nameplates, rings, coupons)',
    ],
    daysHelp: ['不填则为该物品自身的有效期;铭牌必填', "Left empty: the item's own validity; required for a nameplate"],
    withdraw: ['撤回', 'Withdraw'],
    withdrawQuestion: ['确定撤回申请 #{{id}} 吗?', 'Withdraw application #{{id}}?'],
    leader: ['审批负责人', 'Leader'],
    ids: ['用户ID', 'Member IDs'],
    idsHelp: [
      '用逗号、空格或换行分隔;每人发放相同金币',
      'Separated by commas, spaces or new lines; each member gets the same coins',
    ],
    propIdsHelp: [
      '用逗号、空格或换行分隔;每人获得相同物品',
      'Separated by commas, spaces or new lines; each member gets the same items',
    ],
    usdHelp: ['用户实际支付的美元金额,以美分计(12.34 美元填 1234)', 'What the member really paid, in US cents (1234 for $12.34)'],
    editIntro: [
      '修改后,审批人须重新查看此申请才能通过。',
      'After a change the approver must look at the application again before passing it.',
    ],
  },
});

/** The approver's list (menu 14004): approve after a question, reject with a reason. */
export const approvalLabels = defineLabels({
  noun: ['申请', 'application'],
  fields: APPLICATION_FIELDS,
  values: APPLICATION_VALUES,
  screen: {
    approve: ['通过', 'Approve'],
    reject: ['拒绝', 'Reject'],
    approveTitle: ['通过申请 #{{id}}', 'Approve application #{{id}}'],
    approveQuestion: [
      '将由 {{applicant}} 的额度向 {{count}} 个用户各发放 {{amount}} 金币(共 {{total}})。确定通过吗?',
      "{{count}} members get {{amount}} coins each ({{total}} in all), on {{applicant}}'s quota. Approve?",
    ],
    approvePropsQuestion: [
      '将由 {{applicant}} 的道具额度向 {{count}} 个用户各发放{{item}} × {{each}}(有效期 {{days}})。确定通过吗?',
      "{{count}} members get {{item}} × {{each}} each (valid for {{days}}), on {{applicant}}'s prop quota. Approve?",
    ],
    daysValue: ['{{days}} 天', '{{days}} days'],
    rejectTitle: ['拒绝申请 #{{id}}', 'Reject application #{{id}}'],
  },
});

/** The approval settings screen (menu 14005). */
export const applySettingWords = bilingual({
  title: ['审批设置', 'Approval settings'],
  intro: [
    '符合以下任一条件的直接发放(发放金币、用户页赠送金币)将被拒绝,须改为提交申请并经他人审批。留空表示不启用该条件。',
    'A direct grant (send coins, give coins on the user page) matching any rule below is refused: it must be applied for and approved by someone else. A blank rule is off.',
  ],
  total_over: ['金币总额超过', 'Total coins over'],
  count_over: ['用户数超过', 'Members over'],
  issue_types: ['以下发放类型', 'Issue types'],
  approver: ['审批人', 'Approver'],
  approver_role_id: ['审批角色', 'Approving role'],
  approvers: {
    leader: ['申请中指定的审批负责人', 'The leader the application names'],
    role: ['所选角色的任一管理员', 'Any admin of the chosen role'],
  },
  superNote: [
    '超级管理员始终可以审批;任何人都不能审批自己的申请。',
    'Super admins may always approve; nobody may approve their own application.',
  ],
  off: ['不启用', 'Off'],
  none: ['无', 'None'],
  edit: ['修改设置', 'Change settings'],
  updated_at: ['更新时间', 'Updated'],
});
