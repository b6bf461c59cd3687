import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { SAMPLE_BOUND, SAMPLE_REBIND, SAMPLE_UNBOUND } from '../../../test/samples/invite.ts';

type Invitation = {
  id: number;
  invitee_id: number;
  invitee_nickname: string;
  inviter_id: number;
  inviter_nickname: string;
  inviter_invitees: number;
  source: string;
  state: string;
  region_id: number;
  bound_at: number;
  unbind_reason: string;
};
type Report = { total: number; imported: number; skipped?: number; failed: { row: number; value: string; reason: string }[] };
type Lang = 'en-us' | 'zh-cn';
type Member = { id: number; user_no: number; region_id: number };

let t: TestApp;
let admin: string;
let country: string;
let promoter: string;
/** Members bound to no inviter, outside region 1 and in it, handed out one by one. */
let free: Member[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  country = await t.login('country_admin');
  promoter = await t.login('promoter');
  free = (
    await t.db.query<Member>(
      `SELECT id::int, user_no::int, region_id FROM member
       WHERE id NOT IN (SELECT invitee_id FROM invite WHERE state = 'bound') ORDER BY id DESC LIMIT 150`,
    )
  ).rows;
});

function draw(count: number, inRegion1 = false): Member[] {
  const picked = free.filter((member) => (member.region_id === 1) === inRegion1).slice(0, count);
  free = free.filter((member) => !picked.includes(member));
  if (picked.length < count) throw new Error('the fixture ran out of unbound members');
  return picked;
}

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<T>(`Invite/${action}`, body, { token, lang });
const list = async (body: Record<string, unknown> = {}, token = admin) =>
  (await call<{ list: Invitation[]; total: number }>('getListByPage', { pn: 200, ...body }, token)).data;
const inviteCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invite')).rows[0]?.n);
const bindFile = (body: Record<string, unknown>, content?: Buffer, token = admin, lang: Lang = 'en-us') =>
  t.call<Report & { report?: Report }>('Invite/bindInviteExcel', body, {
    token,
    lang,
    files: content ? [{ filename: 'invitees.xlsx', content }] : undefined,
  });

async function workbookOf(values: (string | number)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('invitees');
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the invitation list', () => {
  it('lists the demo invitations newest first with both nicknames and the inviter’s live invitees', async () => {
    const { list: rows, total } = await list();
    expect(total).toBe(100);
    expect(rows.map((row) => row.bound_at)).toEqual([...rows.map((row) => row.bound_at)].sort((a, b) => b - a));
    const first = rows.find((row) => row.id === SAMPLE_BOUND) as Invitation;
    const live = rows.filter((row) => row.inviter_id === first.inviter_id && row.state === 'bound').length;
    expect(first).toMatchObject({ state: 'bound', inviter_invitees: live });
    expect(first.invitee_nickname).not.toBe('');
    expect(first.inviter_nickname).not.toBe('');
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['manual', 'batch', 'app']));
    expect(rows.filter((row) => row.state === 'unbound').length).toBeGreaterThanOrEqual(10);
  });

  it('shows an inviter’s invitees on the detail tab', async () => {
    const { list: rows } = await list();
    const inviter = (rows[0] as Invitation).inviter_id;
    const detail = await t.call<{ list: { invitee_id: number; registered_at: number }[]; total: number }>(
      'Invite/getDetailByPage',
      { inviter_id: inviter, pn: 200 },
      { token: admin },
    );
    expect(detail.data.total).toBe(rows.filter((row) => row.inviter_id === inviter).length);
    expect(detail.data.list.every((row) => row.registered_at > 0)).toBe(true);
  });

  it('shows a country admin only their regions’ invitees, and the promoter region 10’s', async () => {
    const all = (await list()).list;
    const mine = await list({}, country);
    expect(mine.total).toBe(all.filter((row) => row.region_id === 1).length);
    expect(mine.list.every((row) => row.region_id === 1)).toBe(true);
    const promoted = await list({}, promoter);
    expect(promoted.total).toBe(all.filter((row) => row.region_id === 10).length);
    expect(promoted.total).toBeGreaterThan(0);
    const other = all.find((row) => row.region_id !== 1) as Invitation;
    const refused = await call('unbind', { id: other.id, reason: 'test' }, country);
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
  });
});

describe('Invite/addInvite', () => {
  it('binds an invitee to an inviter, by id or pretty number, in the invitee’s region, and logs it', async () => {
    const [invitee, inviter] = draw(2) as [Member, Member];
    const before = await t.logRows(`action = 'addInvite'`);
    const added = await call<Invitation>('addInvite', {
      invitee_id: invitee.user_no,
      inviter_id: inviter.id,
      remark: 'From the meetup',
    });
    expect(added).toMatchObject({ status: 200 });
    expect(added.data).toMatchObject({
      invitee_id: invitee.id,
      inviter_id: inviter.id,
      region_id: invitee.region_id,
      source: 'manual',
      state: 'bound',
    });
    expect((await t.logRows(`action = 'addInvite'`)).length).toBe(before.length + 1);
  });

  it('refuses each bad invitation with its message in both languages and adds nothing', async () => {
    const [invitee, inviter] = draw(2) as [Member, Member];
    const count = await inviteCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ inviter_id: inviter.id }, 'Invalid input, please check', '输入有误,请检查'],
      [{ invitee_id: invitee.id }, 'Invalid input, please check', '输入有误,请检查'],
      [{ invitee_id: 999_999, inviter_id: inviter.id }, 'Member 999999 does not exist', '用户 999999 不存在'],
      [{ invitee_id: invitee.id, inviter_id: 999_998 }, 'Member 999998 does not exist', '用户 999998 不存在'],
      [{ invitee_id: invitee.id, inviter_id: invitee.user_no }, 'A member cannot invite themself', '用户不能邀请自己'],
    ];
    for (const [body, en, zh] of refusals) {
      expect(await call('addInvite', body)).toMatchObject({ status: 400, msg: en });
      expect(await call('addInvite', body, admin, 'zh-cn')).toMatchObject({ status: 400, msg: zh });
    }
    expect((await call('addInvite', { inviter_id: inviter.id })).data).toEqual({ errors: { invitee_id: 'Cannot be empty' } });
    const bound = (await list({ state: 'bound' })).list[0] as Invitation;
    const twice = await call('addInvite', { invitee_id: bound.invitee_id, inviter_id: inviter.id });
    expect(twice).toMatchObject({
      status: 400,
      msg: `Member ${bound.invitee_id} is already bound to inviter ${bound.inviter_id}`,
      data: { errors: { invitee_id: 'This member is already bound' } },
    });
    expect((await call('addInvite', { invitee_id: bound.invitee_id, inviter_id: inviter.id }, admin, 'zh-cn')).msg).toBe(
      `用户 ${bound.invitee_id} 已被邀请人 ${bound.inviter_id} 绑定`,
    );
    expect(await inviteCount()).toBe(count);
  });

  it('binds a member once when two inviters are added at the same time', async () => {
    const [invitee, one, other] = draw(3) as [Member, Member, Member];
    const replies = await Promise.all([
      call('addInvite', { invitee_id: invitee.id, inviter_id: one.id }),
      call('addInvite', { invitee_id: invitee.id, inviter_id: other.id }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const live = await t.db.query(`SELECT 1 FROM invite WHERE invitee_id = $1 AND state = 'bound'`, [invitee.id]);
    expect(live.rows).toHaveLength(1);
  });

  it('refuses a country admin an invitee of another region, and lets them bind one of theirs', async () => {
    const [outside] = draw(1) as [Member];
    const [inside, insider] = draw(2, true) as [Member, Member];
    expect(await call('addInvite', { invitee_id: outside.id, inviter_id: insider.id }, country)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
    // Nor an inviter of another region (issue 27), named on the form's field.
    expect(await call('addInvite', { invitee_id: inside.id, inviter_id: outside.id }, country)).toMatchObject({
      status: 403,
      data: { errors: { inviter_id: `Member ${outside.id} is outside your regions` } },
    });
    const added = await call<Invitation>('addInvite', { invitee_id: inside.id, inviter_id: insider.id }, country);
    expect(added).toMatchObject({ status: 200, data: { region_id: 1, inviter_id: insider.id } });
  });
});

describe('unbinding, binding again and deleting', () => {
  it('unbinds with a reason, kept as history; a second unbinding and an unbinding without a reason are refused', async () => {
    const noReason = await call('unbind', { id: SAMPLE_BOUND, reason: '' });
    expect(noReason).toMatchObject({ status: 400, data: { errors: { reason: 'Cannot be empty' } } });
    const done = await call<Invitation>('unbind', { id: SAMPLE_BOUND, reason: 'Same device as the inviter' });
    expect(done.data).toMatchObject({ state: 'unbound', unbind_reason: 'Same device as the inviter' });
    expect(await call('unbind', { id: SAMPLE_BOUND, reason: 'again' })).toMatchObject({
      status: 400,
      msg: 'This invitation is already unbound',
    });
    expect((await call('unbind', { id: SAMPLE_BOUND, reason: 'again' }, admin, 'zh-cn')).msg).toBe('该邀请关系已解绑');
  });

  it('binds an unbound invitation again while its invitee has no other inviter', async () => {
    const again = await call<Invitation>('bindInvite', { id: SAMPLE_REBIND });
    expect(again.data).toMatchObject({ state: 'bound', unbind_reason: '' });
    expect(await call('bindInvite', { id: SAMPLE_REBIND })).toMatchObject({ status: 400, msg: 'This invitation is still bound' });
    // Unbound, then bound to another inviter: the old row cannot be bound again.
    const row = (await list()).list.find((invite) => invite.id === SAMPLE_REBIND) as Invitation;
    await call('unbind', { id: SAMPLE_REBIND, reason: 'Wrong inviter' });
    const [other] = draw(1) as [Member];
    expect(await call('addInvite', { invitee_id: row.invitee_id, inviter_id: other.id })).toMatchObject({ status: 200 });
    expect(await call('bindInvite', { id: SAMPLE_REBIND })).toMatchObject({
      status: 400,
      msg: `Member ${row.invitee_id} is already bound to inviter ${other.id}`,
    });
  });

  it('deletes an unbound invitation only; a bound one is unbound first', async () => {
    const bound = (await list({ state: 'bound' })).list[0] as Invitation;
    expect(await call('deleteInvite', { id: bound.id })).toMatchObject({
      status: 400,
      msg: 'This invitation is still bound; unbind it first',
    });
    expect((await call('deleteInvite', { id: bound.id }, admin, 'zh-cn')).msg).toBe('该邀请关系仍在绑定中,请先解绑');
    expect(await call('deleteInvite', { id: SAMPLE_UNBOUND })).toMatchObject({ status: 200 });
    expect((await list()).list.some((row) => row.id === SAMPLE_UNBOUND)).toBe(false);
  });
});

describe('Invite/bindInviteExcel', () => {
  it('refuses a file with bad rows with a report of each, binding none of it', async () => {
    const [inviter, good, good2] = draw(3) as [Member, Member, Member];
    const bound = (await list({ state: 'bound' })).list[0] as Invitation;
    const count = await inviteCount();
    const file = await workbookOf([good.id, 'abc', 999_999, inviter.id, bound.invitee_id, good2.user_no, good.id]);
    const en = await bindFile({ inviter_id: inviter.id }, file);
    expect(en).toMatchObject({ status: 400, msg: '5 rows could not be imported; nothing was changed' });
    expect(en.data.report).toEqual({
      total: 7,
      imported: 0,
      failed: [
        { row: 2, value: 'abc', reason: 'This ID is invalid' },
        { row: 3, value: '999999', reason: 'No such member' },
        { row: 4, value: String(inviter.id), reason: 'Is the inviter' },
        { row: 5, value: String(bound.invitee_id), reason: `Already bound to inviter ${bound.inviter_id}` },
        { row: 7, value: String(good.id), reason: 'Repeated in the file' },
      ],
    });
    const zh = await bindFile({ inviter_id: inviter.id, invitee_ids: `${good.id} ${good.id}` }, undefined, admin, 'zh-cn');
    expect(zh.msg).toBe('有 1 行无法导入,未做任何修改');
    expect(zh.data.report?.failed).toEqual([{ row: 2, value: String(good.id), reason: '文件中重复' }]);
    expect(await inviteCount()).toBe(count);
  });

  it('refuses a country admin’s rows of another region, an unknown inviter, and a file that is no xlsx', async () => {
    const [outside] = draw(1) as [Member];
    const [inside, inviter] = draw(2, true) as [Member, Member];
    const scoped = await bindFile({ inviter_id: inviter.id, invitee_ids: `${inside.id},${outside.id}` }, undefined, country);
    expect(scoped.data.report?.failed).toEqual([{ row: 2, value: String(outside.id), reason: 'No permission for this region' }]);
    expect(await bindFile({ inviter_id: 999_999, invitee_ids: String(inside.id) })).toMatchObject({
      status: 400,
      msg: 'Member 999999 does not exist',
    });
    const notXlsx = await bindFile({ inviter_id: inviter.id }, Buffer.from('id\n1\n'));
    expect(notXlsx).toMatchObject({ status: 400, msg: 'this file is not xlsx file, please upload xlsx file' });
    expect(await bindFile({ inviter_id: inviter.id })).toMatchObject({ status: 400 });
  });

  it('refuses a file of more than 5000 rows', async () => {
    const [inviter] = draw(1) as [Member];
    const many = await workbookOf(Array.from({ length: 5001 }, (_, n) => n + 1));
    expect(await bindFile({ inviter_id: inviter.id }, many)).toMatchObject({ status: 400, msg: 'At most 5000 IDs per file' });
  });

  it('binds every row of a good file in one go, as a batch, and logs it once', async () => {
    const [inviter, ...invitees] = draw(4) as Member[];
    const file = await workbookOf([(invitees[0] as Member).id, (invitees[1] as Member).user_no, (invitees[2] as Member).id]);
    const report = await bindFile({ inviter_id: (inviter as Member).id }, file);
    expect(report).toMatchObject({ status: 200, data: { total: 3, imported: 3, skipped: 0, failed: [] } });
    const rows = (await list({ inviter_id: (inviter as Member).id })).list;
    expect(rows.map((row) => row.invitee_id).sort()).toEqual(invitees.map((member) => member.id).sort());
    expect(rows.every((row) => row.source === 'batch' && row.state === 'bound')).toBe(true);
    const [log] = (await t.logRows(`action = 'bindInviteExcel' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'invite', target_id: String((inviter as Member).id) });
  });
});
