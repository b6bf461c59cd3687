import type { Lang } from './envelope.ts';

/** A word in both languages as a summary's parameter (a resource's noun, a field's label). */
export interface BothLanguages {
  zh: string;
  en: string;
}
export type LogParam = string | number | BothLanguages;
export type LogParams = Readonly<Record<string, LogParam>>;

/**
 * Operation-log summaries, stored as a key with parameters and read in the reader's language.
 * Parameters are the row's own words (a title, a count) or words in both languages.
 */
export const LOG_SUMMARIES = {
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
  review: { zh: '审核 {count} 条{noun}:{result}', en: 'Review {count} {noun} rows: {result}' },
  import: { zh: '导入 {count} 条{noun}', en: 'Import {count} {noun} rows' },
  export: { zh: '导出 {total} 行({format})', en: 'Export of {total} rows as {format}' },
  export_capped: { zh: '导出超过 {total} 行({format})', en: 'Export of over {total} rows as {format}' },
} as const satisfies Record<string, BothLanguages>;

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
