import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';

type Rows = {
  list: { admin_name: string; module: string; action: string; result: string; created_at: number; target_id: string | null }[];
  total: number;
};

let t: TestApp;
let admin: string;
let started: number;
beforeAll(async () => {
  t = await startTestApp();
  started = t.clock.now();
  await t.login('operator');
  await t.call('Login/index', { username: 'operator', password: 'wrong' });
  t.clock.advance(100);
  admin = await t.login('admin');
});

describe('OperationLog/list', () => {
  it('filters by admin, module, action and result, newest first', async () => {
    const reply = await t.call<Rows>(
      'OperationLog/list',
      { admin_name: 'opera', module: 'Login', action: 'index' },
      { token: admin },
    );
    expect(reply.data.list.map((r) => r.result)).toEqual(['failed', 'ok']);
    const failed = await t.call<Rows>('OperationLog/list', { result: 'failed' }, { token: admin });
    expect(failed.data.list.every((r) => r.result === 'failed')).toBe(true);
  });

  it('filters by time range and target id', async () => {
    const late = await t.call<Rows>('OperationLog/list', { start_time: started + 50 }, { token: admin });
    expect(late.data.list.map((r) => r.admin_name)).toEqual(['admin']);
    const early = await t.call<Rows>('OperationLog/list', { end_time: started + 50 }, { token: admin });
    expect(early.data.total).toBe(2);
    const target = await t.call<Rows>('OperationLog/list', { target_id: '1' }, { token: admin });
    expect(target.data.list.every((r) => r.target_id === '1')).toBe(true);
  });

  it('pages with page and pn', async () => {
    for (let i = 0; i < 3; i++) await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token: admin });
    const first = await t.call<Rows>('OperationLog/list', { pn: 2, page: 1 }, { token: admin });
    const second = await t.call<Rows>('OperationLog/list', { pn: 2, page: 2 }, { token: admin });
    expect(first.data.list).toHaveLength(2);
    expect(first.data.total).toBe(6);
    expect(second.data.list[0]?.created_at).toBeLessThanOrEqual(first.data.list[1]!.created_at);
  });

  it('refuses a bad time filter with a localised field error', async () => {
    const reply = await t.call('OperationLog/list', { start_time: 'yesterday' }, { token: admin, lang: 'zh-cn' });
    expect(reply).toMatchObject({ status: 400, data: { errors: { start_time: '必须是数字' } } });
  });
});
