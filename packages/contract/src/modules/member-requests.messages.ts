/** Refusals of member requests (menu 13010), both languages; every key starts with `request_`. */
export const MEMBER_REQUEST_MESSAGES = {
  request_number_taken: {
    zh: '靓号 {number} 已被用户 {member} 使用,不能发放给用户 {applicant}',
    en: 'Pretty number {number} is already used by member {member}; it cannot go to member {applicant}',
  },
  request_number_locked: {
    zh: '靓号 {number} 已锁定({reason}),不能发放给用户 {applicant}',
    en: 'Pretty number {number} is locked ({reason}); it cannot go to member {applicant}',
  },
  request_member_gone: {
    zh: '用户 {member} 已注销,不能通过其申请',
    en: 'Member {member} has deregistered; their request cannot be passed',
  },
} as const;
