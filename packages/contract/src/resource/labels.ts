import type { Fields } from './fields.ts';
import {
  bilingual,
  GLOSSARY,
  type GLOSSARY_FIELDS,
  type GLOSSARY_VALUES,
  type GlossaryField,
  type InOneLanguage,
  type Word,
  type WordTree,
} from './glossary.ts';

export {
  bilingual,
  GLOSSARY,
  GLOSSARY_FIELDS,
  GLOSSARY_VALUES,
  type GlossaryField,
  type InOneLanguage,
  type Word,
  type WordTree,
  zipWords,
} from './glossary.ts';

/**
 * Labels: one system (DESIGN §4). A module's field, value and action labels live in one object per
 * module, found by field name, each word written once in both languages (`defineLabels`); common field
 * words live once in the glossary, generic words once in COMMON_LABELS. The web registers them as
 * i18next namespaces, the server reads them for export headers and operation-log action names.
 */
export type LabelLang = 'zh-cn' | 'en';

/** Fills the `{{name}}` slots of a word (labels, the web's words and the screens' own write them so). */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

export interface ResourceLabels {
  /** The resource's noun, as it stands mid-sentence ('sensitive word'): generated titles ('Add sensitive word') and log words. */
  noun: string;
  /** Field labels by field name; also the export headers. */
  fields: Readonly<Record<string, string>>;
  /** Enum and bool value labels by field, then value (`true`/`false` for bools). */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Labels of the module's actions by wire action name, where the standard word does not fit. */
  actions?: Readonly<Record<string, string>>;
  /** The name of the tab showing the resource inside another screen (`tabOf`). */
  tab?: string;
  /** A table column's title where it is not its field's label: a column also showing another field (`shownIn`) names both. */
  columnTitles?: Readonly<Record<string, string>>;
  /** Help under a field of the add/edit form, by field name. */
  help?: Readonly<Record<string, string>>;
  /** Words of the screen's own (help texts, extra dialogs). */
  screen?: Readonly<Record<string, unknown>>;
}

export type ModuleLabels = Readonly<Record<LabelLang, ResourceLabels>>;

/** A module's labels as written: ResourceLabels with each word `[Chinese, English]`. */
export interface ModuleWords {
  noun: Word;
  fields: Readonly<Record<string, Word>>;
  values?: Readonly<Record<string, Readonly<Record<string, Word>>>>;
  actions?: Readonly<Record<string, Word>>;
  tab?: Word;
  columnTitles?: Readonly<Record<string, Word>>;
  help?: Readonly<Record<string, Word>>;
  screen?: WordTree;
}

type Glossary<G, Own> = InOneLanguage<G> & InOneLanguage<Own>;

/** A module's labels in one language, the glossary's words beneath its own. */
export type DefinedLabels<T extends ModuleWords> = InOneLanguage<Omit<T, 'fields' | 'values'>> & {
  readonly fields: Glossary<typeof GLOSSARY_FIELDS, T['fields']>;
  readonly values: Glossary<typeof GLOSSARY_VALUES, NonNullable<T['values']>>;
};

/**
 * A module's labels, each word written once in both languages; the glossary's field and value words
 * lie beneath the module's own, so every reader (the kit, exports, a screen reading `labels.fields.x`,
 * the i18next namespace) finds a common field's word without the module repeating it.
 */
export function defineLabels<const T extends ModuleWords>(words: T): Readonly<Record<LabelLang, DefinedLabels<T>>> & Defined {
  const { 'zh-cn': zh, en } = bilingual(words as unknown as WordTree);
  const withGlossary = (own: Record<string, unknown>, lang: LabelLang) => ({
    ...own,
    fields: { ...GLOSSARY.fields[lang], ...(own.fields as object) },
    values: { ...GLOSSARY.values[lang], ...(own.values as object) },
  });
  return { 'zh-cn': withGlossary(zh, 'zh-cn'), en: withGlossary(en, 'en') } as unknown as Readonly<
    Record<LabelLang, DefinedLabels<T>>
  > &
    Defined;
}

/** The fields a screen may show (all but `internal` ones): each needs a word, its own or the glossary's. */
type LabelledField<F extends Fields> = { [K in keyof F & string]: F[K]['internal'] extends true ? never : K }[keyof F & string];

declare const DEFINED: unique symbol;
/** Marks labels made by `defineLabels` (a type only): those are checked against the resource's fields. */
export interface Defined {
  readonly [DEFINED]: true;
}

/**
 * The labels a resource of fields F takes: labels made by `defineLabels` must have a word for each
 * field the glossary lacks, in both languages, so a missing one does not compile. Labels typed only as
 * ModuleLabels (a test's stand-ins, words built at run time) are taken as they are; the generated test
 * (resource-labels.generated.test.ts) checks every registered resource's words at run time. Generic
 * code (F = Fields) takes any ModuleLabels.
 */
export type LabelsFor<F extends Fields> = string extends keyof F
  ? ModuleLabels
  :
      | (ModuleLabels & { readonly [DEFINED]?: never })
      | (Defined &
          Readonly<
            Record<
              LabelLang,
              ResourceLabels & { readonly fields: { readonly [K in Exclude<LabelledField<F>, GlossaryField>]: string } }
            >
          >);

export const labelLangOf = (lang: string): LabelLang => (lang === 'en' || lang === 'en-us' ? 'en' : 'zh-cn');

/** Generic words of every screen: one place. */
export const COMMON_LABELS = bilingual({
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  save: ['保存', 'Save'],
  choose: ['请选择', 'Please choose'],
  placeholder: ['请输入', 'Please enter'],
  addTitle: ['新增{{noun}}', 'Add {{noun}}'],
  editTitle: ['编辑{{noun}}', 'Edit {{noun}}'],
  importTitle: ['导入{{noun}}', 'Import {{noun}}'],
  review: ['审核', 'Review'],
  pass: ['通过', 'Pass'],
  refuse: ['拒绝', 'Refuse'],
  ignore: ['忽略', 'Ignore'],
  reason: ['原因', 'Reason'],
  start: ['开始时间', 'Start time'],
  end: ['结束时间', 'End time'],
  remove: ['移除', 'Remove'],
  removeQuestion: ['确定移除「{{name}}」吗?', 'Remove "{{name}}"?'],
  batchPass: ['批量通过', 'Pass selected'],
  batchRefuse: ['批量拒绝', 'Refuse selected'],
  batchIgnore: ['批量忽略', 'Ignore selected'],
  selected: ['已选 {{count}} 项', '{{count}} selected'],
  deleteQuestion: ['确定删除「{{name}}」吗?', 'Delete "{{name}}"?'],
  deleteManyQuestion: ['确定删除选中的 {{count}} 项吗?', 'Delete the {{count}} selected rows?'],
  on: ['开启', 'On'],
  off: ['关闭', 'Off'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
  import: ['导入', 'Import'],
  importFile: ['xlsx 文件(第一列)', 'xlsx file (first column)'],
  importPaste: ['或粘贴', 'Or paste'],
  importPasteHelp: ['用逗号、空格或换行分隔', 'Separated by commas, spaces or new lines'],
  details: ['详情', 'Details'],
  imageRules: ['PNG、JPEG、GIF 或 WebP,每张不超过 {{size}} MB', 'PNG, JPEG, GIF or WebP, at most {{size}} MB each'],
});

export type CommonWord = keyof (typeof COMMON_LABELS)['en'];

const glossaryWord = (lang: LabelLang, field: string): string | undefined =>
  (GLOSSARY.fields[lang] as Readonly<Record<string, string>>)[field];

/** The label of a field: the module's, else the glossary's word of that name, else the name itself. */
export function fieldLabel(labels: ModuleLabels, lang: LabelLang, field: string): string {
  return labels[lang].fields[field] || glossaryWord(lang, field) || field;
}

/** The title of a field's table column: its own when the labels give one, else the field's label. */
export function columnTitle(labels: ModuleLabels, lang: LabelLang, field: string): string {
  return labels[lang].columnTitles?.[field] ?? fieldLabel(labels, lang, field);
}

/** The words a field's values have: the resource's own, else the glossary's (export cells written in SQL list them). */
export function valueWords(labels: ModuleLabels, lang: LabelLang, field: string): Readonly<Record<string, string>> | undefined {
  return (
    labels[lang].values?.[field] ?? (GLOSSARY.values[lang] as Readonly<Record<string, Readonly<Record<string, string>>>>)[field]
  );
}

/** A value's label: the module's, else the glossary's for that field, else yes/no for a bool, else the value itself. */
export function valueLabel(labels: ModuleLabels, lang: LabelLang, field: string, value: string): string {
  const word = valueWords(labels, lang, field)?.[value];
  if (word) return word;
  if (value === 'true') return COMMON_LABELS[lang].yes;
  if (value === 'false') return COMMON_LABELS[lang].no;
  return value;
}
