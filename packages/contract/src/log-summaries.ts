import type { Lang } from './envelope.ts';
import { APPLY_LOG_SUMMARIES } from './log-summaries.apply.ts';
import { GRANT_LOG_SUMMARIES } from './log-summaries.grants.ts';
import { LEDGER_LOG_SUMMARIES } from './log-summaries.ledger.ts';
import { MEMBER_LOG_SUMMARIES } from './log-summaries.member.ts';
import { ROOM_LOG_SUMMARIES } from './log-summaries.room.ts';
import { STAFF_LOG_SUMMARIES } from './log-summaries.staff.ts';
import { ACTIVITY_LOG_SUMMARIES } from './modules/activity.messages.ts';
import { GUILD_LOG_SUMMARIES } from './modules/guild.messages.ts';
import { REFUND_LOG_SUMMARIES } from './modules/refund.messages.ts';
import { ROOM_SUPPORT_LOG_SUMMARIES } from './modules/room-support.messages.ts';
import { ROOM_TURNOVER_LOG_SUMMARIES } from './modules/room-turnover.messages.ts';
import { SYSTEM_MESSAGE_LOG_SUMMARIES } from './modules/system-message.messages.ts';

export { LOG_WORDS, type LogWordGroup, logWord, logWords, regionWord, roleNameWords } from './log-summaries.words.ts';

/** A word in both languages as a summary's parameter (a resource's noun, a field's label). */
export interface BothLanguages {
  zh: string;
  en: string;
}
export type LogParam = string | number | BothLanguages;
export type LogParams = Readonly<Record<string, LogParam>>;

/** Summaries of the resource kit, of signing in and out, and of console-wide actions. */
const KIT_LOG_SUMMARIES = {
  /** An action that says nothing of its own: its label. */
  action: { zh: '{label}', en: '{label}' },
  sign_in: { zh: '登录', en: 'Sign-in' },
  sign_out: { zh: '退出登录', en: 'Sign-out' },
  recheck: { zh: '再次验证密码', en: 'Password re-check' },
  add: { zh: '新增{noun} {title}', en: 'Add {noun} {title}' },
  edit: { zh: '编辑{noun} {title}', en: 'Edit {noun} {title}' },
  delete_one: { zh: '删除{noun} {title}', en: 'Delete {noun} {title}' },
  delete_many: { zh: '删除 {count} 条{noun}', en: 'Delete {count} {noun} rows' },
  switch: { zh: '{state}{noun} {title} 的{field}', en: 'Switch {field} of {noun} {title} {state}' },
  remove: { zh: '移除{noun} {title}', en: 'Remove {noun} {title}' },
  /** A resource's declared command (ban, stick to top): its label, and the row. */
  command: { zh: '{label}:{noun} {title}', en: '{label}: {noun} {title}' },
  review: { zh: '审核 {count} 条{noun}:{result}', en: 'Review {count} {noun} rows: {result}' },
  import: { zh: '导入 {count} 条{noun}', en: 'Import {count} {noun} rows' },
  export: { zh: '导出 {total} 行({format})', en: 'Export of {total} rows as {format}' },
  export_capped: { zh: '导出超过 {total} 行({format})', en: 'Export of over {total} rows as {format}' },
  upload_image: { zh: '上传图片 {mime}({size} 字节)', en: 'Upload {mime} ({size} bytes)' },
  upload_effect: { zh: '上传特效 {mime}({size} 字节)', en: 'Upload effect {mime} ({size} bytes)' },
  columns_hide: { zh: '在表格 {table} 中隐藏 {count} 列', en: 'Hide {count} column(s) on {table}' },
} as const satisfies Record<string, BothLanguages>;

/**
 * Operation-log summaries, stored as a key with parameters and read in the reader's language.
 * Parameters are the row's own words (a title, a count, a reason typed by staff) or words in both
 * languages: a declared label, or a word of LOG_WORDS for anything chosen from a fixed list.
 * Every mutating action writes one of these (the engine's audit entry has no free-text summary).
 */
export const LOG_SUMMARIES = {
  ...KIT_LOG_SUMMARIES,
  ...STAFF_LOG_SUMMARIES,
  ...MEMBER_LOG_SUMMARIES,
  ...LEDGER_LOG_SUMMARIES,
  ...APPLY_LOG_SUMMARIES,
  ...GRANT_LOG_SUMMARIES,
  ...ROOM_LOG_SUMMARIES,
  ...ROOM_SUPPORT_LOG_SUMMARIES,
  ...ROOM_TURNOVER_LOG_SUMMARIES,
  ...GUILD_LOG_SUMMARIES,
  ...ACTIVITY_LOG_SUMMARIES,
  ...SYSTEM_MESSAGE_LOG_SUMMARIES,
  ...REFUND_LOG_SUMMARIES,
} as const satisfies Record<string, BothLanguages>;

/** The catalogue's parts, so a test can see that no part redefines another's key. */
export const LOG_SUMMARY_PARTS: readonly Readonly<Record<string, BothLanguages>>[] = [
  KIT_LOG_SUMMARIES,
  STAFF_LOG_SUMMARIES,
  MEMBER_LOG_SUMMARIES,
  LEDGER_LOG_SUMMARIES,
  APPLY_LOG_SUMMARIES,
  GRANT_LOG_SUMMARIES,
  ROOM_LOG_SUMMARIES,
  ROOM_SUPPORT_LOG_SUMMARIES,
  ROOM_TURNOVER_LOG_SUMMARIES,
  GUILD_LOG_SUMMARIES,
  ACTIVITY_LOG_SUMMARIES,
  SYSTEM_MESSAGE_LOG_SUMMARIES,
  REFUND_LOG_SUMMARIES,
];

export type LogSummaryKey = keyof typeof LOG_SUMMARIES;

/** What an action records as its summary: a key of LOG_SUMMARIES and its parameters. */
export interface LogMessage {
  key: LogSummaryKey;
  params?: LogParams;
}

const pick = (word: BothLanguages, lang: Lang) => (lang === 'en-us' ? word.en : word.zh);

/** A stored summary in `lang`; null for a key this version does not know (the stored English shows). */
export function logSummaryText(key: string, params: unknown, lang: Lang): string | null {
  const entry = (LOG_SUMMARIES as Record<string, BothLanguages>)[key];
  if (!entry) return null;
  const given = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return pick(entry, lang).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = given[name];
    if (value && typeof value === 'object' && 'zh' in value && 'en' in value) return pick(value as BothLanguages, lang);
    return value === undefined || value === null ? whole : String(value);
  });
}
