import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { joinGuild, LEFT_GUILD } from '../host/host.guild.ts';
import { demoHostGroupIds, hostOfMember, hosts } from '../host/host.lookup.ts';
import { post } from '../ledger/ledger.post.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { demoImage } from '../room-review/demo-images.ts';
import { guildHostRecords, guilds } from './guild.tables.ts';

const DAY = 86_400;
const HOSTS_PER_GUILD = 4;
const ADMIN = { id: FIRST_SUPER_ADMIN_ID, name: 'admin' };

/** Demo guilds, named in both languages, by region; the last one is switched off and has no hosts. */
const DEMO_GUILDS = [
  { name: '沙漠之星 Desert Stars', regionId: 1, hosts: HOSTS_PER_GUILD },
  { name: '月光公会 Moonlight', regionId: 1, hosts: HOSTS_PER_GUILD },
  { name: '日出公会 Sunrise', regionId: 0, hosts: HOSTS_PER_GUILD },
  { name: '龙腾公会 Rising Dragon', regionId: 2, hosts: HOSTS_PER_GUILD },
  { name: '凤凰公会 Anka', regionId: 3, hosts: HOSTS_PER_GUILD },
  { name: '旧梦公会 Old Dreams', regionId: 0, hosts: 0, enabled: false },
];

type Person = { id: number; regionId: number };

/**
 * Guilds with owners and hosts in their regions, the hosts' join records (and one host who left a
 * guild for another, with a leave record), and diamonds for the hosts posted through the ledger,
 * as the app's host income would be. Members come from the end of the member list (the samples
 * use its first members and its very last). Running it again adds nothing.
 */
export async function insertDemoGuilds(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: guilds.id }).from(guilds).limit(1);
  if (any) return;
  const profile = memberProfiles();
  const people: Person[] = (
    await db.select({ id: profile.id, regionId: profile.regionId }).from(profile).orderBy(desc(profile.id)).limit(600)
  ).slice(1);
  const free = (regionId: number) => people.filter((person) => person.regionId === regionId);
  const taken = new Set<number>();
  const take = (regionId: number) => {
    const person = free(regionId).find((candidate) => !taken.has(candidate.id));
    if (person) taken.add(person.id);
    return person;
  };
  const groups = await demoHostGroupIds(db);
  const earners: number[] = [];
  let n = 0;
  for (const [index, demo] of DEMO_GUILDS.entries()) {
    const owner = take(demo.regionId);
    if (!owner) continue;
    const at = now - (60 - index * 5) * DAY;
    const [guild] = await db
      .insert(guilds)
      .values({
        name: demo.name,
        // Every guild shows its logo in the app; the owner uploads one when the guild is made.
        avatar: await demoImage(db, now, 'guild', index, 96, 96),
        ownerId: owner.id,
        regionId: demo.regionId,
        enabled: demo.enabled ?? true,
        createdBy: ADMIN.id,
        createdByName: ADMIN.name,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!guild) continue;
    for (let h = 0; h < demo.hosts; h++) {
      const person = take(demo.regionId);
      if (!person) break;
      const joinedAt = at + (h + 1) * DAY;
      const change = { now: joinedAt, admin: ADMIN, memberId: person.id, regionId: person.regionId, guildId: guild.id };
      await joinGuild(db, { ...change, hostGroupId: groups[n++ % Math.max(groups.length, 1)] }, undefined);
      await db.insert(guildHostRecords).values(entry(guild, person, 'join', joinedAt));
      earners.push(person.id);
    }
  }
  await moveOneHost(db, now);
  // Host income: diamonds through the ledger, as every diamond moves.
  for (const [i, memberId] of earners.entries()) {
    await post(db, {
      kind: 'grant',
      currency: 'diamond',
      amount: 500 * ((i % 5) + 1),
      memberIds: [memberId],
      issueType: '1',
      reason: 'Host income',
      admin: ADMIN,
      scope: UNLIMITED,
      now: now - (i % 20) * DAY,
      sourceKey: `demo:guild-host:${memberId}`,
    });
  }
}

function entry(guild: { id: number; name: string }, person: Person, event: 'join' | 'leave', at: number, reason = '') {
  return {
    guildId: guild.id,
    guildName: guild.name,
    memberId: person.id,
    regionId: person.regionId,
    event,
    reason,
    adminId: ADMIN.id,
    adminName: ADMIN.name,
    createdAt: at,
  };
}

/** The first Moonlight host came from Desert Stars: a leave record there, then the join (history of both). */
async function moveOneHost(db: Orm, now: number) {
  const [stars, moonlight] = await db.select().from(guilds).orderBy(guilds.id).limit(2);
  if (!stars || !moonlight) return;
  const [host] = await db.select().from(hosts).where(eq(hosts.guildId, stars.id)).orderBy(hosts.id).limit(1);
  if (!host) return;
  const person = { id: host.memberId, regionId: host.regionId };
  const at = now - 3 * DAY;
  await db
    .insert(guildHostRecords)
    .values(entry(stars, person, 'leave', at, 'Moved to Moonlight at their request / 本人申请转会'));
  await db
    .update(hosts)
    .set({ ...LEFT_GUILD, updatedAt: at })
    .where(eq(hosts.id, host.id));
  const existing = await hostOfMember(db, host.memberId, true);
  await joinGuild(
    db,
    { now: at + 60, admin: ADMIN, memberId: host.memberId, regionId: host.regionId, guildId: moonlight.id },
    existing,
  );
  await db.insert(guildHostRecords).values(entry(moonlight, person, 'join', at + 60));
}
