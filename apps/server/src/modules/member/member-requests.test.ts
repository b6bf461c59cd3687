import { Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Issue 31, Member numberApplyList and findComplainListByPage (menu 13010): two review queues whose
 * passing does what it means in the check's transaction: the number given (refused, naming it, when
 * another member uses it or it is locked), the SVIP given back; a country admin sees only their regions.
 */
type Row = Record<string, unknown> & { id: number; state: string; region_id: number };
type Page = { list: Row[]; total: number };

let t: TestApp;
let admin: string;
let other: string;
/** Members outside region 1 no demo request names, each test taking its own. */
let free: { id: number; user_no: number; region_id: number }[];

const call = <T = unknown>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Member/${action}`, body, { token, lang });

async function apply(member: { id: number; user_no: number; region_id: number }, number: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO number_application (member_id, region_id, previous_no, number, source, reason, created_at)
     VALUES ($1, $2, $3, $4, 'svip_privilege', 'test', $5) RETURNING id`,
    [member.id, member.region_id, member.user_no, number, t.clock.now()],
  );
  return Number(rows[0]?.id);
}
const userNoOf = async (id: number) =>
  Number((await t.db.query<{ user_no: number }>('SELECT user_no FROM member WHERE id = $1', [id])).rows[0]?.user_no);
const stateOf = async (table: string, id: number) =>
  (await t.db.query<{ state: string }>(`SELECT state FROM ${table} WHERE id = $1`, [id])).rows[0]?.state;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  other = await t.loginRechecked('admin');
  const { rows } = await t.db.query<{ id: number; user_no: number; region_id: number }>(
    `SELECT id, user_no, region_id FROM member m WHERE region_id <> 1 AND status = 'normal'
       AND NOT EXISTS (SELECT 1 FROM number_application a WHERE a.member_id = m.id)
       AND NOT EXISTS (SELECT 1 FROM svip_complaint c WHERE c.member_id = m.id)
     ORDER BY id DESC LIMIT 12`,
  );
  free = rows.map((row) => ({ id: Number(row.id), user_no: Number(row.user_no), region_id: row.region_id }));
});

describe('pretty-number applications', () => {
  it('lists the demo queue: pending, passed and refused, in several regions', async () => {
    const page = await call<Page>('numberApplyList', { pn: 100 });
    expect(new Set(page.data.list.map((row) => row.state))).toEqual(new Set(['pending', 'passed', 'refused']));
    expect(new Set(page.data.list.map((row) => row.region_id)).size).toBeGreaterThan(2);
  });

  it('passing gives the member the number, once, in one log row', async () => {
    const member = free[0]!;
    const id = await apply(member, '98761234');
    const passed = await call('numberApplyCheck', { ids: id, result: 'pass' });
    expect(passed).toMatchObject({ status: 200, data: { checked: 1 } });
    expect(await userNoOf(member.id)).toBe(98761234);
    expect(await t.logRows(`action = 'numberApplyCheck' AND target_id = $1`, [String(id)])).toMatchObject([{ result: 'ok' }]);
    // The member's profile history keeps the number they had, by the staff who passed it.
    const history = await t.db.query(
      `SELECT old_value, new_value, actor, admin_name FROM member_profile_history
        WHERE member_id = $1 AND field = 'user_no' AND changed_at = $2`,
      [member.id, t.clock.now()],
    );
    expect(history.rows).toEqual([
      { old_value: String(member.user_no), new_value: '98761234', actor: 'staff', admin_name: 'admin' },
    ]);
    const again = await call('numberApplyCheck', { ids: id, result: 'pass' });
    expect(again.status).toBe(Status.invalid);
  });

  it('refuses a number another member uses, naming both, in either language, and changes nothing', async () => {
    const [applicant, holder] = [free[1]!, free[2]!];
    const id = await apply(applicant, String(holder.user_no));
    const en = await call('numberApplyCheck', { ids: id, result: 'pass' });
    expect(en).toMatchObject({
      status: Status.invalid,
      msg: `Pretty number ${holder.user_no} is already used by member ${holder.id}; it cannot go to member ${applicant.id}`,
    });
    const zh = await call('numberApplyCheck', { ids: id, result: 'pass' }, admin, 'zh-cn');
    expect(zh.msg).toBe(`靓号 ${holder.user_no} 已被用户 ${holder.id} 使用,不能发放给用户 ${applicant.id}`);
    expect(await stateOf('number_application', id)).toBe('pending');
    expect(await userNoOf(applicant.id)).toBe(applicant.user_no);
  });

  it('refuses a whole batch when one number is locked, and one number twice in a batch', async () => {
    const [a, b, c] = [free[3]!, free[4]!, free[5]!];
    const fine = await apply(a, '98762345');
    const locked = await apply(b, '888888');
    const refused = await call('numberApplyCheck', { ids: `${fine},${locked}`, result: 'pass' });
    expect(refused.status).toBe(Status.invalid);
    expect(refused.msg).toContain('888888');
    expect(refused.msg).toContain('locked');
    expect(await stateOf('number_application', fine)).toBe('pending');
    expect(await userNoOf(a.id)).toBe(a.user_no);
    const twice = await apply(c, '98762345');
    const both = await call('numberApplyCheck', { ids: `${fine},${twice}`, result: 'pass' });
    expect(both.msg).toBe(`Pretty number 98762345 is already used by member ${a.id}; it cannot go to member ${c.id}`);
    expect(await userNoOf(a.id)).toBe(a.user_no);
  });

  it('refusing asks for a reason and gives nothing', async () => {
    const member = free[6]!;
    const id = await apply(member, '98763456');
    expect((await call('numberApplyCheck', { ids: id, result: 'refuse' })).status).toBe(Status.invalid);
    expect((await call('numberApplyCheck', { ids: id, result: 'refuse', reason: 'Kept for officials' })).status).toBe(200);
    expect(await userNoOf(member.id)).toBe(member.user_no);
    const [row] = (await call<Page>('numberApplyList', { user_id: member.id })).data.list;
    expect(row).toMatchObject({ state: 'refused', review_reason: 'Kept for officials', reviewed_by_name: 'admin' });
  });

  it('gives a number to one of two staff passing it at once, and refuses the other', async () => {
    const [a, b] = [free[7]!, free[8]!];
    const first = await apply(a, '98764567');
    const second = await apply(b, '98764567');
    const answers = await Promise.all([
      call('numberApplyCheck', { ids: first, result: 'pass' }, admin),
      call('numberApplyCheck', { ids: second, result: 'pass' }, other),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, Status.invalid]);
    const { rows } = await t.db.query('SELECT id FROM member WHERE user_no = 98764567');
    expect(rows).toHaveLength(1);
  });

  it('keeps a country admin to their regions', async () => {
    const country = await t.loginRechecked('country_admin');
    const theirs = await call<Page>('numberApplyList', { pn: 100 }, country);
    expect(theirs.data.total).toBeGreaterThan(0);
    expect(theirs.data.list.every((row) => row.region_id === 1)).toBe(true);
    const id = await apply(free[9]!, '98765678');
    expect((await call('numberApplyCheck', { ids: id, result: 'pass' }, country)).status).toBe(Status.forbidden);
    expect(await stateOf('number_application', id)).toBe('pending');
  });
});

describe('SVIP unfreeze complaints', () => {
  async function complain(member: { id: number; region_id: number }, level: number, days: number): Promise<number> {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO svip_complaint (member_id, region_id, svip_level, remaining_days, freeze_reason, frozen_at, content, created_at)
       VALUES ($1, $2, $3, $4, 'refund', $5, 'Not my refund', $5) RETURNING id`,
      [member.id, member.region_id, level, days, t.clock.now() - 86_400],
    );
    return Number(rows[0]?.id);
  }
  const svipOf = async (id: number) =>
    (
      await t.db.query<{ svip_level: number; svip_expires_at: number | null }>(
        'SELECT svip_level, svip_expires_at FROM member WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('lists the demo complaints, pending ones without a reviewer', async () => {
    const page = await call<Page>('findComplainListByPage', { pn: 100 });
    expect(new Set(page.data.list.map((row) => row.state))).toEqual(new Set(['pending', 'passed', 'refused']));
    const passed = page.data.list.find((row) => row.state === 'passed');
    expect(passed?.restored_until).toBeGreaterThan(0);
  });

  it('passing gives the frozen level back for the days it had left, never lowering what the member holds', async () => {
    const member = free[10]!;
    const id = await complain(member, 4, 12);
    expect((await call('complainCheck', { ids: id, result: 'pass' })).status).toBe(200);
    const until = t.clock.now() + 12 * 86_400;
    expect(await svipOf(member.id)).toMatchObject({ svip_level: 4, svip_expires_at: until });
    const [row] = (await call<Page>('findComplainListByPage', { user_id: member.id })).data.list;
    expect(row).toMatchObject({ state: 'passed', restored_until: until });

    const lower = await complain(member, 2, 3);
    expect((await call('complainCheck', { ids: lower, result: 'pass' })).status).toBe(200);
    expect(await svipOf(member.id)).toMatchObject({ svip_level: 4, svip_expires_at: until });
  });

  it('refuses a deregistered member’s complaint and changes nothing', async () => {
    const member = free[11]!;
    const id = await complain(member, 5, 9);
    await t.db.query(`UPDATE member SET status = 'deregistered' WHERE id = $1`, [member.id]);
    const refused = await call('complainCheck', { ids: id, result: 'pass' }, admin, 'zh-cn');
    expect(refused).toMatchObject({ status: Status.invalid, msg: `用户 ${member.id} 已注销,不能通过其申请` });
    expect(await stateOf('svip_complaint', id)).toBe('pending');
  });
});
