import type { ReviewResult } from '@console/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { families, familyMembers } from './family.tables.ts';

/** The families of these ids, locked for a change: a removal, a dissolution. */
export async function lockFamilies(ctx: ActionContext, ids: readonly number[]) {
  return ctx.db
    .select({ id: families.id, state: families.state })
    .from(families)
    .where(inArray(families.id, [...ids]))
    .for('update');
}

/**
 * What disbanding a dissolution application means (the review preset's pass): the family is
 * dissolved from now on and every member leaves it, the owner too, so each may found or join
 * another. A family already dissolved refuses the whole check (it changes no more). Dismissing
 * and ignoring leave the family as it is.
 */
export async function dissolveFamilies(records: Values[], result: ReviewResult, ctx: ActionContext): Promise<void> {
  if (result !== 'pass') return;
  const ids = [...new Set(records.map((record) => Number(record.familyId)))];
  const locked = await lockFamilies(ctx, ids);
  if (locked.some((family) => family.state === 'dissolved')) throw invalid('family_dissolved');
  await ctx.db
    .update(families)
    .set({ state: 'dissolved', dissolvedAt: ctx.now, updatedAt: ctx.now })
    .where(inArray(families.id, ids));
  await ctx.db
    .update(familyMembers)
    .set({ removedAt: ctx.now, removedBy: ctx.admin.adminId, removedByName: ctx.admin.username })
    .where(and(inArray(familyMembers.familyId, ids), isNull(familyMembers.removedAt)));
}

/**
 * Staff remove a member from a family with a reason; the row stays as history. The owner never
 * leaves (the family is dissolved instead), a member who left cannot leave again, and a dissolved
 * family changes no more.
 */
export async function removeFamilyMember(record: Values, input: Values, ctx: ActionContext): Promise<Values> {
  if (record.removedAt !== null) throw invalid('family_member_gone');
  if (record.role === 'owner') throw invalid('family_owner_stays');
  const [family] = await lockFamilies(ctx, [Number(record.familyId)]);
  if (!family || family.state === 'dissolved') throw invalid('family_dissolved');
  return {
    removedAt: ctx.now,
    removedBy: ctx.admin.adminId,
    removedByName: ctx.admin.username,
    removeReason: String(input.reason),
  };
}
