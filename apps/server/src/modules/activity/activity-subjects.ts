import { activityActions, labelLangOf, valueLabel } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { familiesById } from '../family/family.lookup.ts';
import { memberStandings } from '../member/member-payment-tally.lookup.ts';
import { roomsById } from '../room/room.lookup.ts';
import { activities } from './activity.tables.ts';

/** A blacklisted or shielded subject's name and region, by its kind; undefined when the id names none. */
async function subjectOf(ctx: ActionContext, kind: string, id: number): Promise<{ name: string; regionId: number } | undefined> {
  if (kind === 'room') {
    const room = (await roomsById(ctx.db, [id])).get(id);
    return room && { name: room.name, regionId: room.regionId };
  }
  if (kind === 'family') {
    const family = (await familiesById(ctx.db, [id])).get(id);
    return family && { name: family.name, regionId: family.regionId };
  }
  const member = (await memberStandings(ctx.db, [id])).get(id);
  return member && { name: member.nickname, regionId: member.regionId };
}

/** The subject named must exist and lie in the caller's regions; the row keeps its name and region. */
async function placeSubject(
  ctx: ActionContext,
  kind: string,
  id: number,
  field: string,
): Promise<{ name: string; regionId: number }> {
  const found = await subjectOf(ctx, kind, id);
  if (!found) {
    const subject = valueLabel(activityActions.activityBlacklistLabels, labelLangOf(ctx.lang), 'subject', kind);
    throw new ActionError(400, 'activity_subject_unknown', {
      params: { id, subject },
      data: { errors: { [field]: 'activity_subject_unknown' } },
    });
  }
  if (!scopeAllows(ctx.scope, found.regionId, -1)) throw forbidden();
  return found;
}

/** A blacklist entry: its member, room or family found in the caller's regions, named and placed by it. */
export async function beforeBlacklistSave(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const kind = String(values.subject ?? before?.subject);
  const found = await placeSubject(ctx, kind, Number(values.subject_id ?? before?.subject_id), 'subject_id');
  values.subjectName = found.name;
  values.regionId = found.regionId;
}

/**
 * An entry of one activity's blacklist: the activity must be one the caller sees (a region of it
 * theirs), then the entry is placed as any blacklist entry.
 */
export async function beforeOwnBlacklistSave(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const id = Number(values.activity_id ?? before?.activity_id);
  const [activity] = await ctx.db.select({ regions: activities.regions }).from(activities).where(eq(activities.id, id));
  if (!activity) {
    throw new ActionError(400, 'activity_unknown', { params: { id }, data: { errors: { activity_id: 'activity_unknown' } } });
  }
  if (!activity.regions.some((region) => scopeAllows(ctx.scope, region, -1))) throw forbidden();
  await beforeBlacklistSave(values, ctx, before);
}

/** A shielded member: found in the caller's regions, placed by their region. */
export async function beforeShieldSave(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const found = await placeSubject(ctx, 'member', Number(values.member_id ?? before?.member_id), 'member_id');
  values.regionId = found.regionId;
}

/** An entry added by hand: its member found in the caller's regions, placed by their region. */
export async function beforeHonourSave(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const found = await placeSubject(ctx, 'member', Number(values.member_id ?? before?.member_id), 'member_id');
  values.regionId = found.regionId;
  if (!before) values.source = 'manual';
}

/** Only entries added by hand are deleted: a settlement's winners stay on record, hidden if need be. */
export function beforeHonourDelete(records: Values[]): void {
  if (records.some((record) => record.source !== 'manual')) throw invalid('activity_honour_settled');
}
