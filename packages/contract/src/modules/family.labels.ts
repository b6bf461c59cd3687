import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the family list (menu 20001), both languages. */
export const familyLabels = {
  'zh-cn': {
    noun: '家族',
    tab: '家族',
    fields: {
      name: '家族名称',
      owner_id: '族长ID',
      avatar: '家族头像',
      declaration: '家族宣言',
      level: '家族等级',
      income_ratio: '收益分成比例(%)',
      founder_ids: '创始成员ID',
      member_count: '成员数',
      region_id: '区域',
      state: '状态',
      dissolved_at: '解散时间',
      created_at: '创建时间',
    },
    values: { state: { active: '正常', dissolved: '已解散' }, dissolved_at: { null: '—' } },
    help: {
      founder_ids: '创建时填写,除族长外需 5 名创始成员,用逗号或空格分隔;已在其他家族的用户不能加入',
      income_ratio: '0 到 100 的整数',
    },
    screen: { dissolutionLink: '家族解散申请' },
  },
  en: {
    noun: 'family',
    tab: 'Families',
    fields: {
      name: 'Family name',
      owner_id: 'Owner ID',
      avatar: 'Avatar',
      declaration: 'Declaration',
      level: 'Level',
      income_ratio: 'Income share (%)',
      founder_ids: 'Founder IDs',
      member_count: 'Members',
      region_id: 'Region',
      state: 'State',
      dissolved_at: 'Dissolved',
      created_at: 'Created',
    },
    values: { state: { active: 'Active', dissolved: 'Dissolved' }, dissolved_at: { null: '—' } },
    help: {
      founder_ids:
        'On creation: 5 founders besides the owner, separated by commas or spaces; a member already in a family cannot join',
      income_ratio: 'A whole number from 0 to 100',
    },
    screen: { dissolutionLink: 'Dissolution applications' },
  },
} as const satisfies ModuleLabels;

/** Words of the family members tab. */
export const familyMemberLabels = {
  'zh-cn': {
    noun: '家族成员',
    tab: '家族成员',
    fields: {
      family_id: '家族ID',
      family_name: '家族名称',
      member_id: '用户ID',
      nickname: '昵称',
      role: '身份',
      region_id: '区域',
      joined_at: '加入时间',
      removed_at: '离开时间',
      removed_by_name: '操作人',
      remove_reason: '移除原因',
      reason: '移除原因',
    },
    values: { role: { owner: '族长', founder: '创始成员', member: '成员' }, removed_at: { null: '—' } },
    actions: { familyMemberRemove: '移除成员' },
  },
  en: {
    noun: 'family member',
    tab: 'Family members',
    fields: {
      family_id: 'Family ID',
      family_name: 'Family name',
      member_id: 'Member ID',
      nickname: 'Nickname',
      role: 'Role',
      region_id: 'Region',
      joined_at: 'Joined',
      removed_at: 'Left',
      removed_by_name: 'Removed by',
      remove_reason: 'Removal reason',
      reason: 'Removal reason',
    },
    values: { role: { owner: 'Owner', founder: 'Founder', member: 'Member' }, removed_at: { null: '—' } },
    actions: { familyMemberRemove: 'Remove member' },
  },
} as const satisfies ModuleLabels;

/** Words of the family dissolution queue (menu 20002). */
export const familyDissolutionLabels = {
  'zh-cn': {
    noun: '家族解散申请',
    fields: {
      family_id: '家族ID',
      family_name: '家族名称',
      owner_id: '族长ID',
      member_count: '成员数',
      reason: '申请原因',
      region_id: '区域',
      submitted_at: '申请时间',
      state: '审核状态',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '审核说明',
    },
    values: {
      state: { pending: '待审核', disbanded: '已解散', dismissed: '已驳回', ignored: '已忽略' },
      reviewed_at: { null: '—' },
    },
    help: { state: '解散:家族自此解散,全部成员退出家族' },
    screen: { review_pass: '解散', review_refuse: '驳回', batch_pass: '批量解散', batch_refuse: '批量驳回' },
  },
  en: {
    noun: 'family dissolution application',
    fields: {
      family_id: 'Family ID',
      family_name: 'Family name',
      owner_id: 'Owner ID',
      member_count: 'Members',
      reason: 'Reason given',
      region_id: 'Region',
      submitted_at: 'Applied',
      state: 'Review state',
      reviewed_by_name: 'Reviewed by',
      reviewed_at: 'Reviewed',
      review_reason: 'Review note',
    },
    values: {
      state: { pending: 'Pending', disbanded: 'Disbanded', dismissed: 'Dismissed', ignored: 'Ignored' },
      reviewed_at: { null: '—' },
    },
    help: { state: 'Disband: the family is dissolved from then on and every member leaves it' },
    screen: {
      review_pass: 'Disband',
      review_refuse: 'Dismiss',
      batch_pass: 'Disband the selected',
      batch_refuse: 'Dismiss the selected',
    },
  },
} as const satisfies ModuleLabels;
