import { defineLabels } from '../resource/labels.ts';

/** Words of the family list (menu 20001), both languages. */
export const familyLabels = defineLabels({
  noun: ['家族', 'family'],
  tab: ['家族', 'Families'],
  fields: {
    name: ['家族名称', 'Family name'],
    owner_id: ['族长ID', "Owner's member ID"],
    avatar: ['家族头像', 'Avatar'],
    declaration: ['家族宣言', 'Declaration'],
    level: ['家族等级', 'Level'],
    income_ratio: ['收益分成比例(%)', 'Income share (%)'],
    founder_ids: ['创始成员ID', 'Founder IDs'],
    dissolved_at: ['解散时间', 'Dissolved'],
  },
  values: {
    state: { active: ['正常', 'Active'], dissolved: ['已解散', 'Dissolved'] },
    dissolved_at: { null: ['—', '—'] },
  },
  help: {
    founder_ids: [
      '创建时填写,除族长外需 5 名创始成员,用逗号或空格分隔;已在其他家族的用户不能加入',
      'On creation: 5 founders besides the owner, separated by commas or spaces; a member already in a family cannot join',
    ],
    income_ratio: ['0 到 100 的整数', 'A whole number from 0 to 100'],
  },
  screen: {
    dissolutionLink: ['家族解散申请', 'Dissolution applications'],
  },
});

/** Words of the family members tab. */
export const familyMemberLabels = defineLabels({
  noun: ['家族成员', 'family member'],
  tab: ['家族成员', 'Family members'],
  fields: {
    role: ['身份', 'Role'],
    joined_at: ['加入时间', 'Joined'],
    removed_at: ['离开时间', 'Left'],
    reason: ['移除原因', 'Removal reason'],
  },
  values: {
    role: { owner: ['族长', 'Owner'], founder: ['创始成员', 'Founder'], member: ['成员', 'Member'] },
    removed_at: { null: ['—', '—'] },
  },
  actions: {
    familyMemberRemove: ['移除成员', 'Remove member'],
  },
});

/** Words of the family dissolution queue (menu 20002). */
export const familyDissolutionLabels = defineLabels({
  noun: ['家族解散申请', 'family dissolution application'],
  fields: {
    owner_id: ['族长ID', "Owner's member ID"],
    reason: ['申请原因', 'Reason given'],
    submitted_at: ['申请时间', 'Applied'],
    state: ['审核状态', 'Review state'],
  },
  values: {
    state: {
      pending: ['待审核', 'Pending'],
      disbanded: ['已解散', 'Disbanded'],
      dismissed: ['已驳回', 'Dismissed'],
      ignored: ['已忽略', 'Ignored'],
    },
  },
  help: {
    state: ['解散:家族自此解散,全部成员退出家族', 'Disband: the family is dissolved from then on and every member leaves it'],
  },
  screen: {
    review_pass: ['解散', 'Disband'],
    review_refuse: ['驳回', 'Dismiss'],
    batch_pass: ['批量解散', 'Disband the selected'],
    batch_refuse: ['批量驳回', 'Dismiss the selected'],
  },
});
