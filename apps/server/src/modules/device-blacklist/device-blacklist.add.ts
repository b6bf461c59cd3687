import { BAN_PRESETS_SECONDS } from '@console/contract';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { deviceBlacklist } from './device-blacklist.tables.ts';

export interface BlacklistRequest {
  kind: 'device' | 'ip';
  value: string;
  reason: string;
  duration: keyof typeof BAN_PRESETS_SECONDS;
}

/**
 * Adds a device id or address to the blacklist from another screen (a flagged recharge, modules/
 * recharge-risk), in the caller's transaction, as the list's add does: level 1, an expired entry of
 * the value gives up its live slot. A value already live stays as it is: answers its entry, `added` false.
 */
export async function blacklistValue(ctx: ActionContext, request: BlacklistRequest): Promise<{ id: number; added: boolean }> {
  const live = and(
    eq(deviceBlacklist.kind, request.kind),
    eq(deviceBlacklist.value, request.value),
    isNull(deviceBlacklist.removedAt),
  );
  await ctx.db
    .update(deviceBlacklist)
    .set({ removedAt: ctx.now, removedBy: ctx.admin.adminId, removedByName: ctx.admin.username, removeReason: 'expired' })
    .where(and(live, lte(deviceBlacklist.expiresAt, ctx.now)));
  const [added] = await ctx.db
    .insert(deviceBlacklist)
    .values({
      kind: request.kind,
      value: request.value,
      level: 1,
      reason: request.reason,
      expiresAt: request.duration === 'permanent' ? null : ctx.now + BAN_PRESETS_SECONDS[request.duration],
      createdBy: ctx.admin.adminId,
      createdByName: ctx.admin.username,
      createdAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: deviceBlacklist.id });
  if (added) return { id: added.id, added: true };
  const [existing] = await ctx.db.select({ id: deviceBlacklist.id }).from(deviceBlacklist).where(live);
  return { id: existing?.id ?? 0, added: false };
}
