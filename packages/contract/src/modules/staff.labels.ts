import { defineLabels } from '../resource/labels.ts';

/** The words of setting a member's in-app role (Member/setMemberRole, a special action): its inputs and their values. */
export const memberRoleLabels = defineLabels({
  noun: ['用户身份', 'member role'],
  fields: {
    kind: ['身份', 'Role'],
    enabled: ['设置或取消', 'Set or cancel'],
  },
  values: {
    kind: {
      promoter: ['推广员', 'Promoter'],
      agent: ['代理', 'Agent'],
      country_admin: ['国家管理员', 'Country admin'],
      super_admin: ['超级管理员', 'Super admin'],
    },
    enabled: { true: ['设置', 'Set'], false: ['取消', 'Cancel'] },
  },
});

/** The words of a staff account's special actions (Admin/adminChangeStatus, adminSetQuota): their inputs and values. */
export const adminAccountLabels = defineLabels({
  noun: ['管理员', 'admin'],
  fields: {
    gold: ['金币', 'Coins'],
    gift: ['礼物', 'Gifts'],
    prop: ['道具', 'Props'],
    password: ['临时密码', 'Temporary password'],
  },
  values: {
    status: { enabled: ['启用', 'Enabled'], disabled: ['禁用', 'Disabled'] },
  },
});
