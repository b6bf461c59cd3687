/**
 * Refusals and operation-log summaries of room support (issue 16, SPEC §5 and §9), both languages.
 * Spread into MESSAGES and LOG_SUMMARIES by their catalogues; every key starts with `support_` so
 * no other part's key is redefined.
 */
export const ROOM_SUPPORT_MESSAGES = {
  support_room_no_empty: { zh: '房间号不能为空', en: 'Room number cannot be empty' },
  /** The question a release asks before granting again within 6 days or past 2 a week (status 409, its rooms as lines). */
  support_confirm_question: {
    zh: '以下房间需要确认,仍要发放扶持吗?',
    en: 'These rooms need your confirmation. Release the support anyway?',
  },
  support_user_no_empty: { zh: '用户ID或靓号不能为空', en: 'Member ID or pretty number cannot be empty' },
  support_room_unknown: { zh: '房间号 {room} 不存在', en: 'No room has the number {room}' },
  support_rooms_unknown: { zh: '这些房间号不存在:{rooms}', en: 'These room numbers name no room: {rooms}' },
  support_users_unknown: {
    zh: '这些用户ID或靓号不是本应用的用户:{users}',
    en: 'These member IDs or pretty numbers name no member of the app: {users}',
  },
  support_number_invalid: { zh: '{value} 不是有效的号码', en: '{value} is not a valid number' },
  support_admins_too_few: { zh: '扶持房间至少需要 1 名管理员', en: 'A support room needs at least 1 administrator' },
  support_admins_too_many: {
    zh: '扶持房间最多 {max} 名管理员,当前填写了 {count} 名',
    en: 'A support room has at most {max} administrators; {count} were given',
  },
  support_admin_repeated: { zh: '管理员 {user} 重复填写', en: 'Administrator {user} is listed twice' },
  support_room_repeated: { zh: '房间号 {room} 重复填写', en: 'Room number {room} is listed twice' },
  support_room_exists: { zh: '房间 {room} 已是扶持房间', en: 'Room {room} is already a support room' },
  support_room_blacklisted: {
    zh: '这些房间在贫困房间黑名单中,不能扶持:{rooms}',
    en: 'These rooms are on the poor-room blacklist and cannot be supported: {rooms}',
  },
  support_already_blacklisted: { zh: '房间 {room} 已在黑名单中', en: 'Room {room} is already on the blacklist' },
  support_already_granted: { zh: '该扶持已发放,不能重复发放', en: 'This support was already granted; it is not granted twice' },
  support_too_many_rooms: { zh: '一次最多扶持 {max} 个房间', en: 'At most {max} rooms per batch' },
  support_activity_empty: { zh: '活动名称不能为空', en: 'Activity name cannot be empty' },
} as const satisfies Record<string, { zh: string; en: string }>;

export const ROOM_SUPPORT_LOG_SUMMARIES = {
  support_room_saved: {
    zh: '保存扶持房间 {room}:{admins} 名管理员,每人 {amount} 金币',
    en: 'Save support room {room}: {admins} administrators, {amount} coins each',
  },
  support_confirm_asked: {
    zh: '扶持房间 {rooms} 需要确认(6 天内已发放或本周已扶持 2 次),未发放',
    en: 'Support for rooms {rooms} needs confirmation (released within 6 days or twice this week); nothing granted',
  },
  support_released: {
    zh: '发放房间扶持 {room}:{members} 人各 {amount} 金币,共 {total}',
    en: 'Release support of room {room}: {amount} coins to each of {members} members, {total} in all',
  },
  support_late_granted: {
    zh: '补发未发放的扶持 #{id}(房间 {room}):{members} 人各 {amount} 金币,共 {total}',
    en: 'Grant not-yet-granted support #{id} (room {room}): {amount} coins to each of {members} members, {total} in all',
  },
  support_batch_released: {
    zh: '活动扶持「{activity}」:{rooms} 个房间的房主各 {amount} 金币,共 {total}',
    en: 'Activity support "{activity}": {amount} coins to the owners of {rooms} rooms, {total} in all',
  },
  support_blacklisted: {
    zh: '将房间 {room} 加入贫困房间黑名单:{reason}',
    en: 'Put room {room} on the poor-room blacklist: {reason}',
  },
  support_poor_gift_sent: {
    zh: '给 {rooms} 个贫困房间的房主各发 {count} 个礼物「{name}」:{reason}',
    en: 'Send {count} × "{name}" to the owners of {rooms} poor rooms: {reason}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
