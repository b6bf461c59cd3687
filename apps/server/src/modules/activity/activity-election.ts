import { labelLangOf, type ReviewResult } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import type { ResourceHooks } from '../../engine/resource/serve-resource.ts';
import { placeVisible, type Scope } from '../../engine/scope.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { takeRoomNumber } from '../room-crystal/room-number.ts';
import { activities } from './activity.tables.ts';
import { activityNominations } from './activity-kinds.tables.ts';

/*
 * Room election (issue 30, menu 11009): who stands (rooms whose nomination passed), and the
 * announcement its settlement writes on them. Nominating and reviewing are served by the
 * nominations' declaration; the rules here are what it cannot say.
 */

type Activity = typeof activities.$inferSelect;
/** An election still taking nominations and reviews: not settled, refused or cancelled, its voting not ended. */
const OPEN_STATES: readonly string[] = ['draft', 'pending', 'scheduled'];

const refusal = (
  key: 'activity_election_unknown' | 'activity_election_closed' | 'activity_nomination_region' | 'activity_nomination_twice',
  params: Record<string, string | number>,
  field: string,
) => new ActionError(400, key, { params, data: { errors: { [field]: key } } });

/** The election a nomination names, if the caller sees it and it still takes nominations; refused naming the field otherwise. */
async function openElection(ctx: ActionContext, id: number): Promise<Activity> {
  const [election] = await ctx.db.select().from(activities).where(eq(activities.id, id));
  const seen = election && placeVisible(ctx.scope as Scope, { regionId: null, countryId: null, regionIds: election.regions });
  if (election?.type !== 'room_election' || !seen) throw refusal('activity_election_unknown', { id }, 'activity_id');
  if (!OPEN_STATES.includes(election.state) || election.endsAt <= ctx.now) {
    const title = labelLangOf(ctx.lang) === 'en' ? election.titleEn : election.titleZh;
    throw refusal('activity_election_closed', { title }, 'activity_id');
  }
  return election;
}

/**
 * A staff nomination (issue 30 "rooms nominated by staff or sign-up"): the election open and seen by
 * the caller, the room (typed by its number, in the caller's regions) in the election's regions and
 * not nominated there yet. Staff chose it, so it passes at once; rooms signing up in the app wait
 * in the queue.
 */
async function beforeNominate(values: Values, ctx: ActionContext): Promise<void> {
  const election = await openElection(ctx, Number(values.activity_id));
  const roomNo = Number(values.room_no);
  await takeRoomNumber(values, ctx, null);
  if (!election.regions.includes(Number(values.regionId)))
    throw refusal('activity_nomination_region', { room: roomNo }, 'room_no');
  const [taken] = await ctx.db
    .select({ id: activityNominations.id })
    .from(activityNominations)
    .where(and(eq(activityNominations.activityId, election.id), eq(activityNominations.roomId, Number(values.roomId))));
  if (taken) throw refusal('activity_nomination_twice', { room: roomNo }, 'room_no');
  Object.assign(values, {
    source: 'staff',
    state: 'passed',
    reviewedBy: ctx.admin.adminId,
    reviewedByName: ctx.admin.username,
    reviewedAt: ctx.now,
  });
}

/** A sign-up is reviewed only while its election is open: once voting ended, who stands is settled. */
async function afterNominationReview(records: Values[], _result: ReviewResult, ctx: ActionContext): Promise<void> {
  for (const id of new Set(records.map((record) => Number(record.activityId)))) await openElection(ctx, id);
}

const room = rowsAboutRoom(activityNominations.roomId);

/** How the nominations are served: the room's number and name from the room, the rules above. */
export const nominationHooks = {
  join: room.join,
  columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
  beforeSave: beforeNominate,
  afterCheck: afterNominationReview,
} satisfies ResourceHooks;

/** Of `ids`, the rooms standing in the election: their nomination passed. */
export async function standingRooms(db: Orm, activityId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: activityNominations.roomId })
    .from(activityNominations)
    .where(
      and(
        eq(activityNominations.activityId, activityId),
        eq(activityNominations.state, 'passed'),
        inArray(activityNominations.roomId, [...ids]),
      ),
    );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The announcement (issue 30 "the elected rooms are announced"): each elected room's rank written on
 * its nomination in the settlement's transaction, the app's list of winners. Answers how many.
 */
export async function announceElected(orm: Orm, activityId: number, lines: readonly { rank: number; subjectId: number }[]) {
  let announced = 0;
  for (const line of lines) {
    const updated = await orm
      .update(activityNominations)
      .set({ electedRank: line.rank })
      .where(and(eq(activityNominations.activityId, activityId), eq(activityNominations.roomId, line.subjectId)))
      .returning({ id: activityNominations.id });
    announced += updated.length;
  }
  return announced;
}
