import { menuIdAt } from '../menu.ts';
import { defineLabels, type RowOf, resource, zipWords } from '../resource/index.ts';
import { memberRoleLabels } from './staff.labels.ts';
import { MEMBER_ROLE_KINDS } from './staff.ts';

/** Words of the members with app roles (Member specialList, menu 22002), both languages. */
export const specialMemberLabels = defineLabels({
  noun: ['特殊身份用户', 'member with an app role'],
  fields: {
    kind: ['身份', 'App role'],
    created_by_name: ['设置人', 'Set by'],
    created_at: ['设置时间', 'Since'],
    last_login_at: ['最后登录', 'Last sign-in'],
  },
  values: { kind: zipWords(memberRoleLabels['zh-cn'].values.kind, memberRoleLabels.en.values.kind) },
  actions: { specialListExport: ['导出特殊身份用户', 'Export members with app roles'] },
});

/**
 * Members with app roles (Member specialList, menu 22002, /account/specialList): every promoter,
 * agent, country admin and super admin the user page made in the app, one row per member and role,
 * with who set it and when. Read and exported; the roles are set and cancelled on the user page.
 * Scoped by the member's region.
 */
export const specialMembers = resource({
  module: 'Member',
  namespace: 'specialMembers',
  menu: menuIdAt('/account/specialList'),
  labels: specialMemberLabels,
  scope: { region: 'region_id' },
  sortBy: 'created_at',
  fields: {
    user_id: { kind: 'member', filter: 'eq' },
    user_no: { kind: 'int', readOnly: true },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    kind: { kind: 'enum', values: MEMBER_ROLE_KINDS, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    last_login_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'specialList', export: 'specialListExport' },
});
export type SpecialMemberRow = RowOf<typeof specialMembers.fields>;
