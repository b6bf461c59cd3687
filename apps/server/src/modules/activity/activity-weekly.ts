import { activityActions, formatWallClock, unixAtWallClock, wallClockAt, wallClockSeconds } from '@console/contract';
import { and, arrayOverlaps, eq, ne } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, forbidden, notFound } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import type { Scope } from '../../engine/scope.ts';
import { activities, activityGifts } from './activity.tables.ts';

const { STAR_WEEK_DAYS } = activityActions;
type Activity = typeof activities.$inferSelect;

/** The start of the week after the one starting at `start`: a week later on `timeZone`'s clock (23 or 25 hours a day when clocks change). */
export function weekAfter(start: number, timeZone: string): number {
  const clock = wallClockAt(start, timeZone);
  return unixAtWallClock({ ...clock, day: clock.day + STAR_WEEK_DAYS }, timeZone);
}

/** The Monday 00:00 on `timeZone`'s clock of the week `at` falls in. */
export function weekStartOf(at: number, timeZone: string): number {
  const clock = wallClockAt(at, timeZone);
  const daysSinceMonday = (new Date(wallClockSeconds(clock) * 1000).getUTCDay() + 6) % 7;
  return unixAtWallClock({ ...clock, day: clock.day - daysSinceMonday, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Whether `at` is a Monday at 00:00 on `timeZone`'s clock. */
export function isWeekStart(at: number, timeZone: string): boolean {
  const clock = wallClockAt(at, timeZone);
  const weekday = new Date(wallClockSeconds(clock) * 1000).getUTCDay();
  return weekday === 1 && clock.hour === 0 && clock.minute === 0 && clock.second === 0;
}

/**
 * A weekly star's save (issue 30): the week starts on a Monday at 00:00 on the console's clock and
 * ends a week later; its boards rank receivers and senders of each star gift, so the stored subject
 * is only the first board's. Runs before the rules every activity has.
 */
export function beforeWeekSave(values: Values, ctx: ActionContext, before: Values | null): void {
  values.type = 'weekly_star';
  const start = values.starts_at ?? before?.starts_at;
  if (start === undefined) return;
  if (!isWeekStart(Number(start), ctx.timeZone)) {
    throw new ActionError(400, 'activity_week_monday', {
      params: { zone: ctx.timeZone, at: formatWallClock(Number(start), ctx.timeZone) },
      data: { errors: { starts_at: 'activity_week_monday' } },
    });
  }
  values.ends_at = weekAfter(Number(start), ctx.timeZone);
  if (!before) values.subject = 'receiver';
}

/** The week of the same regions starting when `week` ends, unless cancelled. */
async function existingNextWeek(orm: Orm, week: Activity) {
  const [next] = await orm
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.type, 'weekly_star'),
        eq(activities.startsAt, week.endsAt),
        arrayOverlaps(activities.regions, week.regions),
        ne(activities.state, 'cancelled'),
      ),
    );
  return next;
}

/**
 * The next week from `week`'s settings: a draft from its end, a week long, with its titles, regions,
 * star gifts, template and budget; null when that week exists already.
 */
export async function createNextWeek(
  orm: Orm,
  week: Activity,
  timeZone: string,
  now: number,
  by: { id: number; name: string },
): Promise<Activity | null> {
  if (await existingNextWeek(orm, week)) return null;
  const { id, state, startsAt, endsAt, settledAt, reviewedAt, createdAt, updatedAt, ...settings } = week;
  const [next] = await orm
    .insert(activities)
    .values({
      ...settings,
      state: 'draft',
      startsAt: week.endsAt,
      endsAt: weekAfter(week.endsAt, timeZone),
      submittedBy: null,
      submittedByName: '',
      reviewedBy: null,
      reviewedByName: '',
      reviewReason: '',
      cancelReason: '',
      createdBy: by.id,
      createdByName: by.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!next) return null;
  const gifts = await orm.select().from(activityGifts).where(eq(activityGifts.activityId, id));
  if (gifts.length > 0) {
    await orm
      .insert(activityGifts)
      .values(gifts.map((gift) => ({ activityId: next.id, regions: next.regions, giftId: gift.giftId })));
  }
  return next;
}

/** Staff create the next week by hand (the settlement job creates it too when a week settles). */
export const nextWeekAction = implement(activityActions.starWeekNext, async (input, ctx) => {
  const [week] = await ctx.db.select().from(activities).where(eq(activities.id, input.id)).for('update');
  // Its screen answers for weekly stars only: another activity is not found through it.
  if (week?.type !== 'weekly_star') throw notFound();
  // Copying a week is changing it: only who holds every one of its regions may (403 as any change outside them).
  const scope = ctx.scope as Scope;
  if (!scope.all && !week.regions.every((region) => scope.regionIds.includes(region))) throw forbidden('out_of_region');
  const next = await createNextWeek(ctx.db, week, ctx.timeZone, ctx.now, {
    id: ctx.admin.adminId,
    name: ctx.admin.username,
  });
  const at = formatWallClock(week.endsAt, ctx.timeZone);
  if (!next) {
    const existing = await existingNextWeek(ctx.db, week);
    throw new ActionError(400, 'activity_week_exists', { params: { at, id: existing?.id ?? 0 } });
  }
  ctx.audit({
    targetType: 'activity',
    targetId: next.id,
    message: { key: 'activity_week_next', params: { title: next.titleEn, at } },
    after: { id: next.id, starts_at: next.startsAt, ends_at: next.endsAt },
  });
  return { id: next.id, starts_at: next.startsAt };
});
