import { and, gte, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { roomStandings } from '../room/room-standing.lookup.ts';
import { standingRooms } from './activity-election.ts';

const DAY = 86_400;

/** What an eligibility rule reads of its activity. */
interface Narrowed {
  id: number;
  startsAt: number;
  newWithinDays: number;
}

/** Which of `ids` may rank in the activity (the others are left out before the top N is cut). */
type Eligibility = (db: Orm, activity: Narrowed, ids: readonly number[]) => Promise<Set<number>>;

/**
 * New star rooms: rooms opened at most `newWithinDays` days before the activity starts, or during it.
 * Fixed by the window, so a settled ranking and a preview of the same window agree.
 */
const newRooms: Eligibility = async (db, activity, ids) => {
  if (ids.length === 0) return new Set();
  const room = roomStandings();
  const rows = await db
    .select({ id: room.id })
    .from(room)
    .where(and(inArray(room.id, [...ids]), gte(room.createdAt, activity.startsAt - activity.newWithinDays * DAY)));
  return new Set(rows.map((row) => Number(row.id)));
};

/** Room election: only rooms whose nomination passed stand; votes for any other count for no one. */
const nominatedRooms: Eligibility = (db, activity, ids) => standingRooms(db, activity.id, ids);

const ELIGIBILITY: Readonly<Record<string, Eligibility>> = {
  new_star_room: newRooms,
  room_election: nominatedRooms,
};

/** The rule narrowing who may rank in an activity of `type`, if its kind has one. */
export const eligibleSubjects = (type: string): Eligibility | undefined => ELIGIBILITY[type];
