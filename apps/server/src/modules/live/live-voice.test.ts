import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Live = {
  id: number;
  room_no: number;
  region_id: number;
  state: 'living' | 'not_live';
  ended_at: number | null;
  code: string;
  recommended: boolean;
};
type Source = { id: number; name: string; url: string; region_id: number; banned: boolean; ban_reason: string | null };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
});

const lives = async (body: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<Live>>('RoomVoice/roomVoiceList', { pn: 200, ...body }, { token })).data;
const csvRows = async (path: string, body: Record<string, unknown>, token: string) => {
  const ticket = await t.call<{ url: string; rows: number }>(path, body, { token, lang: 'en-us' });
  expect(ticket.status).toBe(200);
  const response = await t.inject({ method: 'GET', url: ticket.data.url });
  return response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

describe('voice lives', () => {
  it('shows lives in both states, the state read from the end time, and filters by it', async () => {
    const all = await lives();
    expect(all.list.some((live) => live.state === 'living')).toBe(true);
    expect(all.list.some((live) => live.state === 'not_live')).toBe(true);
    for (const live of all.list) expect(live.state).toBe(live.ended_at === null ? 'living' : 'not_live');
    const living = await lives({ state: 'living' });
    expect(living.total).toBe(all.list.filter((live) => live.state === 'living').length);
    expect(living.list.every((live) => live.state === 'living')).toBe(true);
  });

  it("keeps a country admin to their region's lives in the list, the detail and the export", async () => {
    const mine = await lives({}, countryAdmin);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((live) => live.region_id === 1)).toBe(true);
    const all = await lives();
    const foreign = all.list.find((live) => live.region_id !== 1) as Live;
    const refused = await t.call('RoomVoice/videoRoomDetail', { id: foreign.id }, { token: countryAdmin, lang: 'en-us' });
    expect(refused.status).toBe(403);
    const own = await t.call<Live>('RoomVoice/videoRoomDetail', { id: mine.list[0]?.id }, { token: countryAdmin });
    expect(own.data).toMatchObject({ id: mine.list[0]?.id, region_id: 1 });
    const lines = await csvRows('RoomVoice/roomVoiceListExport', {}, countryAdmin);
    expect(lines).toHaveLength(mine.total + 1);
    expect(lines.slice(1).every((line) => line.includes(',Arabic,'))).toBe(true);
    const deleted = await t.call('RoomVoice/roomVoiceDelete', { ids: foreign.id }, { token: countryAdmin });
    expect(deleted.status).toBe(403);
  });

  it('sets an entry code of 4 to 6 digits, removes it when left empty, and draws a random one', async () => {
    const live = (await lives()).list[0] as Live;
    const bad = await t.call('RoomVoice/roomVoiceSecret', { id: live.id, code: '12a4' }, { token: admin, lang: 'en-us' });
    expect(bad).toMatchObject({
      status: 400,
      msg: 'The code must be 4 to 6 digits',
      data: { errors: { code: 'The code must be 4 to 6 digits' } },
    });
    const zh = await t.call('RoomVoice/roomVoiceSecret', { id: live.id, code: '123' }, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, msg: '密码必须是4-6位数字' });
    const set = await t.call<Live>('RoomVoice/roomVoiceSecret', { id: live.id, code: '4321' }, { token: admin });
    expect(set.data.code).toBe('4321');
    const log = (await t.logRows(`action = 'roomVoiceSecret' AND target_id = $1`, [String(live.id)])).at(-1);
    expect(log).toMatchObject({
      result: 'ok',
      before: expect.objectContaining({ code: live.code }),
      after: expect.objectContaining({ code: '4321' }),
    });
    const cleared = await t.call<Live>('RoomVoice/roomVoiceSecret', { id: live.id, code: '' }, { token: admin });
    expect(cleared.data.code).toBe('');
    const drawn = await t.call<Live>('RoomVoice/setCodeRand', { id: live.id }, { token: admin });
    expect(drawn.data.code).toMatch(/^\d{6}$/);
  });

  it('recommends a live and deletes one', async () => {
    const live = (await lives({ recommended: false })).list[0] as Live;
    const on = await t.call<Live>('RoomVoice/liveRecommend', { id: live.id, recommended: true }, { token: admin });
    expect(on.data.recommended).toBe(true);
    const before = (await lives()).total;
    const deleted = await t.call('RoomVoice/roomVoiceDelete', { ids: live.id }, { token: admin });
    expect(deleted).toMatchObject({ status: 200, data: { deleted: 1 } });
    expect((await lives()).total).toBe(before - 1);
  });
});

describe('video sources', () => {
  const save = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us', token = admin) =>
    t.call<Source>('RoomVoice/videoSourceSave', body, { token, lang });

  it('takes only an http(s) address, with a message in both languages, and changes nothing otherwise', async () => {
    const count = async () => (await t.call<Page<Source>>('RoomVoice/videoSourceList', {}, { token: admin })).data.total;
    const before = await count();
    for (const url of ['ftp://example.com/a', 'example.com/live', 'javascript:alert(1)', 'https://']) {
      const refused = await save({ name: 'Bad', url, region_id: 1 });
      expect(refused).toMatchObject({
        status: 400,
        msg: 'The video address must be a valid URL starting with http:// or https://',
        data: { errors: { url: 'The video address must be a valid URL starting with http:// or https://' } },
      });
    }
    expect((await save({ name: 'Bad', url: 'rtmp://x', region_id: 1 }, 'zh-cn')).msg).toBe(
      '视频地址必须是以 http:// 或 https:// 开头的有效网址',
    );
    expect(await count()).toBe(before);
    const saved = await save({ name: 'Sports', url: 'https://video.example.com/s.m3u8', region_id: 1 });
    expect(saved.data).toMatchObject({ name: 'Sports', banned: false, region_id: 1 });
    const edited = await t.call<Source>(
      'RoomVoice/videoSourceUpdate',
      { id: saved.data.id, name: 'Sports 2', url: 'ftp://nope' },
      { token: admin, lang: 'en-us' },
    );
    expect(edited.status).toBe(400);
    const ok = await t.call<Source>(
      'RoomVoice/videoSourceUpdate',
      { id: saved.data.id, name: 'Sports 2', url: 'http://v.example.org/2' },
      { token: admin },
    );
    expect(ok.data).toMatchObject({ name: 'Sports 2', url: 'http://v.example.org/2' });
  });

  it('bans a source after the re-check with a reason, once, logged before and after', async () => {
    const source = (await save({ name: 'To ban', url: 'https://v.example.com/b', region_id: 3 })).data;
    const plain = await t.login('admin');
    expect((await t.call('RoomVoice/videoSourceBanned', { id: source.id, ban_reason: 'Piracy' }, { token: plain })).status).toBe(
      405,
    );
    const noReason = await t.call('RoomVoice/videoSourceBanned', { id: source.id }, { token: admin, lang: 'en-us' });
    expect(noReason).toMatchObject({ status: 400, data: { errors: { ban_reason: 'Cannot be empty' } } });
    const banned = await t.call<Source>('RoomVoice/videoSourceBanned', { id: source.id, ban_reason: 'Piracy' }, { token: admin });
    expect(banned.data).toMatchObject({ banned: true, ban_reason: 'Piracy' });
    const again = await t.call(
      'RoomVoice/videoSourceBanned',
      { id: source.id, ban_reason: 'Piracy' },
      { token: admin, lang: 'zh-cn' },
    );
    expect(again).toMatchObject({ status: 400, msg: '该视频源已被封禁' });
    const [log] = await t.logRows(`action = 'videoSourceBanned' AND result = 'ok' AND target_id = $1`, [String(source.id)]);
    expect(log).toMatchObject({
      before: expect.objectContaining({ banned: false }),
      after: expect.objectContaining({ banned: true }),
    });
    // Outside the country admin's region: neither listed nor banned by them.
    const theirs = await t.call<Page<Source>>('RoomVoice/videoSourceList', { pn: 200 }, { token: countryAdmin });
    expect(theirs.data.list.every((row) => row.region_id === 1)).toBe(true);
    expect(theirs.data.list.some((row) => row.id === source.id)).toBe(false);
    const other = (await save({ name: 'Other', url: 'https://v.example.com/o', region_id: 3 })).data;
    expect((await t.call('RoomVoice/videoSourceBanned', { id: other.id, ban_reason: 'x' }, { token: countryAdmin })).status).toBe(
      403,
    );
    const lines = await csvRows('RoomVoice/videoSourceListExport', {}, countryAdmin);
    expect(lines).toHaveLength(theirs.data.total + 1);
  });
});
