import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, int, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { importReport, type RowOf, resource, special } from '../resource/index.ts';
import { roomMonitorLabels, turnoverSendLabels } from './room-turnover.labels.ts';

export { roomMonitorLabels, turnoverSendLabels } from './room-turnover.labels.ts';

/**
 * Room turnover (SPEC §2 /service roomRunning/:id, roomHourlyFlow/:user_id/:room_id, listening; §7
 * RoomRunningWater; issue 16). Turnover figures come from the app's gift-sending records, never
 * typed in: the console reads them (sums per day, hour and whole hour, the sends themselves) and
 * keeps the list of rooms staff monitor.
 */

/** The longest period a turnover answer covers, in days: the app keeps 90 days of sends at hand. */
export const MAX_TURNOVER_DAYS = 90;
/** The periods the turnover screen offers. */
export const TURNOVER_PERIODS = [7, 30, 90] as const;

const turnoverMenu = menuIdAt('/service/roomRunning/:id');
const hourlyMenu = menuIdAt('/service/roomHourlyFlow/:user_id/:room_id');
const monitorMenu = menuIdAt('/service/listening');

/**
 * The room's gift sends (RoomRunningWater roomRunningDetail): who sent which gift to whom and when,
 * with its coins and diamonds. The screen lists one room's (`room_id`); a country admin sees the
 * sends of their region's rooms only, in lists and exports.
 */
export const turnoverSends = resource({
  module: 'RoomRunningWater',
  namespace: 'turnoverSends',
  menu: turnoverMenu,
  /** A tab of the turnover detail; without a room in its address the detail shows this tab alone, of every room. */
  tabOf: turnoverMenu,
  labels: turnoverSendLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int' },
    room_id: { kind: 'room', filter: 'eq', wireOnly: true },
    /** The room's region when the gift was sent: what region scope reads. */
    region_id: { kind: 'region', wireOnly: true },
    sent_at: { kind: 'time', filter: 'range' },
    sender_id: { kind: 'member', filter: 'eq' },
    sender_name: { kind: 'text', shownIn: 'sender_id' },
    receiver_id: { kind: 'member', filter: 'eq' },
    receiver_name: { kind: 'text', shownIn: 'receiver_id' },
    gift_id: { kind: 'int', filter: 'eq' },
    gift_name: { kind: 'text', shownIn: 'gift_id' },
    count: { kind: 'int' },
    coins: { kind: 'money' },
    diamonds: { kind: 'money' },
  },
  actions: { list: 'roomRunningDetail', export: 'roomRunningDetailExport' },
});
export type TurnoverSendRow = RowOf<typeof turnoverSends.fields>;

/** The room a turnover answer is about, as it is now. */
export const turnoverRoom = z.object({
  id: z.number().int(),
  room_no: z.number().int(),
  name: z.string(),
  owner_id: z.number().int(),
  region_id: z.number().int(),
});
export type TurnoverRoom = z.infer<typeof turnoverRoom>;

/** Sums of sends: how many, how many gifts, their coins and the diamonds they gave. */
const figures = {
  sends: z.number().int(),
  gifts: z.number().int(),
  coins: z.number().int(),
  diamonds: z.number().int(),
};
export const turnoverFigures = z.object(figures);
export type TurnoverFigures = z.infer<typeof turnoverFigures>;

/** One day of the console's zone (`YYYY-MM-DD`); every day of the period is there, a quiet one as zeros. */
export const turnoverDay = z.object({ day: z.string(), ...figures });
export type TurnoverDay = z.infer<typeof turnoverDay>;
/** One hour (its start, unix seconds, a whole hour of the console's zone); only hours with sends are there. */
export const turnoverHour = z.object({ hour: z.number().int(), ...figures });
export type TurnoverHour = z.infer<typeof turnoverHour>;

const days = () => int({ min: 1, max: MAX_TURNOVER_DAYS }).optional().default(30);

/**
 * A room's turnover (RoomRunningWater roomRunningList): per day and per hour over the last `days`
 * days (today included), from the gift sends. Scoped by the room's region.
 */
export const roomRunningList = defineAction({
  module: 'RoomRunningWater',
  action: 'roomRunningList',
  summary: "A room's turnover per day and per hour over the last days, from the gift sends",
  label: { zh: '房间流水', en: 'Room turnover' },
  permission: { menu: turnoverMenu },
  mutates: false,
  scope: { target: 'room', idField: 'room_id' },
  input: z.object({ room_id: id(), days: days() }),
  output: z.object({
    room: turnoverRoom,
    /** The period: from the start of its first day to now. */
    from: z.number().int(),
    to: z.number().int(),
    days: z.array(turnoverDay),
    hours: z.array(turnoverHour),
    totals: turnoverFigures,
  }),
});

/** One whole hour (0–23) of a day of the console's zone: from `start` for an hour. */
export const wholePointRow = z.object({ hour: z.number().int(), start: z.number().int(), ...figures });
export type WholePointRow = z.infer<typeof wholePointRow>;

/**
 * Whole-hour cost (RoomRunningWater costWholePoint): what was spent in a room in each whole hour
 * (00:00–00:59 … 23:00–23:59) of one day of the console's zone, today unless `day` names another.
 * A tab of the turnover detail.
 */
export const costWholePoint = defineAction({
  module: 'RoomRunningWater',
  action: 'costWholePoint',
  summary: 'Coins spent in a room in each whole hour of one day',
  label: { zh: '整点消费', en: 'Whole-hour cost' },
  permission: { menu: turnoverMenu },
  mutates: false,
  scope: { target: 'room', idField: 'room_id' },
  input: z.object({ room_id: id(), day: text({ max: 10 }).optional() }),
  output: z.object({ room: turnoverRoom, day: z.string(), hours: z.array(wholePointRow), totals: turnoverFigures }),
});

/** One hour of a member's flow in a room: what they sent there and what was sent to them there. */
export const flowHour = z.object({
  hour: z.number().int(),
  sent_sends: z.number().int(),
  sent_coins: z.number().int(),
  received_sends: z.number().int(),
  received_coins: z.number().int(),
  received_diamonds: z.number().int(),
});
export type FlowHour = z.infer<typeof flowHour>;

/**
 * A member's hourly flow in a room (RoomRunningWater coinAdd, the hourly-flow screen): per hour of
 * the last `days` days, the coins they added to the room's turnover by sending gifts and the
 * coins and diamonds of the gifts sent to them there. SPEC names the call without its fields; what
 * it answers is ours. Scoped by the room's region.
 */
export const coinAdd = defineAction({
  module: 'RoomRunningWater',
  action: 'coinAdd',
  refs: { user_id: { entity: 'member' } },
  summary: "A member's coins sent and received in a room, per hour over the last days",
  label: { zh: '用户房间小时流水', en: 'Hourly flow of a user in a room' },
  permission: { menu: hourlyMenu },
  mutates: false,
  scope: { target: 'room', idField: 'room_id' },
  input: z.object({ room_id: id(), user_id: id(), days: int({ min: 1, max: MAX_TURNOVER_DAYS }).optional().default(7) }),
  output: z.object({
    room: turnoverRoom,
    member: z.object({ id: z.number().int(), user_no: z.number().int(), nickname: z.string() }),
    from: z.number().int(),
    to: z.number().int(),
    hours: z.array(flowHour),
    totals: flowHour.omit({ hour: true }),
  }),
});

/**
 * Monitored rooms (listening; RoomRunningWater roomMonitorList, roomMonitorDelete): rooms staff
 * watch, with why and when the last gift was sent there. Added by pretty id (`roomMonitorAdd`,
 * `roomMonitorExcel`), their remark changed with `roomMonitorUpdate`. A country admin sees and
 * changes the rooms of their regions only.
 */
export const roomMonitors = resource({
  module: 'RoomRunningWater',
  namespace: 'roomMonitors',
  menu: monitorMenu,
  labels: roomMonitorLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int' },
    room_id: { kind: 'room', wireOnly: true },
    room_no: { kind: 'int', filter: 'eq' },
    room_name: { kind: 'text', filter: 'contains' },
    owner_id: { kind: 'member' },
    /** The room's region when it was added: what region scope reads. */
    region_id: { kind: 'region', filter: 'eq' },
    remark: { kind: 'longText', max: 200 },
    last_sent_at: { kind: 'time', nullable: true },
    created_by_name: { kind: 'admin' },
    created_at: { kind: 'time', filter: 'range', sortable: true },
    updated_at: { kind: 'time', nullable: true },
  },
  actions: { list: 'roomMonitorList', delete: 'roomMonitorDelete', export: 'roomMonitorExport' },
});
export type RoomMonitorRow = RowOf<typeof roomMonitors.fields>;

const remark = () => text({ max: 200 }).optional();

/**
 * Monitors a room named by its pretty id (a special action). The number is text as staff type it,
 * so that an empty one, a wrong one and an unknown one each get their words (the handler's).
 */
export const roomMonitorAdd = special({
  module: 'RoomRunningWater',
  action: 'roomMonitorAdd',
  menu: monitorMenu,
  summary: 'Monitor a room, named by its pretty id',
  label: { zh: roomMonitorLabels['zh-cn'].actions.roomMonitorAdd, en: roomMonitorLabels.en.actions.roomMonitorAdd },
  fields: {
    room_no: { kind: 'text', max: 40, required: true, missing: 'turnover_room_no_empty' },
    remark: { kind: 'longText', max: 200 },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  labels: roomMonitorLabels,
  output: roomMonitors.row,
});

/** Changes a monitored room's remark (a special action: the monitored row is its target, locked while it changes). */
export const roomMonitorUpdate = special({
  module: 'RoomRunningWater',
  action: 'roomMonitorUpdate',
  menu: monitorMenu,
  summary: "Change a monitored room's remark",
  label: { zh: roomMonitorLabels['zh-cn'].actions.roomMonitorUpdate, en: roomMonitorLabels.en.actions.roomMonitorUpdate },
  target: { type: 'room_monitor', field: 'id' },
  fields: { remark: { kind: 'longText', max: 200 } },
  labels: roomMonitorLabels,
  output: roomMonitors.row,
});

/**
 * Monitors the rooms of an xlsx's first column and/or a pasted list of pretty ids (at most 5000),
 * all with one remark. All or none: any unknown, malformed or out-of-region number refuses the whole
 * file with a per-row report; rooms already monitored (or listed twice) are skipped and counted.
 */
export const roomMonitorExcel = defineAction({
  module: 'RoomRunningWater',
  action: 'roomMonitorExcel',
  summary: 'Monitor the rooms of an xlsx or a pasted list of pretty ids, with a per-row report',
  label: { zh: roomMonitorLabels['zh-cn'].actions.roomMonitorExcel, en: roomMonitorLabels.en.actions.roomMonitorExcel },
  permission: { menu: monitorMenu },
  mutates: true,
  upload: 'xlsx',
  input: z.object({ room_nos: text({ max: 60_000 }).optional(), remark: remark() }),
  output: importReport,
});
