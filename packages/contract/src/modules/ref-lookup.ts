import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';

/** Which form's reference field a picker asks for: the form's action (`Module/action`) and the field. */
const formField = {
  action: z.string().trim().min(1).max(100),
  field: z.string().trim().min(1).max(64),
};

/**
 * The name of the row a form's `ref` field points at, as staff type its key (the kit's ref picker
 * shows "Rose room" beside 100234 before the save). The caller names the action and field the form
 * submits: the answer comes only to a caller that may call that action, and only for a row inside
 * their regions (null otherwise, as for a key naming nothing). CommonHelper, like the gift picker's
 * list: any screen's form may hold a reference.
 */
export const refName = defineAction({
  module: 'CommonHelper',
  action: 'refName',
  summary: "The name of the row a form's reference field names, for the reference picker",
  label: { zh: '引用名称', en: 'Reference name' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({
    ...formField,
    key: id(),
  }),
  output: z.object({ name: z.string().nullable() }),
});

/** The most rows a reference picker offers for one search: staff narrow the text for more. */
export const REF_SEARCH_LIMIT = 20;

/**
 * The rows a form's `ref` field may name for the text staff typed (a name, or a key typed whole),
 * for the reference picker's list: only to a caller who may call the form's action, only rows inside
 * their regions, at most REF_SEARCH_LIMIT.
 */
export const refSearch = defineAction({
  module: 'CommonHelper',
  action: 'refSearch',
  summary: "The rows a form's reference field may name for typed text, for the reference picker",
  label: { zh: '引用搜索', en: 'Reference search' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({
    ...formField,
    /** Left out when the picker opens: the first rows, for short lists (host groups, studios). */
    text: z.string().trim().max(50).optional(),
  }),
  output: z.object({ options: z.array(z.object({ key: z.number().int(), name: z.string().nullable() })) }),
});
