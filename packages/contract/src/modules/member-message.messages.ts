/**
 * Refusals of private messages, room public-screen messages and member feedback, both languages.
 * Spread into MESSAGES by its catalogue; keys start with `member_message_` or `feedback_`.
 */
export const MEMBER_MESSAGE_MESSAGES = {
  member_message_sender_unknown: {
    zh: '发送者 {member} 不存在(可留空使用官方账号 10000)',
    en: 'Sender {member} does not exist (leave it empty for the official account 10000)',
  },
  member_message_receiver_unknown: { zh: '接收者 {member} 不存在', en: 'Receiver {member} does not exist' },
  member_message_to_self: { zh: '发送者和接收者不能是同一个用户', en: 'The sender and the receiver cannot be the same member' },
  member_message_url_invalid: {
    zh: '链接须以 http:// 或 https:// 开头',
    en: 'The URL must start with http:// or https://',
  },
  member_message_room_unknown: { zh: '房间 {room} 不存在', en: 'Room {room} does not exist' },
  feedback_reply_replied: { zh: '该反馈已回复,不能再次回复', en: 'This feedback was already replied to' },
  feedback_reply_ignored: { zh: '该反馈已忽略,不能再回复', en: 'This feedback was ignored and can no longer be replied to' },
  feedback_ignore_replied: { zh: '该反馈已回复,不能忽略', en: 'This feedback was already replied to and cannot be ignored' },
  feedback_ignore_ignored: { zh: '该反馈已经忽略', en: 'This feedback was already ignored' },
} as const;
