import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { type SampleEnv, sampleEnv } from '../../../test/samples.ts';

type Rows = { list: { summary: string }[] };

let t: TestApp;
let env: SampleEnv;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  env = await sampleEnv(t);
  admin = await t.loginRechecked('admin');
});

/** Calls an action as the super admin; it must succeed. */
async function act(key: string, body: Record<string, unknown>): Promise<void> {
  const reply = await t.call(key, body, { token: admin });
  expect(reply.status, `${key}: ${reply.msg}`).toBe(200);
}

/** The newest summary of an action as the Chinese and the English console read it, and as stored. */
async function summaryOf(key: string): Promise<{ zh: string; en: string; stored: string }> {
  const read = async (lang: 'zh-cn' | 'en-us') => {
    const reply = await t.call<Rows>('OperationLog/list', { action: key, result: 'ok' }, { token: admin, lang });
    return reply.data.list[0]?.summary ?? '';
  };
  const [module, action] = key.split('/');
  const rows = await t.logRows(`module = $1 AND action = $2 AND result = 'ok'`, [module, action]);
  return { zh: await read('zh-cn'), en: await read('en-us'), stored: String(rows.at(-1)?.summary) };
}

describe('summaries of the hand-written actions, in the reader’s language', () => {
  it('names staff, a built-in role by its kind, and an on/off choice by a word of the catalogue', async () => {
    await act('Admin/adminCreate', { username: 'log.reader', password: 'a long enough password', role_id: env.operatorRoleId });
    expect(await summaryOf('Admin/adminCreate')).toEqual({
      zh: '新增管理员 log.reader,角色为运营',
      en: 'Create admin log.reader as Operator',
      stored: 'Create admin log.reader as Operator',
    });
    await act('Admin/adminChangeStatus', { id: env.promoterId, status: 'disabled' });
    expect(await summaryOf('Admin/adminChangeStatus')).toMatchObject({ zh: '禁用管理员 promoter', en: 'Disable admin promoter' });
    await act('AdminModule/save', { admin_id: env.operatorId, action_key: 'OperationLog/list', enabled: true });
    expect(await summaryOf('AdminModule/save')).toMatchObject({
      zh: '允许 operator 使用「查询操作日志」',
      en: 'Enable "List operation log" for operator',
    });
    await act('PropsLimit/save', { admin_id: env.operatorId, prop_type: 'floating_screen', monthly_limit: 12 });
    expect(await summaryOf('PropsLimit/save')).toMatchObject({
      zh: '将 operator 每月可发放的飘屏设为 12 个',
      en: 'Set the monthly floating screen send limit of operator to 12',
    });
  });

  it('names a measure by its label and its reason and duration by words of the catalogue; typed reasons stay as typed', async () => {
    const member = env.memberOutsideRegion1;
    await act('Member/bannedId', { user_id: member, reason: 'other_app', duration: 'd30' });
    expect(await summaryOf('Member/bannedId')).toMatchObject({
      zh: '封禁账号(推广其他应用,30天)',
      en: 'Ban account (promoting another app, 30 days)',
    });
    await act('Member/unBannedId', { user_id: member, reason: 'appeal accepted' });
    expect(await summaryOf('Member/unBannedId')).toMatchObject({
      zh: '解封账号:appeal accepted',
      en: 'Lift account ban: appeal accepted',
    });
    await act('Member/deleteHoldProp', { user_id: member, id: env.heldPropId, reason: 'refund' });
    expect(await summaryOf('Member/deleteHoldProp')).toMatchObject({
      zh: `删除持有道具 Sample Car(#${env.heldPropId}):refund`,
      en: `Delete held prop Sample Car (#${env.heldPropId}): refund`,
    });
  });

  it('names member fields, in-app roles, regions and login channels by words of the catalogue', async () => {
    const member = env.memberOutsideRegion1;
    await act('Member/setMemberInfo', { user_id: member, gender: 2, province: 'Riyadh' });
    expect(await summaryOf('Member/setMemberInfo')).toMatchObject({ zh: '修改性别、省份', en: 'Change gender, province' });
    await act('Member/saveLevel', { user_id: member, level_type: 'charm', level: 40 });
    expect(await summaryOf('Member/saveLevel')).toMatchObject({ zh: '将魅力等级设为 40', en: 'Set charm level to 40' });
    await act('Member/setMemberRole', { user_id: member, kind: 'promoter', enabled: false });
    expect(await summaryOf('Member/setMemberRole')).toMatchObject({
      zh: `取消会员 ${member} 的推广员身份`,
      en: `Cancel Promoter for member ${member}`,
    });
    await act('Member/editRegion', { user_id: member, region_id: 2 });
    expect(await summaryOf('Member/editRegion')).toMatchObject({ zh: '移至华语区', en: 'Move to region Chinese' });
    await act('Member/userUnbind', { user_id: member, channel: 'google' });
    expect(await summaryOf('Member/userUnbind')).toMatchObject({ zh: '解绑谷歌登录', en: 'Unbind Google login' });
  });

  it('shows a row written before summaries had keys, or under a key this version does not know, as stored', async () => {
    await t.db.query(
      `INSERT INTO operation_log (created_at, admin_name, module, action, summary, summary_key, result, status)
       VALUES (1, 'old', 'Admin', 'adminUpdate', 'Edit admin from before', NULL, 'ok', 200),
              (2, 'old', 'Admin', 'adminResetPassword', 'A summary from a later version', 'from_the_future', 'ok', 200)`,
    );
    const read = async (action: string) => {
      const reply = await t.call<Rows>('OperationLog/list', { action, admin_name: 'old' }, { token: admin, lang: 'zh-cn' });
      return reply.data.list[0]?.summary;
    };
    expect(await read('Admin/adminUpdate')).toBe('Edit admin from before');
    expect(await read('Admin/adminResetPassword')).toBe('A summary from a later version');
  });
});
