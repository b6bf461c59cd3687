import { randomInt } from 'node:crypto';
import { liveActions } from '@console/contract';
import { isNotNull, isNull } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { isWebUrl } from '../../engine/web-url.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { videoSources, voiceLives } from './live.tables.ts';

/** SPEC §4: a live is living until it ends; the end is the one fact, the state is read from it. */
export const liveStateOf = (endedAt: unknown): liveActions.LiveState =>
  endedAt === null || endedAt === undefined ? 'living' : 'not_live';

/** A code as the app's keypad takes it, or the localised refusal. */
export function checkCode(value: unknown, field = 'code'): string {
  const code = String(value ?? '').trim();
  if (!liveActions.LIVE_CODE_PATTERN.test(code)) throw invalid('live_code_invalid', { [field]: 'live_code_invalid' });
  return code;
}

/** A random 6-digit code drawn by a cryptographic generator, so nobody can guess the next one. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A video address: an absolute http(s) URL with a host, or the localised refusal. */
export function checkUrl(value: unknown): string {
  const text = String(value ?? '').trim();
  if (!isWebUrl(text)) throw invalid('live_url_invalid', { url: 'live_url_invalid' });
  return text;
}

const room = rowsAboutRoom(voiceLives.roomId);
const host = rowsAboutMember(voiceLives.hostId);

/**
 * Voice lives (SPEC §7 RoomVoice): list, export and detail in the caller's regions, delete,
 * recommend, and the entry code set by staff or drawn by the server. Every write is on a row of
 * the caller's regions (the kit locks and checks it) and logged with the row before and after.
 */
const voiceLiveActions = serveResource(liveActions.voiceLives, voiceLives, {
  join: [room.join, host.join],
  columns: {
    room_no: room.columns.room_no,
    room_name: room.columns.room_name,
    host_no: host.columns.user_no,
    host_name: host.columns.nickname,
  },
  derived: { state: (record) => liveStateOf(record.endedAt) },
  filters: {
    state: {
      where: (state: liveActions.LiveState) => (state === 'living' ? isNull(voiceLives.endedAt) : isNotNull(voiceLives.endedAt)),
    },
  },
  commands: {
    secret: (_record, input) => ({ code: input.code === undefined ? '' : checkCode(input.code) }),
    randomCode: () => ({ code: randomCode() }),
  },
});

/** Video sources: added, edited and banned in the caller's regions; the address must be an http(s) URL. */
const videoSourceActions = serveResource(liveActions.videoSources, videoSources, {
  beforeSave(values) {
    values.url = checkUrl(values.url);
  },
  commands: {
    update: (_record, input) => ({ name: input.name, url: checkUrl(input.url) }) satisfies Values,
    // The lifecycle refuses a source already banned and sets `banned`; who, when and why are kept here.
    ban(_record, input, ctx) {
      return {
        banReason: input.ban_reason,
        bannedBy: ctx.admin.adminId,
        bannedByName: ctx.admin.username,
        bannedAt: ctx.now,
      };
    },
  },
});

export const voiceActionList = [...voiceLiveActions, ...videoSourceActions];
