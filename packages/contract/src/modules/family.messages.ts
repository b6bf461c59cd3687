/**
 * Refusals of families (SPEC §5), both languages. Spread into MESSAGES by its catalogue; every key
 * starts with `family_` so no other part's key is redefined.
 */
export const FAMILY_MESSAGES = {
  family_founders_too_few: {
    zh: '创建家族除族长外需要 {need} 名创始成员,当前填写了 {count} 名',
    en: 'A family needs {need} founders besides the owner; {count} were given',
  },
  // Under the field: a field's words take no values.
  family_founders_too_few_field: { zh: '除族长外需要 5 名创始成员', en: '5 founders are needed besides the owner' },
  family_founder_repeated_field: { zh: '有创始成员重复填写', en: 'A founder is listed twice' },
  family_founder_is_owner_field: { zh: '族长不能同时是创始成员', en: 'The owner cannot also be a founder' },
  family_members_unknown_field: { zh: '不是本应用的用户', en: 'Not a member of the app' },
  family_members_taken_field: { zh: '已在其他家族', en: 'Already in a family' },
  family_founder_invalid: { zh: '创始成员ID "{value}" 不是有效的ID', en: 'Founder ID "{value}" is not a valid ID' },
  family_founder_repeated: { zh: '创始成员 {member} 重复填写', en: 'Founder {member} is listed twice' },
  family_founder_is_owner: { zh: '族长 {member} 不能同时是创始成员', en: 'The owner {member} cannot also be a founder' },
  family_members_unknown: { zh: '这些ID不是用户:{ids}', en: 'These IDs are not members: {ids}' },
  family_members_taken: {
    zh: '这些用户已在其他家族,不能加入:{ids}',
    en: 'These members are already in a family and cannot join another: {ids}',
  },
  family_founders_on_edit: {
    zh: '创始成员只在创建家族时填写',
    en: 'Founders are named when the family is created',
  },
  family_owner_fixed: { zh: '家族的族长不能修改', en: "A family's owner cannot be changed" },
  family_dissolved: { zh: '该家族已解散,不能再修改', en: 'This family is dissolved and can no longer be changed' },
  family_owner_stays: {
    zh: '族长不能被移除,请解散家族',
    en: 'The owner cannot be removed; dissolve the family instead',
  },
  family_member_gone: { zh: '该成员已离开家族', en: 'This member has already left the family' },
} as const satisfies Record<string, { zh: string; en: string }>;
