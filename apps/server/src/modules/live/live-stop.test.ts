import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Studio = {
  id: number;
  name: string;
  region_id: number;
  state: 'living' | 'not_live';
  live_started_at: number | null;
  game_state: string;
};
type History = {
  id: number;
  studio_id: number;
  region_id: number;
  started_at: number;
  ended_at: number;
  duration: number;
  stopped_by_name: string;
};
type StudioRoom = { id: number; studio_id: number; studio_name: string; room_no: number; region_id: number; sort: number };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
});

const list = async <T>(action: string, body: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<T>>(`RoomVoice/${action}`, { pn: 200, ...body }, { token })).data;
const csvLines = async (path: string, token: string) => {
  const ticket = await t.call<{ url: string }>(path, {}, { token, lang: 'en-us' });
  expect(ticket.status).toBe(200);
  return (await t.inject({ method: 'GET', url: ticket.data.url })).body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

describe('stopping a live', () => {
  it('needs the re-check, then shows the studio not live, adds the live to the history and logs before and after', async () => {
    const living = (await list<Studio>('studioList', { state: 'living' })).list[0] as Studio;
    const plain = await t.login('admin');
    const unchecked = await t.call('RoomVoice/studioStop', { id: living.id }, { token: plain, lang: 'en-us' });
    expect(unchecked.status).toBe(405);
    expect((await list<Studio>('studioList', { state: 'living' })).list.some((studio) => studio.id === living.id)).toBe(true);

    const stopped = await t.call<Studio>('RoomVoice/studioStop', { id: living.id }, { token: admin });
    expect(stopped.data).toMatchObject({ id: living.id, state: 'not_live', live_started_at: null, game_state: 'off' });
    const notLive = await list<Studio>('studioList', { state: 'not_live' });
    expect(notLive.list.some((studio) => studio.id === living.id)).toBe(true);

    const history = await list<History>('studioHistory', { studio_id: living.id });
    const last = history.list.find((row) => row.ended_at === t.clock.now()) as History;
    expect(last).toMatchObject({ started_at: living.live_started_at, stopped_by_name: 'admin' });
    expect(last.duration).toBe(Math.floor((last.ended_at - last.started_at) / 60));

    // Asking for the re-check is no outcome of its own (issue 29): nothing logged for it; the stop once, with the studio before and after.
    expect(await t.logRows(`action = 'studioStop' AND status = 405`)).toHaveLength(0);
    const logs = await t.logRows(`action = 'studioStop' AND result = 'ok' AND target_id = $1`, [String(living.id)]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      before: expect.objectContaining({ state: 'living' }),
      after: expect.objectContaining({ state: 'not_live' }),
    });

    const again = await t.call('RoomVoice/studioStop', { id: living.id }, { token: admin, lang: 'en-us' });
    expect(again).toMatchObject({ status: 400, msg: 'This studio is not live now' });
    expect((await t.call('RoomVoice/studioStop', { id: living.id }, { token: admin, lang: 'zh-cn' })).msg).toBe(
      '该直播间当前未在直播',
    );
  });

  it("keeps a country admin to their region's studios", async () => {
    const all = (await list<Studio>('studioList', { state: 'living' })).list;
    const foreign = all.find((studio) => studio.region_id !== 1) as Studio;
    const refused = await t.call('RoomVoice/studioStop', { id: foreign.id }, { token: countryAdmin });
    expect(refused.status).toBe(403);
    expect((await list<Studio>('studioList', { state: 'living' })).list.some((studio) => studio.id === foreign.id)).toBe(true);
  });
});

describe('studios, their rooms and their history', () => {
  it("lists and exports only a country admin's region", async () => {
    for (const action of ['studioList', 'studioHistory', 'studioRoom']) {
      const mine = await list<{ region_id: number }>(action, {}, countryAdmin);
      expect(mine.total, action).toBeGreaterThan(0);
      expect(mine.list.every((row) => row.region_id === 1)).toBe(true);
      expect((await list<{ region_id: number }>(action)).total).toBeGreaterThan(mine.total);
    }
    const studios = await list<Studio>('studioList', {}, countryAdmin);
    expect(await csvLines('RoomVoice/studioListExport', countryAdmin)).toHaveLength(studios.total + 1);
    const history = await list<History>('studioHistory', {}, countryAdmin);
    expect(await csvLines('RoomVoice/studioHistoryExport', countryAdmin)).toHaveLength(history.total + 1);
  });

  it('changes the game state', async () => {
    const studio = (await list<Studio>('studioList', { game_state: 'off' })).list[0] as Studio;
    const changed = await t.call<Studio>('RoomVoice/changeGameState', { id: studio.id, game_state: 'on' }, { token: admin });
    expect(changed.data.game_state).toBe('on');
    const bad = await t.call(
      'RoomVoice/changeGameState',
      { id: studio.id, game_state: 'paused' },
      { token: admin, lang: 'en-us' },
    );
    expect(bad).toMatchObject({ status: 400, data: { errors: { game_state: 'Invalid option' } } });
  });

  it('adds a room to a studio by pretty id, once, refusing unknown rooms and studios by name', async () => {
    const studio = (await list<Studio>('studioList', { region_id: 1 })).list[0] as Studio;
    const { rows } = await t.db.query<{ room_no: number; region_id: number }>(
      `SELECT room_no::int, region_id FROM room WHERE id NOT IN (SELECT room_id FROM live_studio_room) ORDER BY id DESC LIMIT 1`,
    );
    const room = rows[0] as { room_no: number; region_id: number };
    const save = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us', token = admin) =>
      t.call<StudioRoom>('RoomVoice/studioRoomEdit', body, { token, lang });
    expect(await save({ studio_id: studio.id })).toMatchObject({ status: 400, msg: 'Room number cannot be empty' });
    expect(await save({ studio_id: 999_999, room_no: room.room_no })).toMatchObject({
      status: 400,
      msg: 'No studio has the id 999999',
    });
    expect((await save({ studio_id: 999_999, room_no: room.room_no }, 'zh-cn')).msg).toBe('直播间 999999 不存在');
    const saved = await save({ studio_id: studio.id, room_no: room.room_no, sort: 3 });
    expect(saved.data).toMatchObject({
      studio_id: studio.id,
      studio_name: studio.name,
      room_no: room.room_no,
      region_id: room.region_id,
    });
    expect(await save({ studio_id: studio.id, room_no: room.room_no })).toMatchObject({ status: 400 });
    const edited = await save({ id: saved.data.id, studio_id: studio.id, sort: 9 });
    expect(edited.data).toMatchObject({ sort: 9, room_no: room.room_no });
  });

  it('deletes a studio only when it is not live, with its rooms', async () => {
    const living = (await list<Studio>('studioList', { state: 'living' })).list[0] as Studio;
    const refused = await t.call('RoomVoice/studioDelete', { ids: living.id }, { token: admin, lang: 'en-us' });
    expect(refused).toMatchObject({ status: 400, msg: 'The studio is live; stop the live before deleting it' });
    const idle = (await list<Studio>('studioList', { state: 'not_live' })).list[0] as Studio;
    const historyBefore = (await list<History>('studioHistory', { studio_id: idle.id })).total;
    expect((await t.call('RoomVoice/studioDelete', { ids: idle.id }, { token: admin })).data).toEqual({ deleted: 1 });
    expect((await list<StudioRoom>('studioRoom', { studio_id: idle.id })).total).toBe(0);
    // Past lives outlive the studio.
    expect((await list<History>('studioHistory', { studio_id: idle.id })).total).toBe(historyBefore);
  });
});
