import { sensitiveWordActions } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { sensitiveWords } from './sensitive-words.tables.ts';

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

export const sensitiveWordsModule = {
  name: 'sensitive-words',
  actions: [...serveResource(sensitiveWordActions.sensitiveWords, sensitiveWords), test],
};
