import { type BAN_REASONS, memberViolationActions } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { banAccount } from '../member/member-moderation.actions.ts';
import { memberViolations } from './violation.tables.ts';

const member = rowsAboutMember(memberViolations.memberId);

/**
 * Violating members (SendCoins/findMemberViolationByPage): a review queue. Banning bans each
 * member's account for 30 days for the reported reason, with the report as evidence, in the check's
 * transaction: the queue and the user page never disagree.
 */
const violationActions = serveResource(memberViolationActions.memberViolations, memberViolations, {
  join: member.join,
  columns: { user_no: member.columns.user_no, nickname: member.columns.nickname, user_id: memberViolations.memberId },
  async afterCheck(records, result, ctx) {
    if (result !== 'refuse') return;
    for (const record of records) {
      await banAccount(ctx, Number(record.memberId), {
        reason: record.reason as (typeof BAN_REASONS)[number],
        duration: 'd30',
        evidence_text: String(record.evidence ?? ''),
      });
    }
  },
});

const REASONS = ['porn', 'insult', 'other_app', 'illegal', 'religion'] as const;
const EVIDENCE = [
  'Explicit pictures on the profile, 3 reports',
  'Insulted a host in room chat, screenshot in ticket',
  'Posted another app’s invite code in 12 rooms',
  'Sold coins for cash in private messages',
  'Hate speech in a room title',
];

/** 40 reports on demo members: most pending, some ignored or banned earlier. */
async function insertDemoViolations(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: memberViolations.id }).from(memberViolations).limit(1)).length > 0) return;
  const profile = member.profile;
  const people = await db.select({ id: profile.id, regionId: profile.regionId }).from(profile).orderBy(asc(profile.id)).limit(40);
  for (const [n, person] of people.entries()) {
    const state = n % 8 === 3 ? 'ignored' : n % 8 === 6 ? 'banned' : 'pending';
    const reportedAt = now - 900 - ((n * 7919) % (10 * 86_400));
    await db.insert(memberViolations).values({
      memberId: person.id,
      regionId: person.regionId,
      reason: REASONS[n % REASONS.length] as string,
      evidence: EVIDENCE[n % EVIDENCE.length] as string,
      reportedAt,
      state,
      ...(state === 'pending' ? {} : { reviewedByName: 'admin', reviewedAt: reportedAt + 7200 }),
      reviewReason: state === 'ignored' ? 'Report not confirmed' : '',
    });
  }
}

export const violationModule: ServerModule = { name: 'violation', actions: violationActions, demo: insertDemoViolations };
