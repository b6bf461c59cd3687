import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';

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
    /** The form's action, `Module/action`. */
    action: z.string().trim().min(1).max(100),
    field: z.string().trim().min(1).max(64),
    key: id(),
  }),
  output: z.object({ name: z.string().nullable() }),
});
