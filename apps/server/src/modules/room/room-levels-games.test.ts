import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../../../test/fixture-db.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Room levels, room games with their statistics, and room props (issue 31, SPEC §7 Room
 * findRoomLevelList, game list/set/isOn/delete/statistic, getPropList): tabs of room management.
 */
type Level = { id: number; level: number; name_en: string; experience: number; mic_seats: number; room_count: number };
type Game = { id: number; code: string; name_en: string; regions: number[]; is_on: boolean };
type Tally = { matches: number; players: number; coins: number };
type Statistic = { list: (Tally & { code: string })[]; days: (Tally & { day: string })[]; totals: Tally };

const DAY = 86_400;
let t: TestApp;
let admin: string;
let countryAdmin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
});

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Room/${action}`, body, { token, lang });
const levels = async () => (await call<{ list: Level[] }>('findRoomLevelList', { pn: 20 })).data.list;
const games = async (token = admin, body: Record<string, unknown> = {}) =>
  (await call<{ list: Game[] }>('roomGameList', { pn: 50, ...body }, token)).data.list;

describe('room levels', () => {
  it('lists the ten levels in order with the rooms at each', async () => {
    const list = await levels();
    expect(list.map((row) => row.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const { rows } = await t.db.query<{ level: number; n: number }>('SELECT level, count(*)::int AS n FROM room GROUP BY level');
    for (const row of list) expect(row.room_count).toBe(rows.find((r) => r.level === row.level)?.n ?? 0);
    expect(list.some((row) => row.room_count > 0)).toBe(true);
  });

  it('refuses experience not above the level below or not below the level above, naming its value, and changes nothing', async () => {
    const before = await levels();
    const four = before[3] as Level;
    const five = before[4] as Level;
    const six = before[5] as Level;
    const edit = { id: five.id, name_zh: '铂金', name_en: 'Platinum', mic_seats: 10, member_cap: 500 };
    const low = await call('roomLevelSave', { ...edit, experience: four.experience });
    expect(low.status).toBe(400);
    expect(low.msg).toBe(`Level 5 must need more experience than level 4 (${four.experience})`);
    const high = await call('roomLevelSave', { ...edit, experience: six.experience + 1 }, admin, 'zh-cn');
    expect(high.status).toBe(400);
    expect(high.msg).toBe(`等级 5 所需经验必须低于等级 6 的 ${six.experience}`);
    expect(await levels()).toEqual(before);
    const logged = await t.logRows("action = 'roomLevelSave' AND result = 'ok'");
    expect(logged).toHaveLength(0);
  });

  it('saves a level that keeps the order, and only an admin of every region may', async () => {
    const five = (await levels())[4] as Level;
    const body = {
      id: five.id,
      name_zh: '铂金',
      name_en: 'Platinum II',
      experience: five.experience + 1,
      mic_seats: 12,
      member_cap: 600,
    };
    const saved = await call<Level>('roomLevelSave', body);
    expect(saved.status, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ level: 5, name_en: 'Platinum II', experience: five.experience + 1, mic_seats: 12 });
    expect((await call('roomLevelSave', body, countryAdmin)).status).toBe(403);
  });
});

describe('room games', () => {
  it('adds a game, switches it off, finds it by its switch and deletes it', async () => {
    const icon = (await t.db.query<{ icon: string }>('SELECT icon FROM room_game LIMIT 1')).rows[0]?.icon;
    const body = { name_zh: '测试游戏', name_en: 'Test game', icon, code: 'test_game', regions: '0,1', sort: 5, is_on: true };
    const added = await call<Game>('roomGameSave', body);
    expect(added.status, added.msg).toBe(200);
    expect((await call('roomGameSave', { ...body, name_en: 'Again' })).status).toBe(400);
    const off = await call<Game>('roomGameIsOn', { id: added.data.id, is_on: false });
    expect(off.status, off.msg).toBe(200);
    expect(off.data.is_on).toBe(false);
    expect((await games(admin, { is_on: false })).map((game) => game.code)).toContain('test_game');
    expect((await games(admin, { is_on: true })).map((game) => game.code)).not.toContain('test_game');
    const deleted = await call<{ deleted: number }>('roomGameDelete', { ids: added.data.id });
    expect(deleted.status, deleted.msg).toBe(200);
    expect((await games()).map((game) => game.code)).not.toContain('test_game');
  });

  it('refuses to delete a game with matches on record, naming how many', async () => {
    const ludo = (await games()).find((game) => game.code === 'ludo') as Game;
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM developer_match WHERE game = 'ludo'");
    const reply = await call('roomGameDelete', { ids: ludo.id });
    expect(reply.status).toBe(400);
    expect(reply.msg).toBe(`Ludo has ${rows[0]?.n} matches on record and cannot be deleted: switch it off instead`);
    expect((await games()).map((game) => game.code)).toContain('ludo');
  });

  it('shows a country admin only the games of their region, and lets them change none shown elsewhere too', async () => {
    const theirs = await games(countryAdmin);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((game) => game.regions.includes(1))).toBe(true);
    expect(theirs.length).toBeLessThan((await games()).length);
    const shared = theirs.find((game) => game.regions.length > 1) as Game;
    expect((await call('roomGameIsOn', { id: shared.id, is_on: !shared.is_on }, countryAdmin)).status).toBe(403);
  });
});

describe('room game statistics', () => {
  // A window sixty days back, before every demo match: only the matches added here fall in it.
  const from = FIXTURE_NOW - 60 * DAY;
  const to = from + 2 * DAY;
  beforeAll(async () => {
    await t.db.query(
      `INSERT INTO developer_match (match_no, game, region_id, players, winner_id, result, stake, started_at, duration_seconds) VALUES
       ('T-1', 'ludo', 1, '11, 12', 11, 'finished', 100, $1, 600),
       ('T-2', 'ludo', 0, '12, 13, 14', 13, 'finished', 500, $1 + 90000, 600),
       ('T-3', 'domino', 1, '15, 16', 15, 'finished', 1000, $1 + 3600, 600),
       ('T-4', 'ludo', 1, '17, 18', 17, 'finished', 100, $1 - 1, 600),
       ('T-5', 'ludo', 1, '19, 20', 19, 'finished', 100, $2 + 1, 600)`,
      [from, to],
    );
  });

  it('counts the matches, players and coins of each game in the period and none outside it', async () => {
    const reply = await call<Statistic>('roomGameStatistic', { started_at_from: from, started_at_to: to });
    expect(reply.status, reply.msg).toBe(200);
    const ludo = reply.data.list.find((row) => row.code === 'ludo');
    expect(ludo).toMatchObject({ matches: 2, players: 4, coins: 100 * 2 + 500 * 3 });
    expect(reply.data.list.find((row) => row.code === 'domino')).toMatchObject({ matches: 1, players: 2, coins: 2000 });
    expect(reply.data.totals).toEqual({ matches: 3, players: 6, coins: 3700 });
    const perDay = reply.data.days.reduce((sum, day) => sum + day.matches, 0);
    expect(perDay).toBe(3);
    expect(reply.data.days.filter((day) => day.matches > 0).length).toBe(2);
  });

  it('counts the demo matches of the last days', async () => {
    const reply = await call<Statistic>('roomGameStatistic', {
      started_at_from: FIXTURE_NOW - 5 * DAY,
      started_at_to: FIXTURE_NOW,
    });
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM developer_match WHERE started_at BETWEEN $1 AND $2',
      [FIXTURE_NOW - 5 * DAY, FIXTURE_NOW],
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(reply.data.totals.matches).toBe(rows[0]?.n);
  });

  it("counts a country admin's region only", async () => {
    const reply = await call<Statistic>(
      'roomGameStatistic',
      { started_at_from: from, started_at_to: to, code: 'ludo' },
      countryAdmin,
    );
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.list.map((row) => row.code)).toEqual(['ludo']);
    expect(reply.data.totals).toEqual({ matches: 1, players: 2, coins: 200 });
  });
});

describe('room props', () => {
  it('lists the props a room shows, with the members holding each now, by type and name', async () => {
    const reply = await call<{ list: { name: string; prop_type: string; holders: number }[]; total: number }>('getPropList', {
      pn: 100,
    });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.total).toBeGreaterThan(0);
    expect(reply.data.list.every((row) => ['car', 'headdress', 'bubble', 'floating_screen'].includes(row.prop_type))).toBe(true);
    const dragon = reply.data.list.find((row) => row.name === 'Golden Dragon');
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT member_id)::int AS n FROM member_prop WHERE name = 'Golden Dragon' AND prop_type = 'car'
       AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > $1)`,
      [t.clock.now()],
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(dragon?.holders).toBe(rows[0]?.n);
    const bubbles = await call<{ list: { prop_type: string }[] }>('getPropList', { prop_type: 'bubble' });
    expect(bubbles.data.list.length).toBeGreaterThan(0);
    expect(bubbles.data.list.every((row) => row.prop_type === 'bubble')).toBe(true);
    const named = await call<{ list: { name: string }[] }>('getPropList', { name: 'dragon' });
    expect(named.data.list.map((row) => row.name)).toEqual(['Golden Dragon']);
    expect((await call('getPropList', { prop_type: 'medal' })).status).toBe(400);
  });
});
