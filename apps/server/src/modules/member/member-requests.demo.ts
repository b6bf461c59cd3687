import { and, asc, eq, gt } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { members } from './member.tables.ts';
import { numberApplications, svipComplaints } from './member-requests.tables.ts';

const DAY = 86_400;
const HOUR = 3600;
/** Requests are of demo members in the middle of the list: tests take the first hundred and the newest. */
const FIRST = 10_000_150;
const NEWEST_LEFT_OUT = 30;
/** Eight-digit numbers no demo member holds (theirs are 100000 + n): free to give. */
const FREE_NUMBERS = [
  '77778888',
  '66668888',
  '52011314',
  '13145200',
  '88889999',
  '99990000',
  '12345678',
  '66666688',
  '88886666',
  '51885188',
  '20252025',
  '11223344',
  '55556666',
  '33338888',
  '78787878',
  '16881688',
];
/** The k-th free number: each asked for once, so no two passed applications give one number. */
const freeNumber = (k: number) => FREE_NUMBERS[k] ?? String(70_000_000 + k * 1111);
/** Numbers the demo lock list holds (id-mall.demo.ts): passing one is refused, naming the lock. */
const LOCKED_NUMBERS = ['888888', '5201314', '1314520'];
const NOTES = [
  'SVIP 5 privilege: a number with my lucky eights, please',
  'Won the family league prize; this is the number I chose',
  'Ramadan recharge gift: I would like this one',
  'My shop on the app uses this number on its posters',
];
const REFUSALS = ['Number kept for official accounts', 'Not entitled: the SVIP ran out before applying'];
const COMPLAINTS = [
  'I did not ask for a refund; my card bank reversed the charge by mistake. Bank letter attached to the ticket.',
  'My brother used my phone once; the account is only mine.',
  'The risk check froze my SVIP after a big top-up from my agent; the receipt is in the ticket.',
  'I served the mute for insulting; please give back the SVIP I paid for.',
];

type Person = { id: number; userNo: number; regionId: number };
const state = (n: number) => (n % 6 === 3 ? 'passed' : n % 6 === 4 ? 'refused' : 'pending');

/**
 * Demo member requests: pretty-number applications and SVIP unfreeze complaints of demo members in
 * several regions, most pending, some passed (the number given, the SVIP back) or refused with a
 * reason. Some pending numbers are taken by another member or locked, as a real queue holds. The
 * first rows wait outside region 1 and ask for free numbers (the generated suites pass them). Running
 * it again adds nothing.
 */
export async function insertDemoRequests(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: numberApplications.id }).from(numberApplications).limit(1);
  if (any) return;
  const people: Person[] = (
    await db
      .select({ id: members.id, userNo: members.userNo, regionId: members.regionId })
      .from(members)
      .where(and(gt(members.id, FIRST), eq(members.status, 'normal')))
      .orderBy(asc(members.id))
  ).slice(0, -NEWEST_LEFT_OUT);
  if (people.length < 40) return;
  const outside = people.filter((person) => person.regionId !== 1);
  const applicants = [
    ...outside.slice(0, 4),
    ...people.filter((person, n) => n % 5 === 0 && !outside.slice(0, 4).includes(person)),
  ].slice(0, 30);
  await insertApplications(db, now, applicants, people);
  const complainants = [
    ...outside.slice(4, 8),
    ...people.filter((person, n) => n % 7 === 3 && !outside.slice(4, 8).includes(person)),
  ].slice(0, 24);
  await insertComplaints(db, now, complainants);
}

async function insertApplications(db: Orm, now: number, applicants: Person[], people: Person[]): Promise<void> {
  let free = 0;
  for (const [n, person] of applicants.entries()) {
    const at = state(n);
    const kind = n < 4 || at === 'passed' ? 'free' : n % 6 === 5 ? 'taken' : n % 6 === 2 ? 'locked' : 'free';
    const number =
      kind === 'taken'
        ? String((people[(n * 3 + 1) % people.length] as Person).userNo)
        : kind === 'locked'
          ? (LOCKED_NUMBERS[n % LOCKED_NUMBERS.length] as string)
          : freeNumber(free++);
    const createdAt = now - (n + 1) * 7 * HOUR;
    await db.insert(numberApplications).values({
      memberId: person.id,
      regionId: person.regionId,
      previousNo: person.userNo,
      number,
      source: (['svip_privilege', 'activity_reward', 'recharge_gift'] as const)[n % 3] as string,
      reason: NOTES[n % NOTES.length] as string,
      createdAt,
      state: at,
      ...(at === 'pending'
        ? {}
        : {
            reviewedBy: 1,
            reviewedByName: 'admin',
            reviewedAt: createdAt + 3 * HOUR,
            reviewReason: at === 'refused' ? (REFUSALS[n % REFUSALS.length] as string) : '',
          }),
    });
    // A passed application gave the member the number.
    if (at === 'passed')
      await db
        .update(members)
        .set({ userNo: Number(number) })
        .where(eq(members.id, person.id));
  }
}

async function insertComplaints(db: Orm, now: number, complainants: Person[]): Promise<void> {
  for (const [n, person] of complainants.entries()) {
    const at = n < 4 ? 'pending' : state(n);
    const createdAt = now - (n + 1) * 9 * HOUR;
    const remainingDays = 3 + ((n * 7) % 28);
    const reviewedAt = createdAt + 5 * HOUR;
    const svipLevel = 1 + (n % 8);
    await db.insert(svipComplaints).values({
      memberId: person.id,
      regionId: person.regionId,
      svipLevel,
      remainingDays,
      freezeReason: (['refund', 'shared_account', 'risk_flag', 'violation'] as const)[n % 4] as string,
      frozenAt: createdAt - (1 + (n % 5)) * DAY,
      content: COMPLAINTS[n % COMPLAINTS.length] as string,
      createdAt,
      state: at,
      ...(at === 'pending'
        ? {}
        : {
            reviewedBy: 1,
            reviewedByName: 'admin',
            reviewedAt,
            reviewReason: at === 'refused' ? 'The refund was confirmed by Google Play' : '',
            restoredUntil: at === 'passed' ? reviewedAt + remainingDays * DAY : null,
          }),
    });
    // A passed complaint gave the member their SVIP back.
    if (at === 'passed') {
      await db
        .update(members)
        .set({ svipLevel, svipExpiresAt: reviewedAt + remainingDays * DAY })
        .where(eq(members.id, person.id));
    }
  }
}
