import { type CoinIssueType, FIRST_SUPER_ADMIN_ID, ledgerActions } from '@console/contract';
import { asc, inArray, like } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { lockBalances } from '../member/member.balances.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { post } from './ledger.post.ts';
import { ledgerPostings } from './ledger.tables.ts';

const DAY = 86_400;
const MONTHS = 6;
const KEY = 'demo:records:';

/**
 * Six months of demo grants and deductions (the records screen and its chart have something to
 * show from the first start): through post(), like any grant, so the ledger stays balanced. The
 * demo staff issue to their own regions' members. Running it again adds nothing.
 */
export async function demoLedgerRecords(db: Orm, now: number): Promise<void> {
  const [done] = await db
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(like(ledgerPostings.sourceKey, `${KEY}%`))
    .limit(1);
  if (done) return;
  const profile = memberProfiles();
  const people = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .orderBy(asc(profile.id))
    .limit(200);
  if (people.length < 24) return;
  const issuers = await db
    .select({ id: admins.id, name: admins.username })
    .from(admins)
    .where(inArray(admins.username, ['country_admin']));
  const superAdmin = { id: FIRST_SUPER_ADMIN_ID, name: 'admin' };
  const types = ledgerActions.COIN_ISSUE_TYPES;
  const regionOne = people.filter((person) => person.regionId === 1).map((person) => person.id);
  let n = 0;
  const movement = (at: number, reason: string) => ({ reason, scope: UNLIMITED, now: at, sourceKey: `${KEY}${n++}` });

  for (let month = MONTHS - 1; month >= 0; month--) {
    const at = now - month * 30 * DAY - 3 * DAY;
    const ids = people.slice(month * 4, month * 4 + 4).map((person) => person.id);
    const issueType = types[month % types.length] as CoinIssueType;
    await post(db, {
      kind: 'grant',
      currency: 'gold',
      amount: 200 * (month + 1),
      memberIds: ids,
      issueType,
      admin: superAdmin,
      ...movement(at, 'Monthly event prize'),
    });
    // Less than the grant just made, so never below zero.
    await post(db, {
      kind: 'deduction',
      currency: 'gold',
      amount: 50 * (month + 1),
      memberIds: ids.slice(0, 2),
      admin: superAdmin,
      ...movement(at + DAY, 'Prize paid twice, taken back'),
    });
    const issuer = issuers[0];
    if (issuer && regionOne.length >= 3) {
      await post(db, {
        kind: 'grant',
        currency: 'gold',
        amount: 300,
        memberIds: regionOne.slice(0, 3),
        issueType: '2',
        admin: issuer,
        ...movement(at + 2 * DAY, 'Compensation for a failed recharge'),
      });
    }
  }
  // Beans from members who have enough of them.
  const rich = (await lockBalances(db, people.map((person) => person.id).slice(0, 60), 'bean'))
    .filter((row) => row.balance >= 100)
    .slice(0, 3)
    .map((row) => row.id);
  if (rich.length > 0) {
    await post(db, {
      kind: 'deduction',
      currency: 'bean',
      amount: 100,
      memberIds: rich,
      admin: superAdmin,
      ...movement(now - 10 * DAY, 'Beans earned by a cheating script'),
    });
  }
}
