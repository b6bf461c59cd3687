import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, idList, listInput, listOf } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { memberTagLabels } from './member-tags.labels.ts';

/**
 * Tags staff put on members (menu 1003, hidden; SPEC §3), each switched on or off. The member
 * detail page reads the list too (to offer the tags that are on), so either menu may list them.
 */
export const userTags = resource({
  module: 'Member',
  namespace: 'memberTags',
  menu: MenuIds.userTags,
  listMenu: [MenuIds.userTags, MenuIds.memberDetail],
  labels: memberTagLabels,
  order: 'asc',
  fields: {
    /** Either name contains it (the server's filter). */
    name: { kind: 'text', max: 32, filter: 'contains', internal: true },
    name_zh: { kind: 'text', max: 32, required: true },
    name_en: { kind: 'text', max: 32, required: true },
    color: { kind: 'color', required: true, default: '#1677FF' },
    is_on: { kind: 'bool', readOnly: true, filter: 'eq', colors: { true: 'success' } },
    /** How many members carry the tag. */
    member_count: { kind: 'int', readOnly: true },
  },
  actions: { list: 'userTagList', save: 'userTagSave', toggle: { field: 'is_on', action: 'userTagIsOn' } },
});
export type UserTagRow = RowOf<typeof userTags.fields>;

export const userTagList = userTags.list;
export const userTagSave = userTags.save as NonNullable<typeof userTags.save>;
export const userTagIsOn = userTags.toggle as NonNullable<typeof userTags.toggle>;

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
