import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, unixTime } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { roomReceptionLabels, roomReceptionRecordLabels } from './room-reception.labels.ts';

const receptionMenu = menuIdAt('/service/roomReception');

/** A time of day, `HH:MM` (24 h, the console's time zone). */
const TIME_OF_DAY = '([01][0-9]|2[0-3]):[0-5][0-9]';

/**
 * Reception rooms (menu 2012, /service/roomReception): rooms the app sends new members to, each
 * with a member of the room's staff who greets them in a daily window (`HH:MM` to `HH:MM`, the
 * console's time zone; a window may run past midnight, 22:00 to 02:00, but cannot start and end at
 * once, `reception_window_empty`). The room is named by its pretty id (unknown refused,
 * `room_not_found`), the receptionist by user id (unknown refused, `member_not_found`); one
 * receptionist has one window per room (another is a duplicate). Scoped by the room's region.
 */
export const roomReceptions = resource({
  module: 'Room',
  namespace: 'roomReception',
  menu: receptionMenu,
  labels: roomReceptionLabels,
  scope: { region: 'region_id' },
  fields: {
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_id: { kind: 'room', readOnly: true, filter: 'eq' },
    // The first text field: what questions and the log name a row by.
    room_name: { kind: 'text', readOnly: true },
    member_id: { kind: 'member', required: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    window_from: { kind: 'text', pattern: TIME_OF_DAY, required: true },
    window_to: { kind: 'text', pattern: TIME_OF_DAY, required: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'receptionList', save: 'receptionSet', delete: 'receptionDelete', export: 'receptionExport' },
});
export type RoomReceptionRow = RowOf<typeof roomReceptions.fields>;

/**
 * One reception: a new member the app sent to a reception room, greeted by its receptionist, and
 * how long they stayed. Written by the app; read by the reception detail (menu 2013,
 * /service/roomReceptionDetail?room_id=…) and counted by the statistics, never typed in.
 */
export const roomReceptionRecords = resource({
  module: 'Room',
  namespace: 'roomReceptionRecord',
  menu: menuIdAt('/service/roomReceptionDetail'),
  labels: roomReceptionRecordLabels,
  scope: { region: 'region_id' },
  fields: {
    room_id: { kind: 'room', filter: 'eq' },
    room_no: { kind: 'int', filter: 'eq' },
    room_name: { kind: 'text' },
    member_id: { kind: 'member', filter: 'eq' },
    guest_id: { kind: 'member', filter: 'eq' },
    received_at: { kind: 'time', sortable: true, filter: 'range' },
    stay_seconds: { kind: 'int', sortable: true },
    region_id: { kind: 'region', filter: 'eq' },
  },
  actions: { list: 'receptionDetail', export: 'receptionDetailExport' },
});
export type RoomReceptionRecordRow = RowOf<typeof roomReceptionRecords.fields>;

export const receptionStatisticRow = z.object({
  room_id: z.number().int(),
  room_no: z.number().int(),
  room_name: z.string(),
  member_id: z.number().int(),
  nickname: z.string(),
  /** Receptions in the period. */
  receptions: z.number().int(),
  /** Distinct new members among them. */
  guests: z.number().int(),
  /** Their average stay, whole seconds. */
  average_stay: z.number().int(),
});
export type ReceptionStatisticRow = z.infer<typeof receptionStatisticRow>;

/** The statistics' most rows (rooms × receptionists); the totals always cover everything. */
export const MAX_RECEPTION_STATISTIC_ROWS = 500;

/**
 * Reception statistics: receptions per room and receptionist over a period (default the last 7
 * days), counted from the reception records of the caller's regions' rooms, busiest first.
 */
export const receptionStatistic = defineAction({
  module: 'Room',
  action: 'receptionStatistic',
  summary: 'Receptions per room and receptionist over a period, counted from the reception records',
  label: { zh: '接待统计', en: 'Reception statistics' },
  permission: { menu: receptionMenu },
  mutates: false,
  // Scoped in its query to the caller's regions' rooms; its rows are sums, not region rows (see coinStatistics).
  input: z.object({
    received_at_from: unixTime().optional(),
    received_at_to: unixTime().optional(),
    room_no: id().optional(),
    member_id: id().optional(),
  }),
  output: z.object({
    list: z.array(receptionStatisticRow),
    totals: z.object({ receptions: z.number().int(), guests: z.number().int() }),
    capped: z.boolean(),
  }),
});
