import type { ModuleLabels } from '../resource/labels.ts';
import { COIN_ISSUE_TYPE_LABELS } from './ledger.labels.ts';

/** The fields of an application, both languages: the same on the applicant's and the approver's list. */
const FIELDS = {
  'zh-cn': {
    kind: '申请类型',
    applicant_name: '申请人',
    leader_name: '审批负责人',
    amount: '每人金币',
    issue_type: '发放类型',
    prop_kind: '物品类型',
    item_name: '物品',
    item_count: '每人数量',
    days: '有效期(天)',
    user_count: '用户数',
    total_coins: '金币总额',
    usd_amount: '实际金额(美分)',
    reason: '申请原因',
    state: '状态',
    approver_name: '审批人',
    reject_reason: '拒绝原因',
    created_at: '申请时间',
    decided_at: '审批时间',
    recipients: '用户ID',
    hash: '申请指纹',
  },
  en: {
    kind: 'Kind',
    applicant_name: 'Applicant',
    leader_name: 'Leader',
    amount: 'Coins each',
    issue_type: 'Issue type',
    prop_kind: 'Item kind',
    item_name: 'Item',
    item_count: 'Each member gets',
    days: 'Validity (days)',
    user_count: 'Members',
    total_coins: 'Total coins',
    usd_amount: 'Real amount (US cents)',
    reason: 'Reason',
    state: 'Status',
    approver_name: 'Approver',
    reject_reason: 'Reject reason',
    created_at: 'Applied',
    decided_at: 'Decided',
    recipients: 'Member ids',
    hash: 'Fingerprint',
  },
} as const;

const VALUES = {
  'zh-cn': {
    kind: { coins: '金币', props: '道具' },
    issue_type: COIN_ISSUE_TYPE_LABELS['zh-cn'],
    prop_kind: { prop: '道具', nameplate: '铭牌', ring: '戒指', coupon: '优惠券' },
    state: { pending: '待审批', passed: '已通过', rejected: '已拒绝', withdrawn: '已撤回' },
  },
  en: {
    kind: { coins: 'Coins', props: 'Props' },
    issue_type: COIN_ISSUE_TYPE_LABELS.en,
    prop_kind: { prop: 'Shop prop', nameplate: 'Nameplate', ring: 'Ring', coupon: 'Coupon' },
    state: { pending: 'Pending', passed: 'Passed', rejected: 'Rejected', withdrawn: 'Withdrawn' },
  },
} as const;

/** The applicant's list (menu 14001) and the coin application form. */
export const applicationLabels = {
  'zh-cn': {
    noun: '申请',
    fields: FIELDS['zh-cn'],
    values: VALUES['zh-cn'],
    screen: {
      addCoins: '新增金币申请',
      editCoins: '修改金币申请',
      addProps: '新增道具申请',
      editProps: '修改道具申请',
      itemId: '物品ID',
      itemIdHelp: '该物品在其列表(道具商城、铭牌、戒指、优惠券)中的ID',
      daysHelp: '不填则为该物品自身的有效期;铭牌必填',
      withdraw: '撤回',
      withdrawQuestion: '确定撤回申请 #{{id}} 吗?',
      leader: '审批负责人',
      ids: '用户ID',
      idsHelp: '用逗号、空格或换行分隔;每人发放相同金币',
      propIdsHelp: '用逗号、空格或换行分隔;每人获得相同物品',
      usdHelp: '用户实际支付的美元金额,以美分计(12.34 美元填 1234)',
      editIntro: '修改后,审批人须重新查看此申请才能通过。',
    },
  },
  en: {
    noun: 'application',
    fields: FIELDS.en,
    values: VALUES.en,
    screen: {
      addCoins: 'Apply for coins',
      editCoins: 'Edit coin application',
      addProps: 'Apply for props',
      editProps: 'Edit prop application',
      itemId: 'Item id',
      itemIdHelp: 'The id of the item in its list (prop shop, nameplates, rings, coupons)',
      daysHelp: "Left empty: the item's own validity; required for a nameplate",
      withdraw: 'Withdraw',
      withdrawQuestion: 'Withdraw application #{{id}}?',
      leader: 'Leader',
      ids: 'Member ids',
      idsHelp: 'Separated by commas, spaces or new lines; each member gets the same coins',
      propIdsHelp: 'Separated by commas, spaces or new lines; each member gets the same items',
      usdHelp: 'What the member really paid, in US cents (1234 for $12.34)',
      editIntro: 'After a change the approver must look at the application again before passing it.',
    },
  },
} as const satisfies ModuleLabels;

/** The approver's list (menu 14004): approve after a question, reject with a reason. */
export const approvalLabels = {
  'zh-cn': {
    noun: '申请',
    fields: FIELDS['zh-cn'],
    values: VALUES['zh-cn'],
    screen: {
      approve: '通过',
      reject: '拒绝',
      approveTitle: '通过申请 #{{id}}',
      approveQuestion: '将由 {{applicant}} 的额度向 {{count}} 个用户各发放 {{amount}} 金币(共 {{total}})。确定通过吗?',
      approvePropsQuestion:
        '将由 {{applicant}} 的道具额度向 {{count}} 个用户各发放{{item}} × {{each}}(有效期 {{days}})。确定通过吗?',
      daysValue: '{{days}} 天',
      rejectTitle: '拒绝申请 #{{id}}',
    },
  },
  en: {
    noun: 'application',
    fields: FIELDS.en,
    values: VALUES.en,
    screen: {
      approve: 'Approve',
      reject: 'Reject',
      approveTitle: 'Approve application #{{id}}',
      approveQuestion: "{{count}} members get {{amount}} coins each ({{total}} in all), on {{applicant}}'s quota. Approve?",
      approvePropsQuestion:
        "{{count}} members get {{item}} × {{each}} each (valid for {{days}}), on {{applicant}}'s prop quota. Approve?",
      daysValue: '{{days}} days',
      rejectTitle: 'Reject application #{{id}}',
    },
  },
} as const satisfies ModuleLabels;

/** The approval settings screen (menu 14005). */
export const applySettingWords = {
  'zh-cn': {
    title: '审批设置',
    intro: '符合以下任一条件的直接发放(发放金币、用户页赠送金币)将被拒绝,须改为提交申请并经他人审批。留空表示不启用该条件。',
    total_over: '金币总额超过',
    count_over: '用户数超过',
    issue_types: '以下发放类型',
    approver: '审批人',
    approver_role_id: '审批角色',
    approvers: { leader: '申请中指定的审批负责人', role: '所选角色的任一管理员' },
    superNote: '超级管理员始终可以审批;任何人都不能审批自己的申请。',
    off: '不启用',
    none: '无',
    edit: '修改设置',
    updated_at: '更新时间',
  },
  en: {
    title: 'Approval settings',
    intro:
      'A direct grant (send coins, give coins on the user page) matching any rule below is refused: it must be applied for and approved by someone else. A blank rule is off.',
    total_over: 'Total coins over',
    count_over: 'Members over',
    issue_types: 'Issue types',
    approver: 'Approver',
    approver_role_id: 'Approving role',
    approvers: { leader: 'The leader the application names', role: 'Any admin of the chosen role' },
    superNote: 'Super admins may always approve; nobody may approve their own application.',
    off: 'Off',
    none: 'None',
    edit: 'Change settings',
    updated_at: 'Updated',
  },
} as const;
