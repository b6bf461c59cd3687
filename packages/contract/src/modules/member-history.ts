import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, listInput, listOf, oneOf, unixTime } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { LOG_RESULTS } from './operation-log.ts';

/**
 * Two histories of one member on the user page (SPEC §7 Member serviceHistoryList, the HistoryLog
 * group): what staff did to the member, from the operation log, and how the member's profile
 * (nickname, avatar, pretty number, country) changed, by staff or in the app. Both read-only.
 */
const permission = { menu: [MenuIds.memberDetail] };
const target = { target: 'member', idField: 'user_id' } as const;

/** The log's rows about the member, as the operation-log screen reads them; never its before/after values. */
export const serviceHistoryRow = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  admin_name: z.string(),
  /** The action in the reader's words, and its module's wire name. */
  module: z.string(),
  action_label: z.string(),
  summary: z.string(),
  result: z.enum(LOG_RESULTS),
});
export type ServiceHistoryRow = z.infer<typeof serviceHistoryRow>;

export const serviceHistoryList = defineAction({
  module: 'Member',
  action: 'serviceHistoryList',
  summary: 'What staff did to one member, newest first, from the operation log',
  label: { zh: '查询服务记录', en: 'List service history' },
  permission,
  mutates: false,
  scope: target,
  input: listInput({
    user_id: id(),
    result: oneOf(LOG_RESULTS).optional(),
    start_time: unixTime().optional(),
    end_time: unixTime().optional(),
  }),
  output: listOf(serviceHistoryRow),
});

/** The profile fields whose past values are kept. */
export const PROFILE_HISTORY_FIELDS = ['nickname', 'avatar', 'user_no', 'country_id'] as const;
export type ProfileHistoryField = (typeof PROFILE_HISTORY_FIELDS)[number];
/** Who made a change: staff on this console, or the member in the app. */
export const PROFILE_CHANGE_ACTORS = ['staff', 'app'] as const;

export const profileHistoryRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  field: z.enum(PROFILE_HISTORY_FIELDS),
  /** As text: an avatar's URL, a country's id, a pretty number's digits; empty when there was none. */
  old_value: z.string(),
  new_value: z.string(),
  actor: z.enum(PROFILE_CHANGE_ACTORS),
  /** The staff account's name; empty for a change made in the app. */
  admin_name: z.string(),
  changed_at: z.number().int(),
});
export type ProfileHistoryRow = z.infer<typeof profileHistoryRow>;

export const profileHistoryList = defineAction({
  module: 'HistoryLog',
  action: 'profileHistoryList',
  summary: 'A member’s past nicknames, avatars, pretty numbers and countries, newest first',
  label: { zh: '查询资料变更记录', en: 'List profile history' },
  permission,
  mutates: false,
  scope: target,
  input: listInput({
    user_id: id(),
    field: oneOf(PROFILE_HISTORY_FIELDS).optional(),
    actor: oneOf(PROFILE_CHANGE_ACTORS).optional(),
  }),
  output: listOf(profileHistoryRow),
});
