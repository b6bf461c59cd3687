import { RECHECK_ONE_ACTION_SECONDS } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';

/** SPEC §6 per-operation password check: role changes and super-admin grants ask every time. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

interface Asked {
  reason: string;
  action: string;
  request: string;
}

const recheck = (token: string, call?: { action: string; request: string }, lang: 'zh-cn' | 'en-us' = 'en-us') =>
  t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD, ...call }, { token, lang });

const saveRole = (token: string, name: string, menuIds = '25000', lang: 'zh-cn' | 'en-us' = 'en-us') =>
  t.call<Asked & { id: number }>('Role/roleSave', { name, menu_ids: menuIds }, { token, lang });

async function rolesNamed(name: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM role WHERE name = $1', [name]);
  return rows[0]?.n ?? 0;
}

describe('an action that asks for the password every time', () => {
  it('is not served by the 10-minute window, says so in both languages, and changes nothing', async () => {
    const token = await t.login('admin');
    expect((await recheck(token)).status).toBe(200);
    // A sensitive action is served by the window...
    const window = await t.call('PropsLimit/save', { admin_id: 3, prop_type: 'car', monthly_limit: 5 }, { token });
    expect(window.status).toBe(200);
    // ...a role change is not.
    const en = await saveRole(token, 'Each time A');
    expect(en).toMatchObject({ status: 405, msg: 'This action asks for your password every time' });
    expect(en.data).toEqual({ reason: 'REAUTH_REQUIRED', action: 'Role/roleSave', request: expect.any(String) });
    const zh = await saveRole(token, 'Each time A', '25000', 'zh-cn');
    expect(zh).toMatchObject({ status: 405, msg: '此操作每次都需再次输入密码' });
    expect(await rolesNamed('Each time A')).toBe(0);
  });

  it('runs the call a re-check was made for, once, then asks again', async () => {
    const token = await t.login('admin');
    await t.recheckFor('Role/roleSave', { name: 'Each time B', menu_ids: '25000' }, token);
    const saved = await saveRole(token, 'Each time B');
    expect(saved.status).toBe(200);
    expect((await saveRole(token, 'Each time B2')).status).toBe(405);
    expect(await rolesNamed('Each time B2')).toBe(0);
    const logged = await t.logRows(`module = 'Role' AND action = 'roleSave' AND target_id = $1`, [String(saved.data.id)]);
    expect(logged.map((row) => row.result)).toEqual(['ok']);
  });

  it('serves no other call: other input, another action, after two minutes, or after a later plain re-check', async () => {
    const token = await t.login('admin');
    await t.recheckFor('Role/roleSave', { name: 'Each time C', menu_ids: '25000' }, token);
    expect((await saveRole(token, 'Each time C', '25000,25001')).status).toBe(405);
    expect((await t.call('Role/roleDelete', { id: 99999 }, { token })).status).toBe(405);
    // The re-check for the first call is still unspent, but its two minutes are over.
    t.clock.advance(RECHECK_ONE_ACTION_SECONDS + 1);
    expect((await saveRole(token, 'Each time C')).status).toBe(405);

    await t.recheckFor('Role/roleSave', { name: 'Each time C', menu_ids: '25000' }, token);
    await recheck(token);
    expect((await saveRole(token, 'Each time C')).status).toBe(405);
    expect(await rolesNamed('Each time C')).toBe(0);
  });

  it('keeps it when the change is refused (nothing changed), for that same call only', async () => {
    const token = await t.login('admin');
    // A menu id the menu does not declare: the handler refuses it and the transaction, spend included, rolls back.
    await t.recheckFor('Role/roleSave', { name: 'Each time D', menu_ids: '999999' }, token);
    expect((await saveRole(token, 'Each time D', '999999')).status).toBe(400);
    expect((await saveRole(token, 'Each time D')).status).toBe(405);
    expect(await rolesNamed('Each time D')).toBe(0);
  });

  it('lets one of two identical calls sent at once with one re-check run', async () => {
    const token = await t.login('admin');
    await t.recheckFor('Role/roleSave', { name: 'Each time E', menu_ids: '25000' }, token);
    const replies = await Promise.all([saveRole(token, 'Each time E'), saveRole(token, 'Each time E')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 405]);
    expect(await rolesNamed('Each time E')).toBe(1);
  });

  it('re-checks only for an action that asks every time, with its call, naming the field in both languages', async () => {
    const token = await t.login('admin');
    const en = await recheck(token, { action: 'Member/saveNickname', request: 'x' });
    expect(en.status).toBe(400);
    expect(en.data).toEqual({ errors: { action: 'No action that asks for the password every time has this name' } });
    const zh = await recheck(token, { action: 'Nope/nothing', request: 'x' }, 'zh-cn');
    expect(zh.data).toEqual({ errors: { action: '没有需要每次验证密码的该操作' } });
    const noCall = await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD, action: 'Role/roleSave' }, { token });
    expect(noCall.status).toBe(400);
    expect(noCall.data).toEqual({ errors: { request: expect.any(String) } });
    expect((await saveRole(token, 'Each time F')).status).toBe(405);
  });

  it('covers role changes, super-admin grants and refunds', () => {
    const asking = [...t.app.registry.actions.values()].filter((action) => action.spec.recheckEachTime);
    expect(asking.map((action) => `${action.spec.module}/${action.spec.action}`).sort()).toEqual([
      'Admin/adminCreate',
      'Admin/adminUpdate',
      'Member/setMemberRole',
      'Refund/refundRecover',
      'Role/roleDelete',
      'Role/roleSave',
    ]);
  });
});
