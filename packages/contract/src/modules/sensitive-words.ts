import { z } from 'zod';
import { defineAction } from '../action.ts';
import { int, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { sensitiveWordLabels } from './sensitive-words.labels.ts';

/** Words the app filters, per region; `record` = hits are kept for review (SPEC §4). */
export const sensitiveWords = resource({
  module: 'SensitiveWords',
  namespace: 'sensitiveWords',
  menu: MenuIds.sensitiveWords,
  labels: sensitiveWordLabels,
  scope: { region: 'region_id' },
  fields: {
    word: { kind: 'text', max: 100, required: true, unique: 'ci', filter: 'contains', sortable: true },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    record: { kind: 'bool', default: true, filter: 'eq', colors: { true: 'processing' } },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: {
    save: 'save',
    delete: 'delete',
    export: 'listExport',
    import: { action: 'import', value: 'word', with: ['region_id', 'record'], paste: 'words' },
  },
});
export type SensitiveWordRow = RowOf<typeof sensitiveWords.fields>;

export const sensitiveWordTest = defineAction({
  module: 'SensitiveWords',
  action: 'test',
  summary: 'Which sensitive words a text hits',
  label: { zh: sensitiveWordLabels['zh-cn'].actions.test, en: sensitiveWordLabels.en.actions.test },
  permission: { menu: MenuIds.sensitiveWords },
  mutates: false,
  input: z.object({ text: text({ max: 5000 }), region_id: int({ min: 0 }).optional() }),
  output: z.object({
    hits: z.array(
      z.object({
        id: z.number().int(),
        word: z.string(),
        region_id: z.number().int(),
        index: z.number().int(),
        record: z.boolean(),
      }),
    ),
  }),
});
