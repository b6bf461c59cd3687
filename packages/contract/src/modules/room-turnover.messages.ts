/**
 * Refusals and operation-log summaries of room turnover and monitored rooms (issue 16, SPEC §5 "Room
 * number cannot be empty"), both languages. Spread into MESSAGES and LOG_SUMMARIES by their
 * catalogues; every key starts with `turnover_` so no other part's key is redefined.
 */
export const ROOM_TURNOVER_MESSAGES = {
  turnover_room_no_empty: { zh: '房间号不能为空', en: 'Room number cannot be empty' },
  turnover_room_no_invalid: { zh: '{value} 不是有效的房间号', en: '{value} is not a valid room number' },
  turnover_room_unknown: { zh: '房间号 {room} 不存在', en: 'No room has the number {room}' },
  turnover_room_gone: { zh: '该房间不存在', en: 'This room does not exist' },
  turnover_room_outside: { zh: '房间 {room} 不在你管理的区域', en: 'Room {room} is outside your regions' },
  turnover_room_monitored: { zh: '房间 {room} 已在监控列表中', en: 'Room {room} is already monitored' },
  turnover_room_repeated: { zh: '房间号 {room} 重复', en: 'Room number {room} is listed twice' },
  turnover_user_unknown: { zh: '没有ID为 {user} 的用户', en: 'No member has the id {user}' },
  turnover_day_invalid: { zh: '日期须为 YYYY-MM-DD', en: 'The day must be written YYYY-MM-DD' },
} as const satisfies Record<string, { zh: string; en: string }>;

export const ROOM_TURNOVER_LOG_SUMMARIES = {
  turnover_monitor_added: { zh: '监控房间 {room}:{remark}', en: 'Monitor room {room}: {remark}' },
  turnover_monitor_updated: {
    zh: '修改监控房间 {room} 的备注:{remark}',
    en: 'Change the remark of monitored room {room}: {remark}',
  },
  turnover_monitor_imported: {
    zh: '导入监控房间:新增 {imported} 个,跳过 {skipped} 个已监控的',
    en: 'Import monitored rooms: {imported} added, {skipped} already monitored skipped',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
