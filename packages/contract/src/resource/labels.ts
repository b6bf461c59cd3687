/**
 * Labels: one system (DESIGN §4). A module's field, value and action labels live in one object per
 * module, found by field name; generic words live once in COMMON_LABELS. The web registers them as
 * i18next namespaces, the server reads them for export headers and operation-log action names.
 */
export type LabelLang = 'zh-cn' | 'en';

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

export const labelLangOf = (lang: string): LabelLang => (lang === 'en' || lang === 'en-us' ? 'en' : 'zh-cn');

/** Generic words of every screen: one place, the `common` namespace on the web. */
export const COMMON_LABELS = {
  'zh-cn': {
    add: '新增',
    edit: '编辑',
    delete: '删除',
    save: '保存',
    choose: '请选择',
    placeholder: '请输入',
    created_at: '创建时间',
    updated_at: '更新时间',
    created_by_name: '创建人',
    region: '区域',
    region_id: '区域',
    country_id: '国家',
    is_on: '开启',
    status: '状态',
    addTitle: '新增{{noun}}',
    editTitle: '编辑{{noun}}',
    importTitle: '导入{{noun}}',
    review: '审核',
    pass: '通过',
    refuse: '拒绝',
    ignore: '忽略',
    reason: '原因',
    start: '开始时间',
    end: '结束时间',
    remove: '移除',
    removeQuestion: '确定移除「{{name}}」吗?',
    batchPass: '批量通过',
    batchRefuse: '批量拒绝',
    batchIgnore: '批量忽略',
    selected: '已选 {{count}} 项',
    deleteQuestion: '确定删除「{{name}}」吗?',
    deleteManyQuestion: '确定删除选中的 {{count}} 项吗?',
    on: '开启',
    off: '关闭',
    yes: '是',
    no: '否',
    import: '导入',
    importFile: 'xlsx 文件(第一列)',
    importPaste: '或粘贴',
    importPasteHelp: '用逗号、空格或换行分隔',
    details: '详情',
  },
  en: {
    add: 'Add',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    choose: 'Please choose',
    placeholder: 'Please enter',
    created_at: 'Created',
    updated_at: 'Updated',
    created_by_name: 'Created by',
    region: 'Region',
    region_id: 'Region',
    country_id: 'Country',
    is_on: 'On',
    status: 'Status',
    addTitle: 'Add {{noun}}',
    editTitle: 'Edit {{noun}}',
    importTitle: 'Import {{noun}}',
    review: 'Review',
    pass: 'Pass',
    refuse: 'Refuse',
    ignore: 'Ignore',
    reason: 'Reason',
    start: 'Start time',
    end: 'End time',
    remove: 'Remove',
    removeQuestion: 'Remove "{{name}}"?',
    batchPass: 'Pass selected',
    batchRefuse: 'Refuse selected',
    batchIgnore: 'Ignore selected',
    selected: '{{count}} selected',
    deleteQuestion: 'Delete "{{name}}"?',
    deleteManyQuestion: 'Delete the {{count}} selected rows?',
    on: 'On',
    off: 'Off',
    yes: 'Yes',
    no: 'No',
    import: 'Import',
    importFile: 'xlsx file (first column)',
    importPaste: 'Or paste',
    importPasteHelp: 'Separated by commas, spaces or new lines',
    details: 'Details',
  },
} as const satisfies Record<LabelLang, Record<string, string>>;

export type CommonWord = keyof (typeof COMMON_LABELS)['en'];

/** The label of a field: the module's, else the common word of that name, else the name itself. */
export function fieldLabel(labels: ModuleLabels, lang: LabelLang, field: string): string {
  const own = labels[lang].fields[field];
  if (own) return own;
  const common = (COMMON_LABELS[lang] as Record<string, string>)[field];
  return common ?? field;
}

/** The title of a field's table column: its own when the labels give one, else the field's label. */
export function columnTitle(labels: ModuleLabels, lang: LabelLang, field: string): string {
  return labels[lang].columnTitles?.[field] ?? fieldLabel(labels, lang, field);
}

export function valueLabel(labels: ModuleLabels, lang: LabelLang, field: string, value: string): string {
  const own = labels[lang].values?.[field]?.[value];
  if (own) return own;
  if (value === 'true') return COMMON_LABELS[lang].yes;
  if (value === 'false') return COMMON_LABELS[lang].no;
  return value;
}
