import { z } from 'zod';
import { defineAction } from '../action.ts';
import { bool, exportInput, exportTicket, id, idList, int, listInput, listOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const sensitiveWordRow = z.object({
  id: z.number().int(),
  word: z.string(),
  region_id: z.number().int(),
  /** 'record' (hits are recorded for review) or not: SPEC §4. */
  record: z.boolean(),
  created_by_name: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type SensitiveWordRow = z.infer<typeof sensitiveWordRow>;

const wordFilters = {
  word: text({ max: 100 }).optional(),
  region_id: int({ min: 0 }).optional(),
  record: bool().optional(),
};
const permission = { menu: MenuIds.sensitiveWords };

export const sensitiveWordList = defineAction({
  module: 'SensitiveWords',
  action: 'list',
  summary: 'Sensitive words of the caller’s regions',
  permission,
  mutates: false,
  scope: { list: true },
  input: listInput(wordFilters, ['id', 'word']),
  output: listOf(sensitiveWordRow),
});

export const sensitiveWordSave = defineAction({
  module: 'SensitiveWords',
  action: 'save',
  summary: 'Add a sensitive word, or edit one (with id)',
  permission,
  mutates: true,
  input: z.object({
    id: id().optional(),
    word: text({ max: 100 }),
    region_id: int({ min: 0 }),
    record: bool().optional().default(true),
  }),
  output: sensitiveWordRow,
});

export const sensitiveWordDelete = defineAction({
  module: 'SensitiveWords',
  action: 'delete',
  summary: 'Delete sensitive words (all or none)',
  permission,
  mutates: true,
  input: z.object({ ids: idList({ max: 1000 }) }),
  output: z.object({ deleted: z.number().int() }),
});

export const importReport = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int().optional(),
  failed: z.array(z.object({ row: z.number().int(), value: z.string(), reason: z.string() })),
});

export const sensitiveWordImport = defineAction({
  module: 'SensitiveWords',
  action: 'import',
  summary: 'Import words from an xlsx (first column) or a pasted list; words already there are skipped',
  permission,
  mutates: true,
  input: z.object({
    region_id: int({ min: 0 }),
    record: bool().optional().default(true),
    words: text({ max: 200_000 }).optional(),
  }),
  output: importReport,
});

export const sensitiveWordTest = defineAction({
  module: 'SensitiveWords',
  action: 'test',
  summary: 'Which sensitive words a text hits',
  permission,
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

export const sensitiveWordExport = defineAction({
  ...sensitiveWordList,
  action: 'listExport',
  summary: 'Export sensitive words',
  mutates: true,
  input: exportInput(wordFilters),
  output: exportTicket,
});
