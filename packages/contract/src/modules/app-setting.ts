import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { appRuleLabels, systemFieldLabels } from './app-setting.labels.ts';

export { appRuleLabels, systemFieldLabels } from './app-setting.labels.ts';

/** How the app reads a field's value; the value is checked against it when saved. */
export const SYSTEM_FIELD_TYPES = ['text', 'number', 'bool', 'url'] as const;
export type SystemFieldType = (typeof SYSTEM_FIELD_TYPES)[number];
/** A key the app looks a value up by: lower-case words joined by dots or underscores (`share.text`, `max_mic_seats`). */
export const SYSTEM_FIELD_KEY_PATTERN = '[a-z][a-z0-9_.]*';
export const MAX_SYSTEM_FIELD_VALUE = 2000;

/**
 * System fields (SPEC §2 /setting/systemFields, menu 24007): the app's key/value configuration
 * (the customer-service member id, the share text, the recharge help link, the mic seats of a
 * room). SPEC shows no fields; designed as staff expect: a unique key the app reads (fixed once
 * saved, since the app's code names it), a value type the value must fit (a number, true/false, an
 * http(s) link or any text), and what it is for in both languages. Global: super admins only.
 */
export const systemFields = resource({
  module: 'Setting',
  namespace: 'systemFields',
  menu: menuIdAt('/setting/systemFields'),
  labels: systemFieldLabels,
  sortBy: 'key',
  order: 'asc',
  fields: {
    key: {
      kind: 'text',
      max: 64,
      pattern: SYSTEM_FIELD_KEY_PATTERN,
      required: true,
      unique: true,
      filter: 'contains',
      sortable: true,
    },
    value_type: { kind: 'enum', values: SYSTEM_FIELD_TYPES, required: true, filter: 'eq' },
    value: { kind: 'longText', max: MAX_SYSTEM_FIELD_VALUE, required: true },
    description_zh: { kind: 'text', max: 200, required: true },
    description_en: { kind: 'text', max: 200, required: true },
    updated_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'systemFieldList', save: 'systemFieldSave', delete: 'systemFieldDelete' },
});
export type SystemFieldRow = RowOf<typeof systemFields.fields>;

/** The rule pages the app shows, one of each kind per region. */
export const RULE_KINDS = [
  'recharge',
  'family',
  'host',
  'agent',
  'guild',
  'lucky_box',
  'turntable',
  'invite',
  'level',
  'svip',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const MAX_RULE_CONTENT = 10_000;

/**
 * Rules (SPEC §7 Setting 'rules', menu 24015): the rule texts the app shows on its pages (how
 * recharge works, family and host rules, the lucky box's odds). One text of each kind per region
 * (two rules of a kind sharing a region are refused, naming it); titles and texts in Chinese and
 * English, both required; switched off, the app shows none for that page. Seen by a role holding
 * any of its regions, changed only by one holding all (the kit's multi-region scope).
 */
export const appRules = resource({
  module: 'Setting',
  namespace: 'appRules',
  menu: menuIdAt('/setting/rules'),
  labels: appRuleLabels,
  scope: { region: 'regions' },
  fields: {
    kind: { kind: 'enum', values: RULE_KINDS, required: true, filter: 'eq' },
    title_zh: { kind: 'text', max: 100, required: true },
    title_en: { kind: 'text', max: 100, required: true },
    /** Filter only: a part of either title. */
    title: { kind: 'text', max: 100, filter: 'contains', internal: true },
    content_zh: { kind: 'longText', max: MAX_RULE_CONTENT, required: true, detail: true },
    content_en: { kind: 'longText', max: MAX_RULE_CONTENT, required: true, detail: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    updated_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'ruleList', save: 'ruleSave', delete: 'ruleDelete', toggle: { field: 'is_on', action: 'ruleIsOn' } },
});
export type AppRuleRow = RowOf<typeof appRules.fields>;
