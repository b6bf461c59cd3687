import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { lockBalances } from '../member/member.balances.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { storeRefunds } from './refund.tables.ts';
import { refundSourceKey } from './refund-recovery.ts';

const DAY = 86_400;
const REASONS = [
  'Google Play: customer requested refund within 48 hours',
  'Apple: refund approved by App Store support',
  'Google Play: chargeback from card issuer',
  'Apple: family sharing purchase refunded',
  'Google Play: unauthorized purchase reported',
];
const COINS = [700, 3_600, 7_500, 40_000, 85_000];

/**
 * Demo store refunds: 24 reported over the last weeks, most waiting to be taken back (the screen's
 * work), every fourth taken back through the ledger already (owed where the balance fell short), and
 * one owed by a member who holds coins again (what a repayment takes). Running it again adds nothing.
 */
export async function insertDemoRefunds(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: storeRefunds.id }).from(storeRefunds).limit(1);
  if (any) return;
  const profile = memberProfiles();
  const people = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .orderBy(asc(profile.id))
    .limit(500);
  if (people.length < 100) return;
  // The first two refunds are of a member outside region 1 who holds coins (the generated suites'
  // samples act on them): the first was taken back when they held none and is still owed, the second waits.
  const balances = await lockBalances(
    db,
    people.slice(0, 100).map((person) => person.id),
    'gold',
  );
  const outside = balances.find((person) => person.regionId !== 1 && person.balance > 0) ?? balances[0];
  if (!outside) return;
  const rows = await db
    .insert(storeRefunds)
    .values(
      Array.from({ length: 24 }, (_, n) => {
        const who = n < 2 ? outside : (people[(n * 11 + 5) % people.length] as { id: number; regionId: number });
        const apple = n % 3 === 1;
        const at = now - (n * 19 + 3) * 3_600;
        return {
          orderNo: apple ? String(3_000_000_000_000 + n * 15_485) : `GPA.${3_300 + n}-${4_400 + n * 7}-${5_500 + n * 13}`,
          payType: apple ? 'apple' : 'google',
          memberId: who.id,
          regionId: who.regionId,
          coins: COINS[n % COINS.length] as number,
          reason: REASONS[n % REASONS.length] as string,
          refundedAt: at - 2 * DAY,
          createdBy: FIRST_SUPER_ADMIN_ID,
          createdByName: 'admin',
          createdAt: at,
        };
      }),
    )
    .returning();
  // Every fourth was taken back already, as staff would: through the ledger, as far as the balance allowed.
  for (const refund of rows.filter((_, n) => n % 4 === 2)) {
    const [held] = await lockBalances(db, [refund.memberId], 'gold');
    const recovered = Math.min(held?.balance ?? 0, refund.coins);
    if (recovered > 0)
      await post(db, {
        kind: 'deduction',
        currency: 'gold',
        amount: recovered,
        memberIds: [refund.memberId],
        reason: `${refund.payType} refund ${refund.orderNo}`,
        admin: { id: FIRST_SUPER_ADMIN_ID, name: 'admin' },
        scope: UNLIMITED,
        now: refund.createdAt + DAY,
        sourceKey: refundSourceKey(refund.id),
      });
    const debt = refund.coins - recovered;
    await db
      .update(storeRefunds)
      .set({
        status: debt > 0 ? 'in_debt' : 'settled',
        recovered,
        debt,
        handledBy: FIRST_SUPER_ADMIN_ID,
        handledByName: 'admin',
        handledAt: refund.createdAt + DAY,
      })
      .where(eq(storeRefunds.id, refund.id));
  }
  const owed = rows[0];
  if (owed)
    await db
      .update(storeRefunds)
      .set({
        status: 'in_debt',
        debt: owed.coins,
        handledBy: FIRST_SUPER_ADMIN_ID,
        handledByName: 'admin',
        handledAt: owed.createdAt + DAY,
      })
      .where(eq(storeRefunds.id, owed.id));
}
