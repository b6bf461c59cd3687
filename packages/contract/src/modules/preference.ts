import { z } from 'zod';
import { defineAction } from '../action.ts';
import { text } from '../fields.ts';

/**
 * Per-admin screen settings that follow the admin from machine to machine: today the columns a list
 * screen hides. `table` names the screen's table (e.g. its route path); hidden column keys are the
 * keys the screen gave its columns.
 */
const tableName = () => text({ max: 120 });
/** Column keys as a JSON array or comma-separated; absent or blank means "hide nothing". */
const hiddenColumns = () =>
  z.preprocess(
    (v) =>
      v === undefined
        ? []
        : typeof v === 'string'
          ? v
              .split(',')
              .map((k) => k.trim())
              .filter((k) => k !== '')
          : v,
    z
      .array(z.string({ error: 'invalid_choice' }).trim().min(1, { error: 'required' }).max(60, { error: 'too_long' }))
      .max(100, { error: 'too_large' }),
  );

export const tableColumnsGet = defineAction({
  module: 'Preference',
  action: 'tableColumnsGet',
  summary: 'The columns you chose to hide on a list screen',
  label: { zh: '读取列设置', en: 'Load column settings' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({ table: tableName() }),
  output: z.object({ table: z.string(), hidden: z.array(z.string()) }),
});

export const tableColumnsSave = defineAction({
  module: 'Preference',
  action: 'tableColumnsSave',
  summary: 'Save which columns you hide on a list screen',
  label: { zh: '保存列设置', en: 'Save column settings' },
  permission: 'signedIn',
  mutates: true,
  input: z.object({ table: tableName(), hidden: hiddenColumns() }),
  output: z.object({ table: z.string(), hidden: z.array(z.string()) }),
});
