import { type Currency, ledgerActions, type PostingKind, sendCoinsActions } from '@console/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type ActionContext, type Handler, implement, readingReplica } from '../../engine/context.ts';
import { likeEscape } from '../../engine/paging.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { memberProfiles, rowsAboutMember } from '../member/member.lookup.ts';
import { ledgerPostings } from './ledger.tables.ts';

const { coinIssueRecords, coinDeductionRecords, coinStatistics, MAX_STATISTICS_ROWS } = sendCoinsActions;

/**
 * The postings of one kind, joined to the member they are about. serveResource has no fixed
 * condition of its own, so the kind rides on the member join: an inner join, the same rows as a
 * WHERE, and the (kind, id) index serves the list's newest-first pages.
 */
function postingsAbout(kind: PostingKind, currencies: readonly Currency[]) {
  const member = rowsAboutMember(ledgerPostings.memberId);
  return {
    join: {
      table: member.profile,
      on: and(member.join.on, eq(ledgerPostings.kind, kind), inArray(ledgerPostings.currency, [...currencies])) as SQL,
    },
    columns: {
      ...member.columns,
      user_id: ledgerPostings.memberId,
      country_id: member.profile.countryId,
    },
  };
}

/** Coin issue records (SPEC §3): the coin grants, read-only, in the caller's regions. */
const issues = postingsAbout('grant', ['gold']);
const issueActions = serveResource(coinIssueRecords, ledgerPostings, issues);

/** Deduction records: coins and beans (any currency a deduction takes), the amount shown as taken. */
const deductions = postingsAbout('deduction', ledgerActions.CURRENCIES);
const deductionActions = serveResource(coinDeductionRecords, ledgerPostings, {
  ...deductions,
  select: { deducted: sql<number>`-${ledgerPostings.amount}` },
});

type StatisticsInput = Parameters<Handler<typeof coinStatistics>>[0];

/**
 * Coins issued and deducted per admin, issue type and month, and per month (issue 15 item 6). The
 * month is taken in the console's zone inside a subquery, so the groupings name it by column (a
 * parameterised expression repeated in GROUP BY is not the same expression to PostgreSQL).
 */
async function statistics(input: StatisticsInput, ctx: ActionContext) {
  const profile = memberProfiles();
  const p = ledgerPostings;
  const conditions = [
    eq(p.currency, 'gold'),
    inArray(p.kind, ['grant', 'deduction']),
    scopeCondition(ctx.scope, profile.regionId, profile.countryId),
    input.created_at_from === undefined ? undefined : gte(p.createdAt, input.created_at_from),
    input.created_at_to === undefined ? undefined : lte(p.createdAt, input.created_at_to),
    input.admin_name === undefined ? undefined : ilike(p.adminName, `%${likeEscape(input.admin_name)}%`),
    input.issue_type === undefined ? undefined : eq(p.issueType, input.issue_type),
  ];
  const postings = ctx.db
    .select({
      month: sql<string>`to_char(to_timestamp(${p.createdAt}) AT TIME ZONE ${ctx.timeZone}, 'YYYY-MM')`.as('month'),
      adminId: p.adminId,
      adminName: p.adminName,
      issueType: p.issueType,
      kind: p.kind,
      amount: p.amount,
    })
    .from(p)
    .innerJoin(profile, eq(profile.id, p.memberId))
    .where(and(...conditions))
    .as('postings');
  const issued = sql<string>`coalesce(sum(${postings.amount}) filter (where ${postings.kind} = 'grant'), 0)`;
  const deducted = sql<string>`coalesce(-sum(${postings.amount}) filter (where ${postings.kind} = 'deduction'), 0)`;
  const [groups, months] = await Promise.all([
    ctx.db
      .select({
        month: postings.month,
        adminId: postings.adminId,
        adminName: postings.adminName,
        issueType: postings.issueType,
        issued,
        deducted,
      })
      .from(postings)
      .groupBy(postings.month, postings.adminId, postings.adminName, postings.issueType)
      .orderBy(desc(postings.month), asc(postings.adminName), sql`${postings.issueType} NULLS LAST`)
      .limit(MAX_STATISTICS_ROWS + 1),
    ctx.db
      .select({ month: postings.month, issued, deducted })
      .from(postings)
      .groupBy(postings.month)
      .orderBy(asc(postings.month)),
  ]);
  return {
    list: groups.slice(0, MAX_STATISTICS_ROWS).map((row) => ({
      month: row.month,
      admin_id: row.adminId,
      admin_name: row.adminName,
      issue_type: row.issueType,
      issued: Number(row.issued),
      deducted: Number(row.deducted),
    })),
    months: months.map((row) => ({ month: row.month, issued: Number(row.issued), deducted: Number(row.deducted) })),
    capped: groups.length > MAX_STATISTICS_ROWS,
  };
}

/** The records and statistics of /sendCoins/sendCoins: all reads of the ledger's postings. */
export const ledgerRecordActions = [...issueActions, ...deductionActions, readingReplica(implement(coinStatistics, statistics))];
