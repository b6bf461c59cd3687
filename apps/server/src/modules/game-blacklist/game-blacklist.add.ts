import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { gameBlacklist } from './game-blacklist.tables.ts';

export interface GameBar {
  memberId: number;
  /** The member's region, as the list's add copies it. */
  regionId: number;
  game: string;
  reason: string;
  /** Null: until deleted. */
  until: number | null;
}

/**
 * Bars a member from a game from another screen (developer management's Ludo bar, modules/developer),
 * in the caller's transaction, as the list's add does: once per member and game. A member already
 * barred from the game stays as they are: answers that entry, `added` false.
 */
export async function barFromGame(ctx: ActionContext, bar: GameBar): Promise<{ id: number; added: boolean }> {
  const [added] = await ctx.db
    .insert(gameBlacklist)
    .values({ ...bar, createdBy: ctx.admin.adminId, createdByName: ctx.admin.username, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: gameBlacklist.id });
  if (added) return { id: added.id, added: true };
  const [existing] = await ctx.db
    .select({ id: gameBlacklist.id })
    .from(gameBlacklist)
    .where(and(eq(gameBlacklist.memberId, bar.memberId), eq(gameBlacklist.game, bar.game)));
  return { id: existing?.id ?? 0, added: false };
}

/** Whether a member is barred from a game now (that game's bar or all games', not lapsed), for another screen (modules/developer). */
export async function isBarred(db: Orm, memberId: number, game: string, now: number): Promise<boolean> {
  const [bar] = await db
    .select({ id: gameBlacklist.id })
    .from(gameBlacklist)
    .where(
      and(
        eq(gameBlacklist.memberId, memberId),
        inArray(gameBlacklist.game, [game, 'all']),
        or(isNull(gameBlacklist.until), gt(gameBlacklist.until, now)),
      ),
    )
    .limit(1);
  return bar !== undefined;
}
