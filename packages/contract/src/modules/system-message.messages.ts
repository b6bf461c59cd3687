/**
 * Refusals of system and timed messages (SPEC §5: title or content cannot be empty, target region
 * required, over the maximum characters; the kit says the last two), both languages. Spread into
 * MESSAGES and LOG_SUMMARIES by their catalogues; every key starts with `system_message_` or
 * `timed_message_` so no other part's key is redefined.
 */
export const SYSTEM_MESSAGE_MESSAGES = {
  system_message_empty: {
    zh: '标题和内容不能为空,请至少填写一种语言的标题和内容',
    en: 'Title and content cannot be empty: write both in at least one language',
  },
  system_message_title_missing: {
    zh: '已填写内容的语言也须填写标题',
    en: 'A language with content needs a title too',
  },
  system_message_content_missing: {
    zh: '已填写标题的语言也须填写内容',
    en: 'A language with a title needs content too',
  },
  system_message_url_invalid: {
    zh: '链接须以 http:// 或 https:// 开头,且不含空格',
    en: 'The URL must start with http:// or https:// and contain no spaces',
  },
  system_message_url_required: {
    zh: '跳转类型为外部链接或H5页面时须填写链接',
    en: 'The external link and H5 page jumps need a URL',
  },
  system_message_room_required: { zh: '跳转类型为房间时须填写房间ID', en: 'The room jump needs a room ID' },
  system_message_room_unknown: { zh: '房间 {room} 不存在', en: 'Room {room} does not exist' },
  timed_message_send_at_past: {
    zh: '发送时间须晚于当前时间',
    en: 'The send time must be in the future',
  },
  timed_message_sent_no_edit: {
    zh: '该定时消息已发送,不能再编辑',
    en: 'This timed message has been sent and can no longer be edited',
  },
  timed_message_cancelled_no_edit: {
    zh: '该定时消息已取消,不能再编辑',
    en: 'This timed message was cancelled and can no longer be edited',
  },
  timed_message_sent_no_cancel: {
    zh: '该定时消息已发送,不能取消',
    en: 'This timed message has been sent and cannot be cancelled',
  },
  timed_message_already_cancelled: {
    zh: '该定时消息已取消',
    en: 'This timed message is already cancelled',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

/** The operation-log row the timed-message job writes for each message it sends. */
export const SYSTEM_MESSAGE_LOG_SUMMARIES = {
  timed_message_sent: {
    zh: '定时消息 #{id} 已发送为系统消息 #{message}:{title}',
    en: 'Timed message #{id} sent as system message #{message}: {title}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
