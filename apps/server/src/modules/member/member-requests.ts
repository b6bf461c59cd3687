import { memberRequestActions, Status } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { queueOn } from '../../engine/locks.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { activeLockOn } from '../id-mall/id-mall.lookup.ts';
import { members } from './member.tables.ts';
import { recordProfileChanges } from './member-profile-history.ts';
import { numberApplications, svipComplaints } from './member-requests.tables.ts';

const DAY = 86_400;

/** The member a request is of, locked while the check gives them what they asked for. */
async function lockedMember(ctx: ActionContext, memberId: number) {
  const [member] = await ctx.db
    .select({
      id: members.id,
      userNo: members.userNo,
      status: members.status,
      svipLevel: members.svipLevel,
      svipExpiresAt: members.svipExpiresAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member || member.status === 'deregistered') {
    throw new ActionError(Status.invalid, 'request_member_gone', { params: { member: memberId } });
  }
  return member;
}

/**
 * Gives each applicant the number they asked for, in the check's transaction and in order: a number
 * another member uses (one given earlier in the same batch too) or one the lock list holds refuses
 * the whole check, naming it. Two checks giving one number queue on it, so the second sees the first.
 */
async function giveNumbers(records: Values[], ctx: ActionContext): Promise<void> {
  for (const record of records) {
    const memberId = Number(record.memberId);
    const number = String(record.number);
    await queueOn(ctx.sql, 'pretty-number', number);
    const member = await lockedMember(ctx, memberId);
    const [holder] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(sql`${members.userNo} = ${Number(number)} AND ${members.id} <> ${memberId}`);
    if (holder) {
      throw new ActionError(Status.invalid, 'request_number_taken', {
        params: { number, member: holder.id, applicant: memberId },
      });
    }
    const lock = await activeLockOn(ctx.db, number);
    if (lock) {
      throw new ActionError(Status.invalid, 'request_number_locked', {
        params: { number, reason: lock.reason, applicant: memberId },
      });
    }
    await ctx.db
      .update(members)
      .set({ userNo: Number(number) })
      .where(eq(members.id, memberId));
    await recordProfileChanges(ctx, memberId, { user_no: member.userNo }, { user_no: Number(number) });
  }
}

/**
 * Gives each complainant their frozen SVIP back: its level for the days it had left, from now. An SVIP
 * the member holds now is never lowered or shortened: the higher level and the later end win.
 */
async function unfreezeSvips(records: Values[], ctx: ActionContext): Promise<void> {
  for (const record of records) {
    const member = await lockedMember(ctx, Number(record.memberId));
    const live = member.svipLevel > 0 && member.svipExpiresAt !== null && member.svipExpiresAt > ctx.now;
    const level = Math.max(live ? member.svipLevel : 0, Number(record.svipLevel));
    const until = Math.max(live ? (member.svipExpiresAt as number) : 0, ctx.now + Number(record.remainingDays) * DAY);
    await ctx.db.update(members).set({ svipLevel: level, svipExpiresAt: until }).where(eq(members.id, member.id));
    await ctx.db
      .update(svipComplaints)
      .set({ restoredUntil: until })
      .where(eq(svipComplaints.id, Number(record.id)));
  }
}

/** A request shows its member's nickname as it is now. */
const nicknameOf = (memberId: AnyPgColumn) => ({
  join: { table: members, on: eq(members.id, memberId) },
  columns: { user_id: memberId, nickname: members.nickname },
});

/**
 * Member requests (menu 13010): pretty-number applications (numberApplyList) and SVIP unfreeze
 * complaints (findComplainListByPage), two review queues whose passing does what it means, in the
 * check's transaction and logged as the check's one row.
 */
export const memberRequestActionList = [
  ...serveResource(memberRequestActions.numberApplications, numberApplications, {
    ...nicknameOf(numberApplications.memberId),
    afterCheck: (records, result, ctx) => (result === 'pass' ? giveNumbers(records, ctx) : undefined),
  }),
  ...serveResource(memberRequestActions.svipComplaints, svipComplaints, {
    ...nicknameOf(svipComplaints.memberId),
    afterCheck: (records, result, ctx) => (result === 'pass' ? unfreezeSvips(records, ctx) : undefined),
  }),
];
