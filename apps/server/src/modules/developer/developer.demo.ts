import { developerActions } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { registeredMembers } from '../member/member-registration.lookup.ts';
import { logins, matches, registrations } from './developer.tables.ts';

const { REGISTER_CHANNELS, MATCH_GAMES, MATCH_RESULTS } = developerActions;
const HOUR = 3600;
const BATCH = 5000;
const VERSIONS = ['3.8.2', '3.9.0', '3.9.1', '4.0.0'];
/** Every 17th member registered on the device of the member before them in their block, and every 23rd from its address: account farms. */
const FARM = 17;
const SHARED_ADDRESS = 23;

/**
 * The registration log (one row per demo member: mostly the device and address the member module
 * keeps, with clusters of accounts sharing a device or an address), sign-ins with a burst from
 * several countries for one member in 40, and 300 game matches. Deterministic.
 */
export async function insertDemoDeveloper(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: registrations.id }).from(registrations).limit(1)).length > 0) return;
  let afterId = 0;
  const countriesSeen: number[] = [];
  const sample: { id: number; regionId: number; countryId: number; ip: string; device: string }[] = [];
  for (;;) {
    const batch = await registeredMembers(db, afterId, BATCH);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]?.id ?? afterId;
    const rows = batch.map((member, n) => {
      // A farm: a run of members registered on one phone, or behind one address, within hours.
      const farmHead = batch[n - (n % FARM)] ?? member;
      const addressHead = batch[n - (n % SHARED_ADDRESS)] ?? member;
      const inFarm = n % FARM < 4 && n % FARM > 0;
      const behindAddress = n % SHARED_ADDRESS < 3 && n % SHARED_ADDRESS > 0;
      const channel = REGISTER_CHANNELS[(member.id * 7) % REGISTER_CHANNELS.length] as string;
      return {
        memberId: member.id,
        regionId: member.regionId,
        countryId: member.countryId,
        deviceId: inFarm ? farmHead.deviceId : member.deviceId,
        registerIp: behindAddress ? addressHead.registerIp : member.registerIp,
        channel,
        platform: channel === 'app_store' || member.id % 5 === 0 ? 'ios' : 'android',
        appVersion: VERSIONS[member.id % VERSIONS.length] as string,
        registeredAt: inFarm ? farmHead.registerTime + (n % FARM) * 600 : member.registerTime,
      };
    });
    await db.insert(registrations).values(rows);
    for (const member of batch) {
      if (!countriesSeen.includes(member.countryId)) countriesSeen.push(member.countryId);
      if (sample.length < 400)
        sample.push({ ...member, ip: member.registerIp, device: member.deviceId, countryId: member.countryId });
    }
  }
  await db.insert(logins).values(demoLogins(sample, countriesSeen, now));
  await db.insert(matches).values(demoMatches(sample, now));
}

type Sampled = { id: number; regionId: number; countryId: number; ip: string; device: string };

/** Two or three sign-ins a day from home; one member in 40 signs in from four countries and addresses within six hours. */
function demoLogins(members: readonly Sampled[], countries: readonly number[], now: number) {
  const rows: (typeof logins.$inferInsert)[] = [];
  members.forEach((member, n) => {
    const base = { memberId: member.id, regionId: member.regionId, deviceId: member.device };
    for (let k = 0; k < 2 + (n % 2); k++) {
      rows.push({ ...base, ip: member.ip, countryId: member.countryId, loginAt: now - (k * 9 + (n % 7)) * HOUR });
    }
    if (n % 40 === 3) {
      for (let k = 1; k <= 4; k++) {
        rows.push({
          ...base,
          ip: `185.${(n * 7) % 250}.${k * 31}.${(n + k) % 250}`,
          countryId: countries[(n + k * 3) % countries.length] ?? member.countryId,
          loginAt: now - k * 80 * 60 - (n % 50) * 60,
        });
      }
    }
    if (n % 40 === 17) {
      for (let k = 1; k <= 3; k++) {
        rows.push({ ...base, ip: `100.70.${n % 250}.${k * 40}`, countryId: member.countryId, loginAt: now - k * 2 * HOUR });
      }
    }
  });
  return rows;
}

/** 300 matches over the last ten days among the sampled members of one region, two to four seats. */
function demoMatches(members: readonly Sampled[], now: number) {
  const byRegion = new Map<number, Sampled[]>();
  for (const member of members) byRegion.set(member.regionId, [...(byRegion.get(member.regionId) ?? []), member]);
  const groups = [...byRegion.values()].filter((group) => group.length >= 4);
  const rows: (typeof matches.$inferInsert)[] = [];
  for (let n = 0; n < 300 && groups.length > 0; n++) {
    const group = groups[n % groups.length] as Sampled[];
    const game = MATCH_GAMES[n % 7 < 4 ? 0 : n % MATCH_GAMES.length] as string;
    const seats = game === 'ludo' ? 2 + (n % 3) : 2 + (n % 2);
    const players = Array.from({ length: seats }, (_, k) => (group[(n * 3 + k * 5) % group.length] as Sampled).id);
    const unique = [...new Set(players)];
    const result = MATCH_RESULTS[n % 11 === 0 ? 1 : n % 13 === 0 ? 2 : 0] as string;
    rows.push({
      matchNo: `M${String(now - n * 2400).slice(-8)}${String(n).padStart(3, '0')}`,
      game,
      regionId: (group[0] as Sampled).regionId,
      players: unique.join(', '),
      winnerId: result === 'abandoned' ? null : (unique[n % unique.length] ?? null),
      result,
      stake: [100, 500, 1000, 5000][n % 4] as number,
      startedAt: now - n * 2400 - (n % 9) * 60,
      durationSeconds: result === 'abandoned' ? 60 + (n % 5) * 30 : 420 + (n % 17) * 45,
    });
  }
  return rows;
}
