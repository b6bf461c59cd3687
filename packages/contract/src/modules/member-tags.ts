import { z } from 'zod';
import { defineAction } from '../action.ts';
import { bool, id, idList, listInput, listOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const userTagRow = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  color: z.string(),
  is_on: z.boolean(),
  member_count: z.number().int(),
});

const tagPermission = { menu: MenuIds.userTags };
const color = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'required' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_choice' }),
  );

export const userTagList = defineAction({
  module: 'Member',
  action: 'userTagList',
  summary: 'Member tags staff can put on members',
  permission: { menu: [MenuIds.userTags, MenuIds.memberDetail] },
  mutates: false,
  input: listInput({ name: text({ max: 32 }).optional(), is_on: bool().optional() }),
  output: listOf(userTagRow),
});

export const userTagSave = defineAction({
  module: 'Member',
  action: 'userTagSave',
  summary: 'Create a member tag or change one (with id)',
  permission: tagPermission,
  mutates: true,
  input: z.object({ id: id().optional(), name_zh: text({ max: 32 }), name_en: text({ max: 32 }), color: color() }),
  output: userTagRow,
});

export const userTagIsOn = defineAction({
  module: 'Member',
  action: 'userTagIsOn',
  summary: 'Switch a member tag on or off',
  permission: tagPermission,
  mutates: true,
  input: z.object({ id: id(), is_on: bool() }),
  output: userTagRow,
});

export const setMemberTags = defineAction({
  module: 'Member',
  action: 'setMemberTags',
  summary: 'Set which tags a member carries',
  label: { zh: '设置用户标签', en: 'Set member tags' },
  permission: { menu: [MenuIds.memberDetail] },
  mutates: true,
  scope: { target: 'member', idField: 'user_id' },
  input: z.object({ user_id: id(), tag_ids: idList({ max: 50 }).optional().default([]) }),
  output: z.object({ user_id: z.number().int(), tag_ids: z.array(z.number().int()) }),
});

export const memberMoreIp = defineAction({
  module: 'Member',
  action: 'memberMoreIp',
  summary: 'The IP addresses a member signed in from, with counts and last time',
  label: { zh: '查看登录IP', en: 'View sign-in IPs' },
  permission: { menu: [MenuIds.memberDetail] },
  mutates: false,
  scope: { target: 'member', idField: 'user_id' },
  input: listInput({ user_id: id() }),
  output: listOf(
    z.object({
      id: z.number().int(),
      ip: z.string(),
      device_id: z.string(),
      times: z.number().int(),
      first_time: z.number().int(),
      last_time: z.number().int(),
    }),
  ),
});
