import { FIRST_SUPER_ADMIN_ID, type VideoChatState } from '@console/contract';
import { asc, isNotNull } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { hosts } from '../host/host.lookup.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { videoChatHosts, videoChats } from './video-chat.tables.ts';

const DAY = 86_400;
const CHATS = 48;

/**
 * Video chat demo: the first guild hosts approved for video chat at their prices (one switched
 * off, one banned with its reason), and some weeks of calls to them from members of their region:
 * ended, missed and one still going. Needs the guild demo's hosts; running it again adds nothing.
 */
export async function insertDemoVideoChats(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: videoChatHosts.id }).from(videoChatHosts).limit(1);
  if (any) return;
  const approved = await db
    .select({ memberId: hosts.memberId, regionId: hosts.regionId })
    .from(hosts)
    .where(isNotNull(hosts.guildId))
    .orderBy(asc(hosts.id))
    .limit(10);
  if (approved.length === 0) return;
  await db.insert(videoChatHosts).values(
    approved.map((host, n) => ({
      memberId: host.memberId,
      regionId: host.regionId,
      price: [30, 60, 100, 150, 200][n % 5] as number,
      isOn: n !== 3,
      banned: n === 5,
      banReason: n === 5 ? 'Showed another app’s contact on camera / 镜头前展示其他应用联系方式' : '',
      bannedByName: n === 5 ? 'admin' : '',
      bannedAt: n === 5 ? now - 2 * DAY : null,
      createdBy: FIRST_SUPER_ADMIN_ID,
      createdByName: 'admin',
      createdAt: now - 40 * DAY,
      updatedAt: now - 40 * DAY,
    })),
  );
  const profile = memberProfiles();
  const callers = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .orderBy(asc(profile.id))
    .limit(300);
  const hostIds = new Set(approved.map((host) => host.memberId));
  const rows = [];
  for (let n = 0; n < CHATS; n++) {
    const host = approved[n % approved.length] as (typeof approved)[number];
    const sameRegion = callers.filter((caller) => caller.regionId === host.regionId && !hostIds.has(caller.id));
    const caller = sameRegion[(n * 7) % Math.max(sameRegion.length, 1)];
    if (!caller) continue;
    const startedAt = now - (n === 0 ? 600 : (n % 30) * DAY + (n % 12) * 3600);
    const state: VideoChatState = n === 0 ? 'ongoing' : n % 7 === 3 ? 'missed' : 'ended';
    const seconds = 60 + ((n * 97) % 1500);
    rows.push({
      callerId: caller.id,
      hostMemberId: host.memberId,
      regionId: host.regionId,
      startedAt,
      endedAt: state === 'ended' ? startedAt + seconds : state === 'missed' ? startedAt : null,
      price: [30, 60, 100, 150, 200][(n % approved.length) % 5] as number,
      state,
    });
  }
  if (rows.length > 0) await db.insert(videoChats).values(rows);
}
