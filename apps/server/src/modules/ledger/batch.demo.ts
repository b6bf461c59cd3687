import type { CoinIssueType } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { coinBatches, coinBatchMembers } from './batch.tables.ts';
import { post } from './ledger.post.ts';

const DAY = 86_400;
const DEMO_BATCHES: readonly { members: number; amount: number; type: CoinIssueType; reason: string; daysAgo: number }[] = [
  { members: 120, amount: 500, type: '6', reason: 'Ramadan room contest prizes', daysAgo: 12 },
  { members: 40, amount: 2000, type: '2', reason: 'Compensation for the 3 May outage', daysAgo: 3 },
];

/**
 * Two finished batch sends by the super admin (the batch tab has rows from the first start), posted
 * as the batch job posts them: through post() under the batch's key, so the ledger stays balanced.
 * Running it again adds nothing.
 */
export async function demoBatches(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: coinBatches.id }).from(coinBatches).limit(1)).length > 0) return;
  const profile = memberProfiles();
  const people = await db.select({ id: profile.id }).from(profile).orderBy(asc(profile.id)).limit(300);
  let offset = 0;
  for (const demo of DEMO_BATCHES) {
    const ids = people.slice(offset, offset + demo.members).map((person) => person.id);
    offset += demo.members;
    if (ids.length === 0) return;
    const at = now - demo.daysAgo * DAY;
    const [batch] = await db
      .insert(coinBatches)
      .values({
        adminId: 1,
        adminName: 'admin',
        amount: demo.amount,
        issueType: demo.type,
        reason: demo.reason,
        members: ids.length,
        createdAt: at,
        movedAt: at,
      })
      .returning({ id: coinBatches.id });
    const batchId = batch?.id as number;
    await db.insert(coinBatchMembers).values(ids.map((memberId, position) => ({ batchId, position, memberId })));
    const posted = await post(db, {
      kind: 'grant',
      currency: 'gold',
      amount: demo.amount,
      memberIds: ids,
      issueType: demo.type,
      reason: demo.reason,
      admin: { id: 1, name: 'admin' },
      scope: UNLIMITED,
      now: at,
      sourceKey: `batch:${batchId}`,
    });
    await db
      .update(coinBatches)
      .set({ done: posted.memberIds.length, state: 'done', finishedAt: at + 60 })
      .where(eq(coinBatches.id, batchId));
  }
}
