import { Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Issue 31, Member specialList (menu 22002): the members the user page gave app roles, who set each
 * and when, scoped by the member's region.
 */
type Row = { id: number; user_id: number; region_id: number; kind: string; created_by_name: string; created_at: number };
type Page = { list: Row[]; total: number };

let t: TestApp;
let admin: string;

const list = (body: Record<string, unknown> = {}, token = admin) =>
  t.call<Page>('Member/specialList', { pn: 200, ...body }, { token });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
});

describe('members with app roles', () => {
  it('lists the demo roles of every kind, in several regions, with who set them', async () => {
    const page = await list();
    expect(page.status).toBe(200);
    expect(new Set(page.data.list.map((row) => row.kind))).toEqual(
      new Set(['promoter', 'agent', 'country_admin', 'super_admin']),
    );
    expect(new Set(page.data.list.map((row) => row.region_id)).size).toBeGreaterThan(2);
    expect(page.data.list.every((row) => row.created_by_name !== '')).toBe(true);
  });

  it('follows the user page: a role set is listed with who set it, a cancelled one is gone', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM member m WHERE status = 'normal' AND NOT EXISTS (SELECT 1 FROM member_role r WHERE r.member_id = m.id)
       ORDER BY id DESC LIMIT 1`,
    );
    const member = Number(rows[0]?.id);
    const set = await t.call('Member/setMemberRole', { user_id: member, kind: 'agent', enabled: true }, { token: admin });
    expect(set.status).toBe(200);
    expect((await list({ user_id: member })).data.list).toMatchObject([
      { user_id: member, kind: 'agent', created_by_name: 'admin', created_at: t.clock.now() },
    ]);
    await t.call('Member/setMemberRole', { user_id: member, kind: 'agent', enabled: false }, { token: admin });
    expect((await list({ user_id: member })).data.total).toBe(0);
  });

  it('still lists a role whose setter’s account is gone, without a name', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM member m WHERE status = 'normal' AND NOT EXISTS (SELECT 1 FROM member_role r WHERE r.member_id = m.id)
       ORDER BY id DESC OFFSET 1 LIMIT 1`,
    );
    const member = Number(rows[0]?.id);
    await t.db.query(`INSERT INTO member_role (member_id, kind, created_by, created_at) VALUES ($1, 'promoter', 999999, $2)`, [
      member,
      t.clock.now(),
    ]);
    expect((await list({ user_id: member })).data.list).toMatchObject([{ kind: 'promoter', created_by_name: '' }]);
  });

  it('keeps a country admin to their regions, and refuses a role without the screen', async () => {
    const all = await list();
    const country = await t.login('country_admin');
    const theirs = await list({}, country);
    expect(theirs.data.total).toBeGreaterThan(0);
    expect(theirs.data.total).toBeLessThan(all.data.total);
    expect(theirs.data.list.every((row) => row.region_id === 1)).toBe(true);
    expect((await list({ region_id: 3 }, country)).data.total).toBe(0);
    const operator = await t.login('operator');
    expect((await list({}, operator)).status).toBe(Status.forbidden);
    const exported = await t.call<{ rows: number }>('Member/specialListExport', {}, { token: country });
    expect(exported.data.rows).toBe(theirs.data.total);
  });
});
