/**
 * Refusals of invitations, both languages. Spread into MESSAGES by its catalogue; every key starts
 * with `invite_` so no other part's key is redefined.
 */
export const INVITE_MESSAGES = {
  invite_member_unknown: { zh: '用户 {id} 不存在', en: 'Member {id} does not exist' },
  invite_self: { zh: '用户不能邀请自己', en: 'A member cannot invite themself' },
  invite_self_field: { zh: '不能与邀请人相同', en: 'Cannot be the inviter' },
  invite_already_bound: {
    zh: '用户 {id} 已被邀请人 {inviter} 绑定',
    en: 'Member {id} is already bound to inviter {inviter}',
  },
  invite_already_bound_field: { zh: '该用户已被绑定', en: 'This member is already bound' },
  invite_inviter_out_of_region: { zh: '邀请人不在您的区域内', en: 'The inviter is outside your regions' },
  invite_already_unbound: { zh: '该邀请关系已解绑', en: 'This invitation is already unbound' },
  invite_still_bound: { zh: '该邀请关系仍在绑定中,请先解绑', en: 'This invitation is still bound; unbind it first' },
  invite_not_unbound: { zh: '该邀请关系仍在绑定中', en: 'This invitation is still bound' },
  invite_row_duplicate: { zh: '文件中重复', en: 'Repeated in the file' },
  invite_row_self: { zh: '与邀请人相同', en: 'Is the inviter' },
  invite_row_unknown: { zh: '用户不存在', en: 'No such member' },
  invite_row_bound: { zh: '已被邀请人 {inviter} 绑定', en: 'Already bound to inviter {inviter}' },
} as const satisfies Record<string, { zh: string; en: string }>;
