import { moderationActions as spec } from '@console/contract';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { implementSpecial } from '../../engine/special.ts';
import { memberMemos, members } from './member.tables.ts';

type Memo = typeof memberMemos.$inferSelect;
const memoRowOf = (m: Memo) => ({
  id: m.id,
  user_id: m.memberId,
  content: m.content,
  done: m.done,
  created_by_name: m.createdByName,
  created_at: m.createdAt,
});

const memoList: ListDefinition<ReturnType<typeof memoRowOf>> = {
  fields: getTableColumns(memberMemos),
  source: (db, fields) => db.select(fields).from(memberMemos).$dynamic(),
  key: memberMemos.id,
  filters: { user_id: { eq: memberMemos.memberId } },
  toRow: (record) => memoRowOf(record as Memo),
};

const list = implement(spec.uidMemoList, (input, ctx) => runList(ctx, memoList, input));

/** The kit loads the member locked (a missing one is 'not_found') and logs the member as the target, the note as after. */
const add = implementSpecial(spec.uidMemoAdd, {
  lock: members,
  run: async (input, ctx) => {
    const [memo] = await ctx.db
      .insert(memberMemos)
      .values({
        memberId: input.user_id,
        content: input.content,
        createdBy: ctx.admin.adminId,
        createdByName: ctx.admin.username,
        createdAt: ctx.now,
      })
      .returning();
    ctx.audit({ message: { key: 'memo_add' } });
    return memoRowOf(memo!);
  },
});

const status = implement(spec.uidMemoStatus, async (input, ctx) => {
  const where = and(eq(memberMemos.id, input.id), eq(memberMemos.memberId, input.user_id));
  const [before] = await ctx.db.select().from(memberMemos).where(where).for('update');
  if (!before) throw notFound();
  const [after] = await ctx.db.update(memberMemos).set({ done: input.done }).where(where).returning();
  ctx.audit({
    targetType: 'member',
    targetId: input.user_id,
    message: { key: input.done ? 'memo_done' : 'memo_open' },
    before: memoRowOf(before),
    after: memoRowOf(after!),
  });
  return memoRowOf(after!);
});

export const memoActions = [list, add, status];
