/**
 * Refusals of groups (issue 17, SPEC §5 'Group name required' and the group rules), both languages.
 * Spread into MESSAGES; every key starts with `group_` so no other part's key is redefined.
 */
export const GROUP_MESSAGES = {
  group_name_required: { zh: '群组名称不能为空', en: 'Group name is required' },
  group_owner_required: { zh: '群主不能为空', en: 'The group owner is required' },
  group_owner_unknown: {
    zh: '用户 {no} 不存在,群主须为已有用户',
    en: 'No member has the id {no}; the owner must be an existing member',
  },
  group_dissolved: { zh: '该群组已解散,不能再修改', en: 'This group has been dissolved and can no longer be changed' },
  group_already_recommended: { zh: '该群组已在推荐中', en: 'This group is already recommended' },
  group_not_recommended: { zh: '该群组未在推荐中', en: 'This group is not recommended' },
  group_owner_not_muted: { zh: '不能禁言群主', en: 'The group owner cannot be muted' },
  group_member_not_muted: { zh: '该成员未被禁言', en: 'This member is not muted' },
  group_tags_unknown: { zh: '这些标签不在兴趣列表中:{tags}', en: 'These tags are not on the hobby list: {tags}' },
  group_popup_url_invalid: {
    zh: '链接地址须以 http:// 或 https:// 开头',
    en: 'The link URL must be a web address starting with http:// or https://',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
