import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Entry = {
  id: number;
  member_id: number;
  user_no: number;
  nickname: string;
  region_id: number;
  game: string;
  reason: string;
  until: number | null;
  state: 'active' | 'ended';
  created_by_name: string;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
const list = async (input: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<Entry>>('Setting/gameBlackList', { pn: 100, ...input }, { token })).data;
const add = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Entry>('Setting/gameBlackAdd', body, { token, lang });
/** A member of the region (or outside it) no demo row or sample uses. */
const memberWhere = async (where: string) =>
  (await t.db.query(`SELECT id, user_no, region_id FROM member WHERE ${where} ORDER BY id OFFSET 5 LIMIT 1`)).rows[0] as {
    id: number;
    user_no: number;
    region_id: number;
  };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('game blacklist (Setting/gameBlackList, gameBlackAdd, gameBlackDelete)', () => {
  it('has demo entries over games and regions, active and ended, filtered by state and game', async () => {
    const { list: rows } = await list();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((row) => row.game)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.region_id)).size).toBeGreaterThan(1);
    expect(rows.some((row) => row.state === 'ended')).toBe(true);
    expect(rows.some((row) => row.until === null && row.state === 'active')).toBe(true);
    expect((await list({ state: 'ended' })).list.every((row) => row.state === 'ended')).toBe(true);
    expect((await list({ state: 'active' })).list.every((row) => row.state === 'active')).toBe(true);
    expect((await list({ game: 'ludo' })).list.every((row) => row.game === 'ludo')).toBe(true);
  });

  it('adds a member once per game, by user id or pretty id, and shows a lapsed bar as ended', async () => {
    const member = await memberWhere('region_id = 2');
    const until = t.clock.now() + 100;
    const entry = await add({ member_id: member.id, game: 'ludo', reason: 'Cheating', until });
    expect(entry).toMatchObject({
      status: 200,
      data: { member_id: member.id, user_no: member.user_no, region_id: 2, state: 'active', created_by_name: 'admin' },
    });
    const byPrettyId = await add({ member_id: member.user_no, game: 'turntable', reason: 'Refund abuse' });
    expect(byPrettyId.data).toMatchObject({ member_id: member.id, until: null });
    expect((await add({ member_id: member.id, game: 'ludo', reason: 'Again' })).status).toBe(400);
    t.clock.advance(100);
    const row = (await list({ member_id: member.id })).list.find((one) => one.id === entry.data.id);
    expect(row?.state).toBe('ended');
    expect((await t.call('Setting/gameBlackDelete', { ids: [entry.data.id] }, { token: admin })).status).toBe(200);
  });

  it('refuses an unknown member, an empty reason, a past end time and a repeat, in both languages, adding nothing', async () => {
    const member = await memberWhere('region_id = 3');
    const taken = await memberWhere('region_id = 0');
    await add({ member_id: taken.id, game: 'all', reason: 'Bot' });
    const before = (await list()).total;
    const refusals: [Record<string, unknown>, string, string, string][] = [
      [{ member_id: 999_999_999 }, 'member_id', 'This ID is invalid', '此ID无效'],
      [{ reason: '' }, 'reason', 'Cannot be empty', '不能为空'],
      [{ game: 'chess' }, 'game', 'Invalid option', '选项无效'],
      [{ until: t.clock.now() - 1 }, 'until', 'The end time must be in the future', '截止时间须晚于现在'],
      [{ member_id: taken.id }, 'member_id', 'duplicate', 'duplicate'],
    ];
    for (const [change, field, en, zh] of refusals) {
      const body = { member_id: member.id, game: 'all', reason: 'Cheating', ...change };
      const english = await add(body);
      expect(english.status, JSON.stringify(change)).toBe(400);
      const errors = (english.data as unknown as { errors: Record<string, string> }).errors;
      expect(errors[field], JSON.stringify(change)).toBeTruthy();
      if (en !== 'duplicate') {
        expect(errors[field]).toBe(en);
        expect((await add(body, admin, 'zh-cn')).data).toMatchObject({ errors: { [field]: zh } });
      }
    }
    const unknown = { member_id: 999_999_999, game: 'all', reason: 'Cheating' };
    expect((await add(unknown)).msg).toBe('Member 999999999 does not exist');
    expect((await add(unknown, admin, 'zh-cn')).msg).toBe('用户 999999999 不存在');
    expect((await list()).total).toBe(before);
  });

  it("keeps a country admin to their region's members (region 1)", async () => {
    const country = await t.login('country_admin');
    const seen = (await list({}, country)).list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.region_id === 1)).toBe(true);
    const outside = await memberWhere('region_id = 4');
    expect((await add({ member_id: outside.id, game: 'fruit', reason: 'Bot' }, country)).status).toBe(403);
    const outsideRow = (await list({ region_id: 0 })).list[0] as Entry;
    expect((await t.call('Setting/gameBlackDelete', { ids: [outsideRow.id] }, { token: country })).status).toBe(403);
    const inside = await memberWhere('region_id = 1');
    expect((await add({ member_id: inside.id, game: 'fruit', reason: 'Bot' }, country)).data).toMatchObject({ region_id: 1 });
  });
});
