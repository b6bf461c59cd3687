import { REGIONS, sensitiveWordActions, translate } from '@console/contract';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { forbidden, invalid, notFound } from '../../engine/errors.ts';
import { implementExport } from '../../engine/export/export.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { scopeAllows, scopeCondition } from '../../engine/scope.ts';
import { sensitiveWords } from './sensitive-words.tables.ts';

type WordRecord = typeof sensitiveWords.$inferSelect;
const MAX_WORD_LENGTH = 100;

const toRow = (w: WordRecord): sensitiveWordActions.SensitiveWordRow => ({
  id: w.id,
  word: w.word,
  region_id: w.regionId,
  record: w.record,
  created_by_name: w.createdByName,
  created_at: w.createdAt,
  updated_at: w.updatedAt,
});

const wordList: ListDefinition<sensitiveWordActions.SensitiveWordRow> = {
  fields: getTableColumns(sensitiveWords),
  source: (db, fields) => db.select(fields).from(sensitiveWords).$dynamic(),
  key: sensitiveWords.id,
  sortable: { word: sensitiveWords.word },
  scope: { region: sensitiveWords.regionId },
  filters: {
    word: { contains: sensitiveWords.word },
    region_id: { eq: sensitiveWords.regionId },
    record: { eq: sensitiveWords.record },
  },
  toRow: (record) => toRow(record as WordRecord),
};

/** A region must exist and be one the caller looks after. */
function assertRegion(ctx: ActionContext, regionId: number): void {
  if (!REGIONS.some((region) => region.id === regionId)) throw invalid('invalid_input', { region_id: 'invalid_choice' });
  if (!scopeAllows(ctx.scope, regionId, -1)) throw forbidden('out_of_region');
}

async function findDuplicate(ctx: ActionContext, word: string, regionId: number, exceptId?: number): Promise<boolean> {
  const { rows } = await ctx.sql.query(
    'SELECT 1 FROM sensitive_word WHERE region_id = $1 AND lower(word) = lower($2) AND id <> $3',
    [regionId, word, exceptId ?? 0],
  );
  return rows.length > 0;
}

const list = implement(sensitiveWordActions.sensitiveWordList, (input, ctx) => runList(ctx, wordList, input));

const save = implement(sensitiveWordActions.sensitiveWordSave, async (input, ctx) => {
  assertRegion(ctx, input.region_id);
  if (await findDuplicate(ctx, input.word, input.region_id, input.id)) throw invalid('duplicate', { word: 'duplicate' });
  if (input.id === undefined) {
    const [created] = await ctx.db
      .insert(sensitiveWords)
      .values({
        word: input.word,
        regionId: input.region_id,
        record: input.record,
        createdBy: ctx.admin.adminId,
        createdByName: ctx.admin.username,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    const row = toRow(created!);
    ctx.audit({ targetType: 'sensitive_word', targetId: row.id, summary: `Add word "${row.word}"`, after: row });
    return row;
  }
  const [before] = await ctx.db.select().from(sensitiveWords).where(eq(sensitiveWords.id, input.id)).for('update');
  if (!before) throw notFound();
  assertRegion(ctx, before.regionId);
  const [after] = await ctx.db
    .update(sensitiveWords)
    .set({ word: input.word, regionId: input.region_id, record: input.record, updatedAt: ctx.now })
    .where(eq(sensitiveWords.id, input.id))
    .returning();
  ctx.audit({
    targetType: 'sensitive_word',
    targetId: input.id,
    summary: `Edit word "${input.word}"`,
    before: toRow(before),
    after: toRow(after!),
  });
  return toRow(after!);
});

const remove = implement(sensitiveWordActions.sensitiveWordDelete, async (input, ctx) => {
  const ids = [...new Set(input.ids)];
  const found = await ctx.db.select().from(sensitiveWords).where(inArray(sensitiveWords.id, ids)).for('update');
  if (found.length !== ids.length) throw notFound();
  for (const word of found) assertRegion(ctx, word.regionId);
  await ctx.db.delete(sensitiveWords).where(inArray(sensitiveWords.id, ids));
  ctx.audit({
    targetType: 'sensitive_word',
    targetId: ids.join(','),
    summary: `Delete ${ids.length} words`,
    before: found.map(toRow),
  });
  return { deleted: ids.length };
});

const importWords = implement(sensitiveWordActions.sensitiveWordImport, async (input, ctx) => {
  assertRegion(ctx, input.region_id);
  const rows = await importValues(ctx.files, input.words);
  const failures: ImportFailure[] = rows
    .filter((row) => row.value.length > MAX_WORD_LENGTH)
    .map((row) => ({ ...row, reason: translate('too_long', ctx.lang) }));
  rejectIfAnyFailed(failures, rows.length);
  const { rows: existing } = await ctx.sql.query<{ w: string }>(
    'SELECT lower(word) AS w FROM sensitive_word WHERE region_id = $1',
    [input.region_id],
  );
  const seen = new Set(existing.map((row) => row.w));
  const fresh: string[] = [];
  for (const row of rows) {
    const key = row.value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(row.value);
  }
  if (fresh.length > 0) {
    await ctx.sql.query(
      `INSERT INTO sensitive_word (word, region_id, record, created_by, created_by_name, created_at, updated_at)
       SELECT w, $2, $3, $4, $5, $6, $6 FROM unnest($1::text[]) AS w`,
      [fresh, input.region_id, input.record, ctx.admin.adminId, ctx.admin.username, ctx.now],
    );
  }
  const report = { total: rows.length, imported: fresh.length, skipped: rows.length - fresh.length, failed: [] };
  ctx.audit({
    targetType: 'sensitive_word',
    summary: `Import ${fresh.length} words into region ${input.region_id}`,
    after: report,
  });
  return report;
});

/** Case-insensitive substring hits; word lists are per region and small enough to scan. */
const test = implement(sensitiveWordActions.sensitiveWordTest, async (input, ctx) => {
  const conditions = [scopeCondition(ctx.scope, sensitiveWords.regionId)];
  if (input.region_id !== undefined) conditions.push(eq(sensitiveWords.regionId, input.region_id));
  const words = await ctx.db
    .select()
    .from(sensitiveWords)
    .where(and(...conditions, sql`strpos(lower(${input.text}), lower(${sensitiveWords.word})) > 0`));
  const haystack = input.text.toLowerCase();
  const hits = words
    .map((w) => ({
      id: w.id,
      word: w.word,
      region_id: w.regionId,
      record: w.record,
      index: haystack.indexOf(w.word.toLowerCase()),
    }))
    .sort((a, b) => a.index - b.index || b.word.length - a.word.length);
  return { hits };
});

const listExport = implementExport(sensitiveWordActions.sensitiveWordExport, {
  list: wordList,
  fileName: 'sensitive-words',
  columns: [
    { header: { zh: '敏感词', en: 'Word' }, value: (r) => r.word },
    { header: { zh: '区域', en: 'Region' }, value: (r) => r.region_id },
    { header: { zh: '是否记录', en: 'Record' }, value: (r) => (r.record ? 'record' : 'not record') },
    { header: { zh: '添加人', en: 'Added by' }, value: (r) => r.created_by_name },
    { header: { zh: '添加时间', en: 'Added' }, value: (r) => new Date(r.created_at * 1000).toISOString() },
  ],
});

export const sensitiveWordsModule = { name: 'sensitive-words', actions: [list, save, remove, importWords, test, listExport] };
