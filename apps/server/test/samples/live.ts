import { RESOURCE_SAMPLES, type ResourceEnv } from '../resource-samples.ts';
import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the live module (RoomVoice) where the derived ones cannot do: commands act on the
 * rows the derived samples leave alone (each list's toggle row, outside region 1), a video address
 * must be an http(s) URL, and a studio room names its studio and its room by pretty id. The demo
 * (live.demo.ts) puts the first studio outside region 1 on air (the stop's row, the toggle row of
 * an ascending list) and the first video source, id 1, in region 0 unbanned (sources have no
 * row-changing standard action, so no derived row names one). Reads of `env` are guarded: the
 * audit suite first calls `valid` with an env answering 1 to everything.
 */
const UNKNOWN = 999_999;
const UNKNOWN_ROOM = 12_345;
const SOURCE = 1;

/** The toggle row of a list (outside region 1, never deleted by the derived samples). */
function toggleRow(env: SampleEnv, list: string): number {
  const resources = env.resources as ResourceEnv | number | undefined;
  if (typeof resources !== 'object') return 1;
  const row = resources.rows[`RoomVoice/${list}`]?.toggle;
  if (!row) throw new Error(`${list}: the fixture has no row outside region 1; the live demo makes some`);
  return row.id;
}

/** A command on one row: its handler refuses `failing`'s inputs (or an unknown row); the country admin is refused the row. */
function command(list: string, fields: Body, failing: Body = {}): Sample {
  return {
    valid: (env) => ({ id: toggleRow(env, list), ...fields }),
    failing: (env) =>
      Object.keys(failing).length > 0 ? { id: toggleRow(env, list), ...fields, ...failing } : { id: UNKNOWN, ...fields },
    outOfRegion: (env) => ({ id: toggleRow(env, list), ...fields }),
  };
}

const source = (fields: Body): Sample => ({
  valid: () => ({ id: SOURCE, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id: SOURCE, ...fields }),
});

const newSource = { name: 'Sample source', url: 'https://video.example.com/sample.m3u8', region_id: 0 };
const studioRoom = (env: SampleEnv): Body => ({
  studio_id: toggleRow(env, 'studioList'),
  room_no: env.rooms?.outsideRegion1?.roomNo ?? 1,
});

export const samples: Record<string, Sample> = {
  'RoomVoice/roomVoiceSecret': command('roomVoiceList', { code: '2468' }, { code: '12ab' }),
  'RoomVoice/setCodeRand': command('roomVoiceList', {}),
  'RoomVoice/studioSecret': command(
    'studioList',
    { account: 'sample-studio', password: 'sample-pass-1', code: '135790', expires_at: 4_000_000_000 },
    { code: 'abc' },
  ),
  'RoomVoice/studioStop': command('studioList', {}),
  'RoomVoice/changeGameState': command('studioList', { game_state: 'on' }),
  'RoomVoice/videoSourceSave': {
    ...RESOURCE_SAMPLES['RoomVoice/videoSourceSave'],
    valid: () => newSource,
    failing: () => ({ ...newSource, url: 'ftp://video.example.com/sample' }),
    outOfRegion: () => newSource,
  },
  'RoomVoice/videoSourceUpdate': source({ name: 'Sample source', url: 'https://video.example.com/edited.m3u8' }),
  'RoomVoice/videoSourceBanned': source({ ban_reason: 'Sample ban' }),
  'RoomVoice/studioRoomEdit': {
    ...RESOURCE_SAMPLES['RoomVoice/studioRoomEdit'],
    valid: studioRoom,
    failing: (env) => ({ ...studioRoom(env), room_no: UNKNOWN_ROOM }),
    failures: {
      'unknown id': (env) => ({ body: { ...studioRoom(env), id: UNKNOWN } }),
      'unknown studio': (env) => ({ body: { ...studioRoom(env), studio_id: UNKNOWN } }),
      'no room number': (env) => ({ body: { studio_id: toggleRow(env, 'studioList') } }),
      // Another room than the valid call's, which must still be free when it runs.
      duplicate: (env) => {
        const body = { ...studioRoom(env), room_no: env.rooms?.inRegion1?.roomNo ?? 1 };
        return { setup: body, body };
      },
    },
    outOfRegion: studioRoom,
  },
};
