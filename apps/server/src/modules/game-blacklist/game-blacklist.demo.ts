import { gameBlacklistActions } from '@console/contract';
import { desc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { gameBlacklist } from './game-blacklist.tables.ts';

const DAY = 86_400;
const REASONS = [
  'Cheating with a modified client',
  'Colluding with another player at Ludo',
  'Chargeback after buying lucky boxes',
  'Abusing a turntable refund bug',
  'Insulting other players in game chat',
  'Selling game coins outside the app',
];
/** Until: for good, a week ahead, ended two days ago. */
const UNTIL = [null, 7 * DAY, -2 * DAY] as const;

/**
 * Two dozen barred members across regions (from the newest members but the last 50, away from the first ones the samples and tests use, and from the last one a sample names): every
 * game, bars for good, for a week and lapsed ones shown as ended, and one member barred from two games.
 */
export async function insertDemoGameBlacklist(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: gameBlacklist.id }).from(gameBlacklist).limit(1)).length > 0) return;
  const profiles = memberProfiles();
  const found = await db
    .select({ id: profiles.id, regionId: profiles.regionId })
    .from(profiles)
    .orderBy(desc(profiles.id))
    .offset(50)
    .limit(24);
  const games = gameBlacklistActions.BLACKLIST_GAMES;
  const rows = found.map((member, n) => {
    const until = UNTIL[n % UNTIL.length] ?? null;
    return {
      memberId: member.id,
      regionId: member.regionId,
      game: games[n % games.length] as string,
      reason: REASONS[n % REASONS.length] as string,
      until: until === null ? null : now + until,
      createdBy: 1,
      createdByName: n % 4 === 0 ? 'operator' : 'admin',
      createdAt: now - (n + 1) * DAY,
    };
  });
  const twice = rows[1];
  if (twice) rows.push({ ...twice, game: 'lucky_box', reason: REASONS[2] as string, until: null, createdAt: now - DAY / 2 });
  if (rows.length > 0) await db.insert(gameBlacklist).values(rows);
}
