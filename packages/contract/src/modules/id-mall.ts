import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { idNumberLabels, idNumberTypeLabels } from './id-mall.labels.ts';

import { ID_DIGIT_COUNTS, ID_DIGITS_MAX } from './id-mall-digits.ts';

export { idLockLabels, idNumberLabels, idNumberTypeLabels } from './id-mall.labels.ts';
export * from './id-mall-digits.ts';
export * from './id-mall-lock.ts';

/** SPEC §4 states of an ID number; `locked` wins over the sale switch while a lock is active. */
export const ID_NUMBER_STATES = ['sellable', 'not_sellable', 'locked'] as const;

/**
 * ID-mall number types (SPEC §3): a number's type is its digit count and its pairs (adjacent equal
 * digits, counted without overlap: 112233 and 888888 have 3, 5201314 has none), and the type sets
 * the gold price of every number of it. One type per digit count and pairs; a type that numbers
 * have keeps its digits and pairs and cannot be deleted (the numbers would have no price).
 */
export const idNumberTypes = resource({
  module: 'IdMallType',
  namespace: 'idNumberTypes',
  menu: menuIdAt('/props/idMall'),
  tabOf: menuIdAt('/props/idMall'),
  labels: idNumberTypeLabels,
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 32, required: true, filter: 'contains' },
    digits: {
      kind: 'int',
      values: ID_DIGIT_COUNTS,
      required: true,
      unique: true,
      uniqueWith: ['pairs'],
      filter: 'eq',
      sortable: true,
    },
    /** At most half the digits; the server checks that against the digit count. */
    pairs: { kind: 'int', min: 0, max: ID_DIGITS_MAX / 2, required: true, sortable: true },
    price: { kind: 'money', min: 1, max: 1_000_000_000, required: true, sortable: true },
    /** How many numbers of the mall are of this type. */
    numbers: { kind: 'int', readOnly: true },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'typeList', save: 'typeSave', delete: 'typeDelete' },
});
export type IdNumberTypeRow = RowOf<typeof idNumberTypes.fields>;

/**
 * The ID mall (menu 13009, /props/idMall): pretty numbers members can buy. Only the number is typed
 * in; its digit count, pairs and letter shape (112233 → AABBCC) are worked out on save, its type and
 * price follow from them (a number no type fits is refused). `pattern` searches by digits with `?`
 * (one digit) and `*` (any digits), or by a letter shape (AABB, ABAB). A number is locked while the
 * lock list (/setting/idLock) holds an active lock on it; the row's lock and unlock buttons call that
 * list's own actions.
 */
export const idNumbers = resource({
  module: 'IdMall',
  namespace: 'idNumbers',
  menu: menuIdAt('/props/idMall'),
  labels: idNumberLabels,
  fields: {
    id: { kind: 'int', readOnly: true },
    number: { kind: 'text', max: ID_DIGITS_MAX, required: true, unique: true, sortable: true },
    /** Search only: digits with wildcards, or a letter shape. */
    pattern: { kind: 'text', max: 32, filter: 'contains', internal: true },
    digits: { kind: 'int', values: ID_DIGIT_COUNTS, readOnly: true, filter: 'eq', sortable: true },
    pairs: { kind: 'int', readOnly: true },
    shape: { kind: 'text', readOnly: true },
    /** The number's type (by its digits and pairs): a filter, and the key beside its shown name. */
    type_id: { kind: 'int', readOnly: true, wireOnly: true, filter: 'eq' },
    type_name: { kind: 'text', readOnly: true },
    price: { kind: 'money', readOnly: true, sortable: true },
    for_sale: { kind: 'bool', default: true },
    state: {
      kind: 'enum',
      values: ID_NUMBER_STATES,
      colors: { sellable: 'success', not_sellable: 'default', locked: 'error' },
      readOnly: true,
      filter: 'eq',
    },
    /** The active lock, which the row's unlock button takes off. */
    lock_id: { kind: 'int', nullable: true, readOnly: true, wireOnly: true },
    lock_reason: { kind: 'longText', nullable: true, readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'numberList',
    save: 'numberSave',
    delete: 'numberDelete',
    toggle: { field: 'for_sale', action: 'numberIsSale' },
    export: 'numberExport',
  },
});
export type IdNumberRow = RowOf<typeof idNumbers.fields>;
