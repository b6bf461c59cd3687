import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import type { Queryable } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { listBatches, runList } from '../../engine/list/list.ts';
import { memberList } from './member-list.ts';

type Page = {
  list: { id: number; nickname: string; user_no: number; country_id: number; register_time: number }[];
  total: number;
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  await t.db.query(
    `UPDATE member SET nickname = 'Zz_Desert%Rose 1', email = 'Rose@Example.com', phone_region = '+966', phone = '500000001' WHERE id = 10000001`,
  );
});

const search = (body: Record<string, unknown>) => t.call<Page>('Member/memberList', body, { token: admin });

describe('member search', () => {
  it('finds by any part of the nickname from 3 characters, case-insensitive, wildcards literal', async () => {
    expect((await search({ nickname: 'desert%ro' })).data.list.map((m) => m.id)).toEqual([10000001]);
    expect((await search({ nickname: '%' })).data.total).toBe(0);
  });

  it('matches a prefix below 3 characters', async () => {
    const reply = await search({ nickname: 'zz', pn: 200 });
    expect(reply.data.list.map((m) => m.id)).toEqual([10000001]);
  });

  it('finds by id, pretty number, phone with region code, email, device and register IP', async () => {
    const { rows } = await t.db.query<{ user_no: number; device_id: string; register_ip: string }>(
      'SELECT user_no, device_id, register_ip FROM member WHERE id = 10000001',
    );
    const m = rows[0]!;
    expect((await search({ user_no: m.user_no })).data.list.map((r) => r.id)).toEqual([10000001]);
    expect((await search({ phone_region: '966', phone: '500000001' })).data.list.map((r) => r.id)).toEqual([10000001]);
    expect((await search({ phone_region: '+1', phone: '500000001' })).data.total).toBe(0);
    expect((await search({ email: 'rose@example.COM' })).data.list.map((r) => r.id)).toEqual([10000001]);
    expect((await search({ device_id: m.device_id })).data.list.map((r) => r.id)).toContain(10000001);
    expect((await search({ register_ip: m.register_ip })).data.list.map((r) => r.id)).toContain(10000001);
  });

  it('filters by country and register time range, and sorts by register time stably', async () => {
    const all = await search({ pn: 200, sort: 'register_time', order: 'asc' });
    const times = all.data.list.map((m) => m.register_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const [from, to] = [times[10]!, times[50]!];
    const ranged = await search({ register_from: from, register_to: to, pn: 200 });
    expect(ranged.data.list.every((m) => m.register_time >= from && m.register_time <= to)).toBe(true);
    const country = all.data.list[0]!.country_id;
    expect((await search({ country_id: country, pn: 200 })).data.list.every((m) => m.country_id === country)).toBe(true);
  });

  it('lists deregistered members by status', async () => {
    const reply = await search({ status: 'deregistered' });
    expect(reply.data.total).toBeGreaterThan(0);
  });

  it('follows renames and new members (triggers keep the searched nickname copy in step)', async () => {
    const renamed = await t.call('Member/saveNickname', { user_id: 10000002, nickname: 'Qx Renamed Falcon' }, { token: admin });
    expect(renamed.status).toBe(200);
    expect((await search({ nickname: 'renamed falc' })).data.list.map((m) => m.id)).toEqual([10000002]);
    await t.db.query(
      `INSERT INTO member (id, user_no, nickname, country_id, region_id, register_time)
       SELECT 19999999, 99999999, 'Qx Newcomer', country_id, region_id, register_time FROM member WHERE id = 10000002`,
    );
    expect((await search({ nickname: 'qx', pn: 200 })).data.list.map((m) => m.id)).toEqual([10000002, 19999999]);
    await t.db.query(`UPDATE member SET nickname = 'Plain' WHERE id = 19999999`);
    expect((await search({ nickname: 'newcomer' })).data.total).toBe(0);
  });

  it('reads only the member columns a row shows, for a page and for an export batch', async () => {
    const sent: string[] = [];
    const recording: Queryable = {
      query: (text, params, mode) => {
        sent.push(text);
        return t.db.query(text, params, mode);
      },
    };
    const ctx = { db: ormFor(recording), scope: { all: true } as const, principal: null, lang: 'en-us' as const, now: 0 };
    const page = await runList(ctx, memberList, { page: 1, pn: 10 });
    for await (const _ of listBatches(ctx, memberList, {}, 10)) break;
    const shown = new Set(Object.keys(page.list[0]!));
    for (const text of sent) {
      // The columns named in the select list (the live flags' subqueries name theirs unquoted).
      const selected = [...text.slice(0, text.indexOf(' from "member"')).matchAll(/"(\w+)"/g)].map((m) => m[1]!);
      expect(selected).toContain('nickname');
      expect(selected.filter((column) => !shown.has(column))).toEqual([]);
    }
    expect(sent).toHaveLength(2);
  });

  it.runIf(process.env.DATABASE_URL)(
    'serves nickname search from the trigram index (on PostgreSQL, where the planner is the real one)',
    async () => {
      await t.db.query('ANALYZE member_nickname');
      await t.db.query('SET enable_seqscan = off');
      for (const pattern of ['%desert%', 'zz%']) {
        const { rows } = await t.db.query<{ 'QUERY PLAN': string }>(
          'EXPLAIN SELECT member_id FROM member_nickname WHERE nickname_lower LIKE $1',
          [pattern],
        );
        expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('member_nickname_trgm_idx');
      }
    },
  );
});
