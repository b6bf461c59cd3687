import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { appleSourceKey, failedOrderSourceKey } from './lost-order-credit.ts';
import { appleLostOrders, appleTransactionCredits, failedOrders } from './payment-recovery.tables.ts';

const DAY = 86_400;
const ADMIN = { id: FIRST_SUPER_ADMIN_ID, name: 'admin' };
const CHANNELS = ['google', 'apple', 'paypal', 'alipay', 'wechat', 'other'] as const;
/** What payment callbacks answer when crediting fails, as the channels word them. */
const ERRORS = [
  'callback timeout after 30s: order state unknown',
  'signature verification failed (RSA2)',
  'purchase token not found: 404 from androidpublisher',
  'receipt validation: status 21007 (sandbox receipt sent to production)',
  'duplicate notify ignored: order locked by another worker',
  'currency mismatch: paid EUR, order in USD',
];
const PACKS = [
  { cents: 99, coins: 700, product: 'com.voicechat.coins.700' },
  { cents: 499, coins: 3_600, product: 'com.voicechat.coins.3600' },
  { cents: 999, coins: 7_500, product: 'com.voicechat.coins.7500' },
  { cents: 4_999, coins: 40_000, product: 'com.voicechat.coins.40000' },
  { cents: 9_999, coins: 85_000, product: 'com.voicechat.coins.85000' },
];

/**
 * Demo lost payments: 48 failed orders and 30 Apple lost orders over the last month, most open,
 * some credited (through the ledger, as staff would) or dismissed, and two Apple transactions
 * reported twice whose first report was credited, so the screen shows a refused second credit.
 * Running it again adds nothing.
 */
export async function insertDemoLostOrders(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: failedOrders.id }).from(failedOrders).limit(1);
  if (any) return;
  const profile = memberProfiles();
  const people = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .orderBy(asc(profile.id))
    .limit(400);
  if (people.length < 100) return;
  const member = (n: number) => people[(n * 7 + 3) % people.length] as { id: number; regionId: number };
  // The first two rows of each list are open and outside region 1: the generated suites' samples act on them.
  const outside = people.find((person) => person.regionId !== 1) as { id: number; regionId: number };

  for (let n = 0; n < 48; n++) {
    const who = n < 2 ? outside : member(n);
    const pack = PACKS[n % PACKS.length] as (typeof PACKS)[number];
    const orderNo = `${n % 5 === 4 ? 'AG' : 'PO'}${20_000_000 + n * 7_919}`;
    const [row] = await db
      .insert(failedOrders)
      .values({
        orderNo,
        memberId: who.id,
        regionId: who.regionId,
        source: n % 5 === 4 ? 'agent' : 'store',
        payType: CHANNELS[n % CHANNELS.length] as string,
        moneyCents: pack.cents,
        coins: pack.coins,
        error: ERRORS[n % ERRORS.length] as string,
        failedAt: now - (n * 13 + 2) * 3_600,
      })
      .returning();
    if (!row || n % 6 !== 5) continue;
    // Every sixth was already settled: credited after the channel confirmed, or dismissed.
    if (n % 12 === 5) {
      const posting = await creditDemo(
        db,
        who.id,
        pack.coins,
        failedOrderSourceKey(orderNo),
        now,
        `failed order ${orderNo} credited`,
      );
      await settle(db, 'failed', row.id, 'credited', 'Google Play console: order charged, GPA.3318-4402', posting, now);
    } else await settle(db, 'failed', row.id, 'dismissed', 'Channel confirms nothing was charged', null, now);
  }

  for (let n = 0; n < 30; n++) {
    const who = member(n + 60);
    const pack = PACKS[(n * 3) % PACKS.length] as (typeof PACKS)[number];
    // Reports 28 and 29 repeat transactions 2 and 3 (a second report, from another account for 29).
    const txn = 2_000_000_000_000 + (n >= 28 ? n - 26 : n) * 104_729;
    const reporter = n < 2 ? outside : n === 29 ? member(200) : n === 28 ? member(62) : who;
    const [row] = await db
      .insert(appleLostOrders)
      .values({
        transactionId: String(txn),
        originalTransactionId: String(txn - (n % 3) * 11),
        productId: pack.product,
        memberId: reporter.id,
        regionId: reporter.regionId,
        moneyCents: pack.cents,
        coins: pack.coins,
        purchasedAt: now - (n * 17 + 5) * 3_600,
        reportedAt: now - (n * 17 + 4) * 3_600 + (n >= 28 ? 20 * DAY : 0),
      })
      .returning();
    if (!row || n < 2 || n > 3) continue;
    // Transactions 2 and 3 were credited on their first report.
    const posting = await creditDemo(
      db,
      who.id,
      pack.coins,
      appleSourceKey(String(txn)),
      now,
      `Apple transaction ${txn} credited`,
    );
    await db.insert(appleTransactionCredits).values({
      transactionId: String(txn),
      lostOrderId: row.id,
      memberId: who.id,
      postingId: posting,
      creditedBy: ADMIN.id,
      creditedByName: ADMIN.name,
      creditedAt: now - DAY,
    });
    await settle(db, 'apple', row.id, 'credited', 'App Store Connect: transaction paid, not refunded', posting, now);
  }
}

async function creditDemo(db: Orm, memberId: number, coins: number, sourceKey: string, now: number, reason: string) {
  const posted = await post(db, {
    kind: 'grant',
    currency: 'gold',
    amount: coins,
    memberIds: [memberId],
    issueType: '2',
    reason,
    admin: ADMIN,
    scope: UNLIMITED,
    now: now - DAY,
    sourceKey,
  });
  return posted.postingIds[0] ?? null;
}

async function settle(
  db: Orm,
  kind: 'failed' | 'apple',
  id: number,
  status: 'credited' | 'dismissed',
  note: string,
  postingId: number | null,
  now: number,
) {
  const table = kind === 'failed' ? failedOrders : appleLostOrders;
  await db
    .update(table)
    .set({ status, note, postingId, handledBy: ADMIN.id, handledByName: ADMIN.name, handledAt: now - DAY })
    .where(eq(table.id, id));
}
