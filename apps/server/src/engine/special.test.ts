import { setTimeout as sleep } from 'node:timers/promises';
import { MenuIds, special } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { MODULES } from '../modules/index.ts';
import { members } from '../modules/member/member.tables.ts';
import { admins } from './auth/auth.tables.ts';
import { invalid } from './errors.ts';
import { implementSpecial } from './special.ts';

/**
 * One way to write a special action (issue 28 item 8): declared inputs (schema, references and the
 * web's form from one declaration), the target row in the caller's regions and locked, and the
 * operation-log row's target and answer written by the kit.
 */
const labels = {
  'zh-cn': { noun: '用户', fields: { note: '备注', room_id: '房间', strikes: '次数' } },
  en: { noun: 'member', fields: { note: 'Note', room_id: 'Room', strikes: 'Strikes' } },
};
const addStrikes = special({
  module: 'TestSpecial',
  action: 'addStrikes',
  summary: 'Add strikes to a member',
  label: { zh: '记过', en: 'Add strikes' },
  menu: MenuIds.memberDetail,
  target: { entity: 'member', field: 'user_id' },
  fields: {
    strikes: { kind: 'int', min: 1, max: 5, required: true },
    note: { kind: 'text', max: 20 },
    room_id: { kind: 'room' },
  },
  labels,
  output: z.object({ user_id: z.number().int(), ban_count: z.number().int() }),
});

/** A row of a table that is no region-scoped entity (a staff account), a text field naming a room, and text limits worded by the field. */
const noteAdmin = special({
  module: 'TestSpecial',
  action: 'noteAdmin',
  summary: 'Note something on a staff account',
  label: { zh: '备注账号', en: 'Note an account' },
  menu: MenuIds.memberDetail,
  target: { type: 'admin', field: 'admin_id' },
  fields: {
    note: { kind: 'text', min: 3, max: 20, required: true, missing: 'password_empty' },
    room_no: { kind: 'text', pattern: '\\d{1,12}' },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  labels,
  output: z.object({ username: z.string(), note: z.string() }),
});

/** A special action with slow work before the transaction (as a password's hash): its answer reaches the handler, its refusal is logged. */
const sealNote = special({
  module: 'TestSpecial',
  action: 'sealNote',
  summary: 'Seal a note on a staff account',
  label: { zh: '封存备注', en: 'Seal a note' },
  menu: MenuIds.memberDetail,
  target: { type: 'admin', field: 'admin_id' },
  fields: { note: { kind: 'text', max: 20, required: true } },
  labels,
  output: z.object({ sealed: z.string(), in_transaction: z.boolean() }),
});

/** Whether the connection the call is on is inside a transaction block: a savepoint is refused outside one. */
async function inTransaction(ctx: { sql: { query: (text: string) => Promise<unknown> } }) {
  try {
    await ctx.sql.query('SAVEPOINT probe');
    await ctx.sql.query('RELEASE SAVEPOINT probe');
    return true;
  } catch {
    return false;
  }
}

const testModule = {
  name: 'test-special',
  actions: [
    implementSpecial(addStrikes, {
      lock: members,
      run: async (input, ctx, row) => {
        // Read, wait, write: without the kit's lock two calls at once would both write from the same count.
        await sleep(50);
        const count = row.banCount + input.strikes;
        await ctx.sql.query('UPDATE member SET ban_count = $2 WHERE id = $1', [row.id, count]);
        if (input.note) ctx.audit({ message: { key: 'member_password' } });
        return { user_id: row.id, ban_count: count };
      },
    }),
    implementSpecial(noteAdmin, {
      lock: admins,
      run: async (input, _ctx, row) => ({ username: row.username, note: input.note }),
    }),
    implementSpecial(sealNote, {
      lock: admins,
      prepare: async (input, ctx) => {
        if (input.note === 'refuse') throw invalid('password_empty', { note: 'password_empty' });
        return { sealed: input.note.split('').reverse().join(''), inTransaction: await inTransaction(ctx) };
      },
      run: async (_input, _ctx, _row, prepared) => ({ sealed: prepared.sealed, in_transaction: prepared.inTransaction }),
    }),
  ],
};

let t: TestApp;
let admin: string;
let member: number;
let outside: number;

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, testModule] });
  admin = await t.loginRechecked('admin');
  const inside = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1');
  member = Number(inside.rows[0]!.id);
  const other = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1');
  outside = Number(other.rows[0]!.id);
});

const banCount = async (id: number) =>
  Number((await t.db.query<{ ban_count: number }>('SELECT ban_count FROM member WHERE id = $1', [id])).rows[0]!.ban_count);

describe('a special action', () => {
  it('is declared once: its spec checks the target, the inputs and their references, and keeps the declaration for the form', () => {
    expect(addStrikes).toMatchObject({
      mutates: true,
      permission: { menu: MenuIds.memberDetail },
      scope: { target: 'member', idField: 'user_id' },
      refs: { room_id: { entity: 'room', by: 'id' } },
    });
    expect(Object.keys(addStrikes.special.fields)).toEqual(['strikes', 'note', 'room_id']);
    expect(addStrikes.input.safeParse({ user_id: 1 }).success).toBe(false);
    expect(addStrikes.input.safeParse({ user_id: 1, strikes: '2' }).success).toBe(true);
  });

  it('refuses a bad input by its field, a missing target and one outside the caller’s regions, changing nothing', async () => {
    const before = await banCount(member);
    const bad = await t.call('TestSpecial/addStrikes', { user_id: member, strikes: 9 }, { token: admin });
    expect(bad.data).toEqual({ errors: { strikes: 'Value is too large' } });
    const missing = await t.call('TestSpecial/addStrikes', { user_id: 99_999_999, strikes: 1 }, { token: admin });
    expect(missing).toMatchObject({ status: 400, msg: 'No data' });
    const countryAdmin = await t.loginRechecked('country_admin');
    const refused = await t.call('TestSpecial/addStrikes', { user_id: outside, strikes: 1 }, { token: countryAdmin });
    expect(refused.status).toBe(403);
    expect(await banCount(member)).toBe(before);
  });

  it('writes the log row’s target and answer itself; the handler’s own entries win', async () => {
    const before = await banCount(member);
    const reply = await t.call('TestSpecial/addStrikes', { user_id: member, strikes: 2 }, { token: admin });
    expect(reply.data).toEqual({ user_id: member, ban_count: before + 2 });
    const [row] = (await t.logRows(`module = 'TestSpecial' AND result = 'ok'`)).slice(-1);
    expect(row).toMatchObject({ target_type: 'member', target_id: String(member), after: { ban_count: before + 2 } });
    await t.call('TestSpecial/addStrikes', { user_id: member, strikes: 1, note: 'with words' }, { token: admin });
    const [noted] = (await t.logRows(`module = 'TestSpecial' AND result = 'ok'`)).slice(-1);
    expect(noted).toMatchObject({ target_type: 'member', summary_key: 'member_password' });
  });

  it('hands the handler its row locked: two calls at once on one member both count', async () => {
    const before = await banCount(member);
    const replies = await Promise.all(
      [1, 2].map((strikes) => t.call('TestSpecial/addStrikes', { user_id: member, strikes }, { token: admin })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await banCount(member)).toBe(before + 3);
  });

  it('acts on a row of a table with no region (a staff account), logged under its declared type', async () => {
    const reply = await t.call('TestSpecial/noteAdmin', { admin_id: 1, note: 'checked' }, { token: admin });
    expect(reply.data).toEqual({ username: 'admin', note: 'checked' });
    const [row] = (await t.logRows(`module = 'TestSpecial' AND action = 'noteAdmin' AND result = 'ok'`)).slice(-1);
    expect(row).toMatchObject({ target_type: 'admin', target_id: '1' });
    const missing = await t.call('TestSpecial/noteAdmin', { admin_id: 999_999, note: 'checked' }, { token: admin });
    expect(missing).toMatchObject({ status: 400, msg: 'No data' });
  });

  it('runs the prepare step before the transaction, hands its answer to the handler, and logs its refusal against the target', async () => {
    const reply = await t.call('TestSpecial/sealNote', { admin_id: 1, note: 'abc' }, { token: admin });
    expect(reply.data).toEqual({ sealed: 'cba', in_transaction: false });
    const refused = await t.call('TestSpecial/sealNote', { admin_id: 1, note: 'refuse' }, { token: admin });
    expect(refused).toMatchObject({ status: 400, data: { errors: { note: 'Password cannot be empty' } } });
    const [row] = (await t.logRows(`module = 'TestSpecial' AND action = 'sealNote' AND result <> 'ok'`)).slice(-1);
    expect(row).toMatchObject({ target_type: 'admin', target_id: '1' });
  });

  it('words a missing and a too-short text as the field declares, and checks a room typed as text against the regions', async () => {
    const blank = await t.call('TestSpecial/noteAdmin', { admin_id: 1, note: '  ' }, { token: admin });
    expect(blank.data).toEqual({ errors: { note: 'Password cannot be empty' } });
    const short = await t.call('TestSpecial/noteAdmin', { admin_id: 1, note: 'ab' }, { token: admin });
    expect(short.data).toEqual({ errors: { note: 'Too short' } });
    const { rows } = await t.db.query<{ room_no: string }>('SELECT room_no FROM room WHERE region_id <> 1 ORDER BY id LIMIT 1');
    const countryAdmin = await t.loginRechecked('country_admin');
    const elsewhere = await t.call(
      'TestSpecial/noteAdmin',
      { admin_id: 1, note: 'checked', room_no: String(rows[0]!.room_no) },
      { token: countryAdmin },
    );
    expect(elsewhere.status).toBe(403);
  });
});
