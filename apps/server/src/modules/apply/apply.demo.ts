import type { CoinIssueType } from '@console/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { shopPropItem } from '../prop/prop-give.ts';
import { applicationHash } from './apply.request.ts';
import { applications } from './apply.tables.ts';

interface DemoApplication {
  applicant: 'operator' | 'country_admin';
  /** How many members, taken in id order (region 1's for the country admin). */
  count: number;
  amount: number;
  issueType: CoinIssueType;
  usdAmount: number;
  reason: string;
  state: 'pending' | 'passed' | 'rejected' | 'withdrawn';
  rejectReason?: string;
  /** Hours before the seed. */
  hoursAgo: number;
  /** A prop application instead of coins: a shop prop's id, how many each member gets (its own validity). */
  prop?: { itemId: number; each: number };
}

/** Applications in every state: the operator and the country admin apply, the super admin decides. */
const DEMO: readonly DemoApplication[] = [
  {
    applicant: 'operator',
    count: 3,
    amount: 1000,
    issueType: '1',
    usdAmount: 0,
    reason: 'Ramadan event winners',
    state: 'pending',
    hoursAgo: 2,
  },
  {
    applicant: 'operator',
    count: 5,
    amount: 200,
    issueType: '6',
    usdAmount: 0,
    reason: 'Weekly singing contest prizes',
    state: 'pending',
    hoursAgo: 3,
  },
  {
    applicant: 'operator',
    count: 2,
    amount: 5000,
    issueType: '3',
    usdAmount: 4999,
    reason: 'Agent top-up paid by bank transfer',
    state: 'pending',
    hoursAgo: 5,
  },
  {
    applicant: 'operator',
    count: 1,
    amount: 100,
    issueType: '2',
    usdAmount: 0,
    reason: 'Compensation for a gift that failed to send',
    state: 'pending',
    hoursAgo: 6,
  },
  {
    applicant: 'country_admin',
    count: 2,
    amount: 300,
    issueType: '8',
    usdAmount: 0,
    reason: 'Arabic room promotion',
    state: 'pending',
    hoursAgo: 8,
  },
  {
    applicant: 'operator',
    count: 3,
    amount: 500,
    issueType: '1',
    usdAmount: 0,
    reason: 'Launch event lucky draw',
    state: 'passed',
    hoursAgo: 30,
  },
  {
    applicant: 'country_admin',
    count: 2,
    amount: 300,
    issueType: '9',
    usdAmount: 1999,
    reason: 'VIP renewal bonus',
    state: 'passed',
    hoursAgo: 50,
  },
  {
    applicant: 'operator',
    count: 10,
    amount: 20000,
    issueType: '1',
    usdAmount: 0,
    reason: 'Anniversary event for top gifters',
    state: 'rejected',
    rejectReason: 'This event’s budget is used up; apply again next month',
    hoursAgo: 72,
  },
  // Props as well as coins: shop props 7 and 14 are sold in every region (prop.demo.ts).
  {
    applicant: 'operator',
    count: 4,
    amount: 0,
    issueType: '1',
    usdAmount: 0,
    reason: 'Entry cards for the family war finalists',
    state: 'pending',
    hoursAgo: 4,
    prop: { itemId: 7, each: 2 },
  },
  {
    applicant: 'country_admin',
    count: 3,
    amount: 0,
    issueType: '1',
    usdAmount: 0,
    reason: 'Frames for the Arabic poetry night hosts',
    state: 'rejected',
    rejectReason: 'Send these from the event’s own rewards instead',
    hoursAgo: 40,
    prop: { itemId: 14, each: 1 },
  },
  {
    applicant: 'operator',
    count: 2,
    amount: 800,
    issueType: '10',
    usdAmount: 0,
    reason: 'Duplicate of another request',
    state: 'withdrawn',
    hoursAgo: 96,
  },
];

/**
 * Demo applications; a passed one was granted through the ledger in its applicant's name. The demo
 * staff's used quotas are seeded figures standing for their past grants, these included: they are
 * left as seeded. Adds nothing twice.
 */
export async function insertDemoApplications(db: Orm, now: number): Promise<void> {
  const [existing] = await db.select({ id: applications.id }).from(applications).limit(1);
  if (existing) return;
  const staff = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.username, ['admin', 'operator', 'country_admin']));
  const byName = new Map(staff.map((admin) => [admin.username, admin]));
  const approver = byName.get('admin');
  if (!approver) return;
  const profiles = memberProfiles();
  const firstMembers = (where?: SQL) =>
    db.select({ id: profiles.id }).from(profiles).where(where).orderBy(asc(profiles.id)).limit(12);
  const anyMembers = (await firstMembers()).map((m) => m.id);
  const regionOne = (await firstMembers(eq(profiles.regionId, 1))).map((m) => m.id);
  for (const demo of DEMO) {
    const applicant = byName.get(demo.applicant);
    const pool = demo.applicant === 'country_admin' ? regionOne : anyMembers;
    if (!applicant || pool.length < demo.count) continue;
    const memberIds = pool.slice(0, demo.count);
    const item = demo.prop && (await shopPropItem(db, demo.prop.itemId));
    if (demo.prop && !item) continue;
    const asked =
      demo.prop && item
        ? {
            kind: 'props' as const,
            amount: null,
            issueType: null,
            propKind: 'prop' as const,
            itemId: demo.prop.itemId,
            itemName: item.name,
            itemCount: demo.prop.each,
            days: item.validityDays,
            totalCoins: 0,
          }
        : {
            kind: 'coins' as const,
            amount: demo.amount,
            issueType: demo.issueType,
            propKind: null,
            itemId: null,
            itemName: '',
            itemCount: null,
            days: null,
            totalCoins: demo.amount * memberIds.length,
          };
    const content = {
      ...asked,
      leaderId: approver.id,
      leaderName: approver.username,
      memberIds,
      userCount: memberIds.length,
      usdAmount: demo.usdAmount,
      reason: demo.reason,
    };
    const createdAt = now - demo.hoursAgo * 3600;
    const decidedAt = demo.state === 'pending' ? null : createdAt + 3600;
    const decided = demo.state === 'passed' || demo.state === 'rejected';
    const [row] = await db
      .insert(applications)
      .values({
        ...content,
        hash: applicationHash(content),
        applicantId: applicant.id,
        applicantName: applicant.username,
        state: demo.state,
        approverId: decided ? approver.id : null,
        approverName: decided ? approver.username : '',
        rejectReason: demo.rejectReason ?? '',
        createdAt,
        updatedAt: decidedAt ?? createdAt,
        decidedAt,
      })
      .returning({ id: applications.id });
    if (demo.state !== 'passed' || !row) continue;
    await post(db, {
      kind: 'grant',
      currency: 'gold',
      amount: demo.amount,
      memberIds,
      issueType: demo.issueType,
      reason: demo.reason,
      admin: { id: applicant.id, name: applicant.username },
      scope: UNLIMITED,
      now: decidedAt ?? now,
      sourceKey: `application:${row.id}`,
    });
  }
}
