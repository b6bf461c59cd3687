import { asc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { agentInvitePlans, newUserReviews, newUserSupports } from './new-user.tables.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
const ADMIN = { createdBy: 1, createdByName: 'admin' } as const;
const DEVICES = ['iPhone 14', 'Redmi Note 12', 'Samsung A54', 'OPPO A78', 'Infinix Hot 30', 'vivo Y36'] as const;
const REFUSALS = ['Five accounts from one device in an hour', 'Emulator device, no real activity'] as const;
const CHANNELS = ['invited', 'agent', 'organic', 'invited', 'agent'] as const;

/**
 * The review queue of the newest demo members (the last sixty: registrations of the last weeks),
 * in every state, the oldest mostly reviewed and the newest mostly pending; four support grants
 * (one granted through the ledger, two pending, one cancelled) for passed members; plans in four
 * regions. The generated suites' samples (test/samples/new-user.ts) read: the last member's
 * review passed; supports 1 and 4 pending outside region 1; plan 2 outside region 1.
 */
export async function insertDemoNewUsers(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: newUserReviews.id }).from(newUserReviews).limit(1)).length > 0) return;
  const profiles = memberProfiles();
  const all = await db
    .select({ id: profiles.id, regionId: profiles.regionId, countryId: profiles.countryId })
    .from(profiles)
    .orderBy(asc(profiles.id));
  const ordered = all.slice(-60).reverse();
  if (ordered.length === 0) return;
  const inviters = all.slice(60, 70);
  const rows = ordered.map((member, n) => {
    const state = n === 0 ? 'passed' : n % 3 === 1 ? 'passed' : n % 7 === 2 ? 'refused' : n < 30 ? 'pending' : 'passed';
    const channel = CHANNELS[n % CHANNELS.length] as (typeof CHANNELS)[number];
    const submittedAt = now - (n * 11 + 2) * HOUR;
    const sameDevice = state === 'refused' ? 3 + (n % 4) : n % 5 === 0 ? 1 : 0;
    return {
      memberId: Number(member.id),
      regionId: member.regionId,
      countryId: member.countryId,
      channel,
      inviterId: channel === 'organic' ? null : Number(inviters[n % inviters.length]?.id ?? all[0]?.id),
      device: DEVICES[n % DEVICES.length] as string,
      registerIp: `102.${40 + (n % 20)}.${(n * 37) % 255}.${(n * 53) % 255}`,
      sameDeviceCount: sameDevice,
      submittedAt,
      state,
      ...(state === 'pending'
        ? {}
        : {
            reviewedBy: 1,
            reviewedByName: 'admin',
            reviewedAt: submittedAt + 6 * HOUR,
            reviewReason: state === 'refused' ? (REFUSALS[n % REFUSALS.length] as string) : '',
          }),
    };
  });
  await db.insert(newUserReviews).values(rows);

  // The last member's passed review is the support sample's; rows 1 and 4 (pending, outside region 1) its grant and cancel samples.
  const passed = rows.filter((row) => row.state === 'passed' && row !== rows[0]);
  const outside = passed.filter((row) => row.regionId !== 1);
  const others = passed.filter((row) => !outside.slice(0, 2).includes(row));
  const supports = [
    { row: outside[0], coins: 500, reason: 'Welcome pack for the Ramadan campaign', state: 'pending' },
    { row: others[0], coins: 1000, reason: 'Active in rooms on the first day', state: 'granted' },
    { row: others[1], coins: 300, reason: 'Added twice by mistake', state: 'cancelled' },
    { row: outside[1], coins: 800, reason: 'Invited by a top host, hosting trial', state: 'pending' },
  ] as const;
  for (const [n, support] of supports.entries()) {
    if (!support.row) continue;
    const createdAt = now - (4 - n) * DAY;
    const granted = support.state === 'granted';
    const [created] = await db
      .insert(newUserSupports)
      .values({
        memberId: support.row.memberId,
        regionId: support.row.regionId,
        countryId: support.row.countryId,
        coins: support.coins,
        reason: support.reason,
        state: support.state,
        ...ADMIN,
        createdAt,
        updatedAt: createdAt,
        ...(granted ? { grantedAt: createdAt + HOUR, grantedByName: 'admin' } : {}),
      })
      .returning({ id: newUserSupports.id });
    if (granted && created) {
      await post(db, {
        kind: 'grant',
        currency: 'gold',
        amount: support.coins,
        memberIds: [support.row.memberId],
        issueType: '8',
        reason: `New-user support: ${support.reason}`,
        admin: { id: 1, name: 'admin' },
        scope: UNLIMITED,
        now: createdAt + HOUR,
        sourceKey: `new-user-support:${created.id}`,
      });
    }
  }

  await db.insert(agentInvitePlans).values(
    [
      {
        name: 'Gulf agents — spring',
        regionId: 1,
        tiers: '2:500,5:2000,30:5000',
        startsAt: now - 30 * DAY,
        endsAt: now + 40 * DAY,
        enabled: true,
      },
      {
        name: 'Indonesia starter plan',
        regionId: 10,
        tiers: '1:200,2:600,10:3000',
        startsAt: now - 30 * DAY,
        endsAt: now + 55 * DAY,
        enabled: true,
      },
      {
        name: 'LatAm pilot',
        regionId: 4,
        tiers: '15:800,50:3500',
        startsAt: now - 90 * DAY,
        endsAt: now - 30 * DAY,
        enabled: false,
      },
      {
        name: '中东代理冲刺',
        regionId: 2,
        tiers: '20:1000,40:2500,80:6000',
        startsAt: now + 2 * DAY,
        endsAt: now + 32 * DAY,
        enabled: true,
      },
    ].map((plan) => ({ ...plan, ...ADMIN, createdAt: now - 25 * DAY, updatedAt: now - 25 * DAY })),
  );
}
