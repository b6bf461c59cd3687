import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * A room's gift sends (roomRunningDetail and its export) and a member's hourly flow in a room
 * (coinAdd): the rows and sums equal the raw sends, names come from the member and gift catalogues,
 * and the demo country admin (region 1) sees only their region's rooms.
 */
type Send = {
  id: number;
  room_id: number;
  region_id: number;
  sent_at: number;
  sender_id: number;
  sender_name: string | null;
  receiver_id: number;
  gift_id: number;
  gift_name: string | null;
  coins: number;
};
type Flow = {
  member: { id: number; nickname: string };
  from: number;
  to: number;
  hours: {
    hour: number;
    sent_sends: number;
    sent_coins: number;
    received_sends: number;
    received_coins: number;
    received_diamonds: number;
  }[];
  totals: { sent_sends: number; sent_coins: number; received_coins: number; received_diamonds: number };
};
type Room = { id: number; region_id: number; owner_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let busy: Room;
let foreign: Room;

const one = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params)).rows[0] as T;
const busiest = (where: string) =>
  one<Room>(
    `SELECT r.id::int, r.region_id, r.owner_id::int FROM room r JOIN gift_send s ON s.room_id = r.id
     WHERE ${where} GROUP BY r.id ORDER BY count(*) DESC, r.id LIMIT 1`,
  );
const sends = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<{ list: Send[]; total: number }>('RoomRunningWater/roomRunningDetail', { pn: 200, ...body }, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  busy = await busiest('r.region_id = 1');
  foreign = await busiest('r.region_id <> 1');
});

describe('RoomRunningWater/roomRunningDetail', () => {
  it('lists a room’s sends newest first, as many as there are, with names of the catalogues', async () => {
    const reply = await sends({ room_id: busy.id });
    expect(reply.status, reply.msg).toBe(200);
    const count = await one<{ n: number }>('SELECT count(*)::int AS n FROM gift_send WHERE room_id = $1', [busy.id]);
    expect(reply.data.total).toBe(count.n);
    const [first, second] = reply.data.list as [Send, Send];
    expect(first.id).toBeGreaterThan(second.id);
    expect(reply.data.list.every((send) => send.room_id === busy.id)).toBe(true);
    const sender = await one<{ nickname: string }>('SELECT nickname FROM member WHERE id = $1', [first.sender_id]);
    expect(first.sender_name).toBe(sender.nickname);
    const gift = await one<{ name_en: string; name_zh: string }>('SELECT name_en, name_zh FROM gift WHERE id = $1', [
      first.gift_id,
    ]);
    expect(first.gift_name).toBe(gift.name_en);
    expect((await sends({ room_id: busy.id, pn: 1 }, admin, 'zh-cn')).data.list[0]?.gift_name).toBe(gift.name_zh);
  });

  it('filters by sender and by time, totals equal to the raw sends', async () => {
    const { list } = (await sends({ room_id: busy.id })).data;
    const sender = (list[0] as Send).sender_id;
    const bySender = await sends({ room_id: busy.id, sender_id: sender });
    const raw = await one<{ n: number }>('SELECT count(*)::int AS n FROM gift_send WHERE room_id = $1 AND sender_id = $2', [
      busy.id,
      sender,
    ]);
    expect(bySender.data.total).toBe(raw.n);
    const to = t.clock.now();
    const from = to - 7 * 86_400;
    const lastWeek = await sends({ room_id: busy.id, sent_at_from: from, sent_at_to: to });
    const rawWeek = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM gift_send WHERE room_id = $1 AND sent_at BETWEEN $2 AND $3',
      [busy.id, from, to],
    );
    expect(lastWeek.data.total).toBe(rawWeek.n);
  });

  it('shows a country admin the sends of their region’s rooms only, in the list and the export', async () => {
    const own = await sends({}, countryAdmin);
    expect(own.data.list.length).toBeGreaterThan(0);
    expect(own.data.list.every((send) => send.region_id === 1)).toBe(true);
    expect((await sends({ room_id: foreign.id }, countryAdmin)).data.total).toBe(0);
    expect((await sends({ room_id: foreign.id }, admin)).data.total).toBeGreaterThan(0);
    const empty = await t.call('RoomRunningWater/roomRunningDetailExport', { room_id: foreign.id }, { token: countryAdmin });
    expect(empty).toMatchObject({ status: 400, msg: 'The currently exported content is empty' });
    const file = await t.call<{ url: string; rows: number }>(
      'RoomRunningWater/roomRunningDetailExport',
      { room_id: busy.id },
      { token: countryAdmin },
    );
    expect(file.status, file.msg).toBe(200);
    expect(file.data.rows).toBe((await sends({ room_id: busy.id }, countryAdmin)).data.total);
  });
});

describe('RoomRunningWater/coinAdd (a member’s hourly flow in a room)', () => {
  it('sums what the member sent and received there per hour, equal to the raw sends', async () => {
    const member = busy.owner_id;
    const reply = await t.call<Flow>(
      'RoomRunningWater/coinAdd',
      { room_id: busy.id, user_id: member, days: 90 },
      { token: admin },
    );
    expect(reply.status, reply.msg).toBe(200);
    const { from, to, hours, totals } = reply.data;
    const raw = await one<{ sent: string; received: string; diamonds: string; n: number }>(
      `SELECT coalesce(sum(coins) FILTER (WHERE sender_id = $2), 0) AS sent, coalesce(sum(coins) FILTER (WHERE receiver_id = $2), 0) AS received,
         coalesce(sum(diamonds) FILTER (WHERE receiver_id = $2), 0) AS diamonds, count(*) FILTER (WHERE sender_id = $2)::int AS n
       FROM gift_send WHERE room_id = $1 AND sent_at BETWEEN $3 AND $4`,
      [busy.id, member, from, to],
    );
    expect(totals).toMatchObject({
      sent_coins: Number(raw.sent),
      received_coins: Number(raw.received),
      received_diamonds: Number(raw.diamonds),
      sent_sends: raw.n,
    });
    expect(totals.received_coins).toBeGreaterThan(0);
    expect(hours.reduce((sum, hour) => sum + hour.received_coins, 0)).toBe(totals.received_coins);
    expect(reply.data.member.id).toBe(member);
  });

  it('refuses an unknown member in both languages, and a room of another region to a country admin', async () => {
    const call = (lang: 'en-us' | 'zh-cn') =>
      t.call('RoomRunningWater/coinAdd', { room_id: busy.id, user_id: 999_999 }, { token: admin, lang });
    expect(await call('en-us')).toMatchObject({ status: 400, msg: 'No member has the id 999999' });
    expect(await call('zh-cn')).toMatchObject({ status: 400, msg: '没有ID为 999999 的用户' });
    const refused = await t.call(
      'RoomRunningWater/coinAdd',
      { room_id: foreign.id, user_id: foreign.owner_id },
      { token: countryAdmin },
    );
    expect(refused).toMatchObject({ status: 403 });
    const allowed = await t.call(
      'RoomRunningWater/coinAdd',
      { room_id: busy.id, user_id: busy.owner_id },
      { token: countryAdmin },
    );
    expect(allowed.status).toBe(200);
  });
});
