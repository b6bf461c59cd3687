import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the invitations list (menu 19001) and batch binding (19002), both languages. */
export const inviteLabels = {
  'zh-cn': {
    noun: '邀请关系',
    tab: '邀请关系',
    fields: {
      invitee_id: '被邀请人ID',
      invitee_nickname: '被邀请人昵称',
      inviter_id: '邀请人ID',
      inviter_nickname: '邀请人昵称',
      inviter_invitees: '邀请人有效邀请数',
      remark: '备注',
      source: '来源',
      region_id: '区域',
      state: '状态',
      bound_at: '绑定时间',
      created_by_name: '操作人',
      unbound_at: '解绑时间',
      unbound_by_name: '解绑人',
      unbind_reason: '解绑原因',
      reason: '解绑原因',
    },
    values: {
      source: { manual: '后台添加', batch: '批量绑定', app: '邀请链接' },
      state: { bound: '已绑定', unbound: '已解绑' },
      unbound_at: { null: '—' },
    },
    help: { invitee_id: '每个用户只能被一个邀请人绑定,不能邀请自己' },
    actions: { addInvite: '添加邀请关系', unbind: '解绑', bindInvite: '重新绑定', deleteInvite: '删除邀请关系' },
    screen: {
      bindingLink: '批量绑定',
      import: '批量绑定',
      inviteeIds: '被邀请人ID',
      importHelp: '上传 xlsx(第一列为被邀请人ID)或粘贴ID,用逗号或空格分隔,最多 5000 个;任一行有误则全部不绑定',
    },
  },
  en: {
    noun: 'invitation',
    tab: 'Invitations',
    fields: {
      invitee_id: 'Invitee ID',
      invitee_nickname: 'Invitee',
      inviter_id: 'Inviter ID',
      inviter_nickname: 'Inviter',
      inviter_invitees: "Inviter's invitees",
      remark: 'Remark',
      source: 'Source',
      region_id: 'Region',
      state: 'State',
      bound_at: 'Bound',
      created_by_name: 'Bound by',
      unbound_at: 'Unbound',
      unbound_by_name: 'Unbound by',
      unbind_reason: 'Unbind reason',
      reason: 'Unbind reason',
    },
    values: {
      source: { manual: 'Added by staff', batch: 'Batch binding', app: 'Invite link' },
      state: { bound: 'Bound', unbound: 'Unbound' },
      unbound_at: { null: '—' },
    },
    help: { invitee_id: 'A member is bound to one inviter and never to themself' },
    actions: { addInvite: 'Add invitation', unbind: 'Unbind', bindInvite: 'Bind again', deleteInvite: 'Delete invitation' },
    screen: {
      bindingLink: 'Batch binding',
      import: 'Bind in batch',
      inviteeIds: 'Invitee IDs',
      importHelp:
        'An xlsx whose first column holds invitee IDs, or IDs pasted, separated by commas or spaces, at most 5000; one bad row binds none',
    },
  },
} as const satisfies ModuleLabels;

/** Words of an inviter's invitees tab. */
export const inviteeLabels = {
  'zh-cn': {
    noun: '被邀请人',
    tab: '邀请明细',
    fields: {
      inviter_id: '邀请人ID',
      invitee_id: '被邀请人ID',
      invitee_nickname: '被邀请人昵称',
      registered_at: '注册时间',
      region_id: '区域',
      state: '状态',
      bound_at: '绑定时间',
    },
    values: { state: { bound: '已绑定', unbound: '已解绑' } },
  },
  en: {
    noun: 'invitee',
    tab: 'Invitees by inviter',
    fields: {
      inviter_id: 'Inviter ID',
      invitee_id: 'Invitee ID',
      invitee_nickname: 'Invitee',
      registered_at: 'Registered',
      region_id: 'Region',
      state: 'State',
      bound_at: 'Bound',
    },
    values: { state: { bound: 'Bound', unbound: 'Unbound' } },
  },
} as const satisfies ModuleLabels;
