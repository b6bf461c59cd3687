import { Status, videoChatActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { ActionError } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { guildNames } from '../guild/guild.lookup.ts';
import { memberNamed } from '../guild/guild-owner.ts';
import { hostOfMember, hostPlaces } from '../host/host.lookup.ts';
import { memberProfiles, rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoVideoChats } from './video-chat.demo.ts';
import { videoChatHosts, videoChats } from './video-chat.tables.ts';

/** Seconds of a call: to its end, to now while it goes on, none for a missed call. */
export function durationOf(record: { state: string; startedAt: number; endedAt: number | null }, now: number): number {
  if (record.state === 'missed') return 0;
  const end = record.endedAt ?? (record.state === 'ongoing' ? now : record.startedAt);
  return Math.max(0, end - record.startedAt);
}

/** Coins a call cost the caller: every started minute at the price the call began at. */
export function coinsOf(price: number, seconds: number): number {
  return price * Math.ceil(seconds / 60);
}

const host = rowsAboutMember(videoChats.hostMemberId);
// The caller is a second member of the row: read by subqueries (one join of the member lookup per list).
const callers = memberProfiles('callers');
const callerNo = sql<number>`(SELECT callers.user_no FROM ${callers} WHERE callers.id = video_chat.caller_id)`;

const chatActions = serveResource(videoChatActions.videoChats, videoChats, {
  join: host.join,
  columns: { host_no: host.columns.user_no, host_name: host.columns.nickname },
  select: {
    caller_no: callerNo,
    caller_name: sql<string>`(SELECT callers.nickname FROM ${callers} WHERE callers.id = video_chat.caller_id)`,
  },
  derived: {
    duration: (record, now) => durationOf(record as never, now),
    coins: (record, now) => coinsOf(Number(record.price), durationOf(record as never, now)),
  },
  filters: {
    caller_no: {
      where: (value: number) =>
        sql`video_chat.caller_id IN (SELECT callers.id FROM ${callers} WHERE callers.user_no = ${value} OR callers.id = ${value})`,
    },
  },
});

const member = rowsAboutMember(videoChatHosts.memberId);
const places = hostPlaces();
const guilds = guildNames();

/**
 * Video chat hosts: only a host can be approved (once), at a price within bounds; bans and their
 * lifting need the re-check and keep who banned, when and why.
 */
const hostActions = serveResource(videoChatActions.videoChatHosts, videoChatHosts, {
  join: member.join,
  columns: { user_no: member.columns.user_no, nickname: member.columns.nickname },
  select: {
    guild_name: sql<string>`coalesce((SELECT guild_names.name FROM ${places} JOIN ${guilds} ON guild_names.id = host_places.guild_id
      WHERE host_places.member_id = video_chat_host.member_id), '')`,
    chat_count: sql<number>`(SELECT count(*)::int FROM video_chat c WHERE c.host_member_id = video_chat_host.member_id)`,
  },
  async beforeSave(values, ctx, before) {
    // The host of an approval is chosen once: an edit changes the price alone.
    if (before) {
      delete values.user_no;
      return;
    }
    const person = await memberNamed(ctx, values.user_no, 'user_no', 'host_user_empty');
    const found = await hostOfMember(ctx.db, person.id);
    if (!found) {
      throw new ActionError(Status.invalid, 'video_host_not_host', {
        params: { user: person.userNo },
        data: { errors: { user_no: 'video_host_not_host' } },
      });
    }
    const [approved] = await ctx.db
      .select({ id: videoChatHosts.id })
      .from(videoChatHosts)
      .where(eq(videoChatHosts.memberId, person.id));
    if (approved) {
      throw new ActionError(Status.invalid, 'video_host_exists', {
        params: { user: person.userNo },
        data: { errors: { user_no: 'video_host_exists' } },
      });
    }
    delete values.user_no;
    values.memberId = person.id;
    values.regionId = found.regionId;
  },
  commands: {
    // The lifecycle refuses a step from the wrong state and sets `banned`; who, when and why are kept here.
    ban(_record, input, ctx) {
      return { banReason: input.ban_reason, bannedByName: ctx.admin.username, bannedAt: ctx.now };
    },
    unban() {
      return { banReason: '', bannedByName: '', bannedAt: null };
    },
  },
});

export const videoChatModule: ServerModule = {
  name: 'video-chat',
  actions: [...chatActions, ...hostActions],
  demo: insertDemoVideoChats,
};
