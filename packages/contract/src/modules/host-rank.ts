import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, oneOf, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';

/**
 * Hosts' earnings from the gift records (SPEC §2 /hostManagement roomRank/:room_id/:timeType, the
 * settlement view): diamonds received per receiver over a day, a week (Monday first) or a calendar
 * month of the console's zone, summed from the app's gift sends, never typed in.
 */
export const HOST_RANK_PERIODS = ['day', 'week', 'month'] as const;
export type HostRankPeriod = (typeof HOST_RANK_PERIODS)[number];
/** How many receivers a ranking shows: the top of the room, as the app's own ranking does. */
export const HOST_RANK_SIZE = 100;

const hostsMenu = menuIdAt('/hostManagement/home') as number;
const roomRankMenu = menuIdAt('/hostManagement/roomRank/:room_id/:timeType') as number;

const period = {
  time_type: oneOf(HOST_RANK_PERIODS),
  /** A day of the period, `YYYY-MM-DD` in the console's zone; today when left out. */
  date: text({ max: 10 }).optional(),
};

export const hostRankRow = z.object({
  rank: z.number().int(),
  member_id: z.number().int(),
  user_no: z.number().int(),
  nickname: z.string(),
  diamonds: z.number().int(),
  /** Gift sends received. */
  sends: z.number().int(),
  /** Whether the receiver is a host, with their group and guild names ('' when none). */
  is_host: z.boolean(),
  host_group_name: z.string(),
  guild_name: z.string(),
});
export type HostRankRow = z.infer<typeof hostRankRow>;

const periodAnswer = {
  /** The period: from its first second up to (not including) `to`. */
  from: z.number().int(),
  to: z.number().int(),
  total_diamonds: z.number().int(),
};

/**
 * A room's receivers ranked by the diamonds their gifts in that room earned in the period (top
 * 100). Scoped by the room's region.
 */
export const roomHostRank = defineAction({
  module: 'PresideManagement',
  action: 'roomHostRank',
  summary: "A room's receivers ranked by diamonds received there over a day, week or month",
  label: { zh: '房间主播排行', en: 'Room host ranking' },
  permission: { menu: [roomRankMenu, hostsMenu] },
  mutates: false,
  scope: { target: 'room', idField: 'room_id' },
  input: z.object({ room_id: id(), ...period }),
  output: z.object({
    room: z.object({ id: z.number().int(), room_no: z.number().int(), name: z.string(), region_id: z.number().int() }),
    list: z.array(hostRankRow),
    ...periodAnswer,
  }),
});

/**
 * The settlement view: every host of the caller's regions with diamonds earned in the period (in
 * any room), most first, with their balance now. A country admin sees their regions' hosts only.
 */
export const hostSettlement = defineAction({
  module: 'PresideManagement',
  action: 'hostSettlement',
  summary: "Hosts' diamonds earned over a day, week or month, from the gift records",
  label: { zh: '主播结算', en: 'Host settlement' },
  permission: { menu: hostsMenu },
  mutates: false,
  input: z.object(period),
  output: z.object({
    list: z.array(hostRankRow.extend({ host_id: z.number().int(), region_id: z.number().int(), balance: z.number().int() })),
    ...periodAnswer,
  }),
});
