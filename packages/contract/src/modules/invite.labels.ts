import { defineLabels } from '../resource/labels.ts';

/** Words of the invitations list (menu 19001) and batch binding (19002), both languages. */
export const inviteLabels = defineLabels({
  noun: ['邀请关系', 'invitation'],
  tab: ['邀请关系', 'Invitations'],
  fields: {
    invitee_id: ['被邀请人ID', "Invitee's member ID"],
    invitee_nickname: ['被邀请人昵称', 'Invitee'],
    inviter_nickname: ['邀请人昵称', 'Inviter'],
    inviter_invitees: ['邀请人有效邀请数', "Inviter's invitees"],
    source: ['来源', 'Source'],
    bound_at: ['绑定时间', 'Bound'],
    created_by_name: ['操作人', 'Bound by'],
    unbound_at: ['解绑时间', 'Unbound'],
    unbound_by_name: ['解绑人', 'Unbound by'],
    unbind_reason: ['解绑原因', 'Unbind reason'],
    reason: ['解绑原因', 'Unbind reason'],
  },
  values: {
    source: { manual: ['后台添加', 'Added by staff'], batch: ['批量绑定', 'Batch binding'], app: ['邀请链接', 'Invite link'] },
    state: { bound: ['已绑定', 'Bound'], unbound: ['已解绑', 'Unbound'] },
    unbound_at: { null: ['—', '—'] },
  },
  help: {
    invitee_id: ['每个用户只能被一个邀请人绑定,不能邀请自己', 'A member is bound to one inviter and never to themself'],
  },
  actions: {
    addInvite: ['添加邀请关系', 'Add invitation'],
    unbind: ['解绑', 'Unbind'],
    bindInvite: ['重新绑定', 'Bind again'],
    deleteInvite: ['删除邀请关系', 'Delete invitation'],
  },
  screen: {
    bindingLink: ['批量绑定', 'Batch binding'],
    import: ['批量绑定', 'Bind in batch'],
    inviteeIds: ['被邀请人ID', 'Invitee IDs'],
    importHelp: [
      '上传 xlsx(第一列为被邀请人ID)或粘贴ID,用逗号或空格分隔,最多 5000 个;任一行有误则全部不绑定',
      'An xlsx whose first column holds invitee IDs, or IDs pasted, separated by commas or spaces, at most 5000; one bad row binds none',
    ],
  },
});

/** Words of an inviter's invitees tab. */
export const inviteeLabels = defineLabels({
  noun: ['被邀请人', 'invitee'],
  tab: ['邀请明细', 'Invitees by inviter'],
  fields: {
    invitee_id: ['被邀请人ID', "Invitee's member ID"],
    invitee_nickname: ['被邀请人昵称', 'Invitee'],
    registered_at: ['注册时间', 'Registered'],
    bound_at: ['绑定时间', 'Bound'],
  },
  values: {
    state: { bound: ['已绑定', 'Bound'], unbound: ['已解绑', 'Unbound'] },
  },
});
