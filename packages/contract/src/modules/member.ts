import { z } from 'zod';
import { defineAction } from '../action.ts';
import { exportInput, exportTicket, id, int, listInput, listOf, oneOf, text, unixTime } from '../fields.ts';
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
  /** Derived from live measures, so an expired ban stops counting by itself. */
  banned: z.boolean(),
  frozen: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const MEMBER_STATUSES = ['normal', 'banned', 'frozen', 'deregistered'] as const;

const memberFilters = {
  user_id: id().optional(),
  user_no: id().optional(),
  /** Substring from 3 characters (index-served), prefix below that. */
  nickname: text({ max: 64 }).optional(),
  phone_region: text({ max: 8 }).optional(),
  phone: text({ max: 32 }).optional(),
  email: text({ max: 128 }).optional(),
  country_id: int({ min: 0 }).optional(),
  register_from: unixTime().optional(),
  register_to: unixTime().optional(),
  register_ip: text({ max: 64 }).optional(),
  device_id: text({ max: 128 }).optional(),
  status: oneOf(MEMBER_STATUSES).optional(),
};

export const memberList = defineAction({
  module: 'Member',
  action: 'memberList',
  summary: 'Search members (only those of the caller’s regions)',
  label: { zh: '查询用户', en: 'Search members' },
  permission: { menu: MenuIds.memberSearch },
  mutates: false,
  scope: { list: true },
  input: listInput(memberFilters, ['id', 'register_time', 'last_login_time']),
  output: listOf(memberRow),
});

export const memberListExport = defineAction({
  ...memberList,
  action: 'memberListExport',
  exportOf: 'memberList',
  summary: 'Export the members a search finds',
  label: { zh: '导出用户', en: 'Export members' },
  mutates: true,
  input: exportInput(memberFilters),
  output: exportTicket,
});

export const findMember = defineAction({
  module: 'Member',
  action: 'findMember',
  summary: 'One member by user id',
  label: { zh: '查看用户', en: 'View a member' },
  permission: { menu: [MenuIds.memberSearch, MenuIds.memberDetail] },
  mutates: false,
  scope: { target: 'member', idField: 'user_id' },
  input: z.object({ user_id: id() }),
  output: memberRow.extend({
    /** Beans, the third balance beside gold and diamonds (SPEC §7 deductBean). */
    bean: z.number().int(),
    phone_region: z.string(),
    phone: z.string(),
    email: z.string(),
    signature: z.string(),
    register_ip: z.string(),
    device_id: z.string(),
    ban_count: z.number().int(),
    birthday: z.string(),
    province: z.string(),
    hobbies: z.string(),
    activity_level: z.number().int(),
    svip_level: z.number().int(),
    /** Unix seconds; null when the member has no SVIP. */
    svip_expires_at: z.number().int().nullable(),
    game_level: z.number().int(),
    game_privilege: z.boolean(),
    /** Unix seconds until which a reset avatar may not change (SPEC §9); null when it may. */
    avatar_blocked_until: z.number().int().nullable(),
    authentication_state: z.string(),
    has_password: z.boolean(),
    /** Tags staff put on the member (Member/setMemberTags), by tag id. */
    tag_ids: z.array(z.number().int()),
    /** In-app roles (Member/setMemberRole): promoter, agent, country_admin, super_admin. */
    roles: z.array(z.string()),
    bindings: z.array(z.object({ channel: z.string(), external_id: z.string(), bound_at: z.number().int() })),
    relations: z.array(
      z.object({
        kind: z.string(),
        partner_id: z.number().int(),
        partner_no: z.number().int(),
        partner_nickname: z.string(),
        since: z.number().int(),
      }),
    ),
  }),
});
