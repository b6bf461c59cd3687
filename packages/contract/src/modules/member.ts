import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, int, paging, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const memberRow = z.object({
  id: z.number().int(),
  user_no: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  gender: z.number().int(),
  country_id: z.number().int(),
  region_id: z.number().int(),
  wealth_level: z.number().int(),
  charm_level: z.number().int(),
  gold: z.number().int(),
  diamond: z.number().int(),
  register_time: z.number().int(),
  last_login_time: z.number().int(),
  status: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberList = defineAction({
  module: 'Member',
  action: 'memberList',
  summary: 'Search members (only those of the caller’s regions)',
  permission: { menu: MenuIds.memberSearch },
  mutates: false,
  scope: { list: true },
  input: z.object({
    ...paging,
    user_id: id().optional(),
    user_no: id().optional(),
    nickname: text({ max: 64 }).optional(),
    country_id: int({ min: 0 }).optional(),
  }),
  output: z.object({ list: z.array(memberRow), total: z.number().int() }),
});

export const findMember = defineAction({
  module: 'Member',
  action: 'findMember',
  summary: 'One member by user id',
  permission: { menu: [MenuIds.memberSearch, MenuIds.memberDetail] },
  mutates: false,
  scope: { target: 'member', idField: 'user_id' },
  input: z.object({ user_id: id() }),
  output: memberRow.extend({
    phone_region: z.string(),
    phone: z.string(),
    email: z.string(),
    signature: z.string(),
    register_ip: z.string(),
    device_id: z.string(),
    ban_count: z.number().int(),
    frozen: z.boolean(),
  }),
});
