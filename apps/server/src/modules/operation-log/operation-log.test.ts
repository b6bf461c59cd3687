import { actionKey, LOG_MODULE_WORDS } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Rows = {
  list: {
    admin_name: string;
    module: string;
    action: string;
    action_label: string;
    summary: string;
    result: string;
    created_at: number;
    target_id: string | null;
  }[];
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
    // From the test's start: the demo's staff actions (profile histories) are older.
    const early = await t.call<Rows>('OperationLog/list', { start_time: started, end_time: started + 50 }, { token: admin });
    expect(early.data.total).toBe(2);
    const target = await t.call<Rows>('OperationLog/list', { target_id: '1' }, { token: admin });
    expect(target.data.list.every((r) => r.target_id === '1')).toBe(true);
  });
});

describe('words staff read', () => {
  it('names each action by its label in the reader’s language; rows of actions since gone show their key and English', async () => {
    await t.db.query(
      `INSERT INTO operation_log (created_at, admin_name, module, action, summary, result, status)
       VALUES (1, 'old', 'Gone', 'away', 'An English summary of an action since removed', 'ok', 200)`,
    );
    const query = { admin_name: 'operator', action: 'Login/index', result: 'ok' };
    const zh = await t.call<Rows>('OperationLog/list', query, { token: admin, lang: 'zh-cn' });
    expect(zh.data.list[0]).toMatchObject({ module: 'Login', action: 'index', action_label: '登录' });
    const en = await t.call<Rows>('OperationLog/list', query, { token: admin, lang: 'en-us' });
    expect(en.data.list[0]).toMatchObject({ action_label: 'Sign in' });
    const old = await t.call<Rows>('OperationLog/list', { module: 'Gone' }, { token: admin });
    expect(old.data.list[0]).toMatchObject({
      action_label: 'Gone/away',
      summary: 'An English summary of an action since removed',
    });
  });

  it('reads keyed summaries in the reader’s language, with words of both languages as parameters; stores their English', async () => {
    const signIns = { admin_name: 'operator', action: 'Login/index', result: 'ok' };
    const zh = await t.call<Rows>('OperationLog/list', signIns, { token: admin, lang: 'zh-cn' });
    expect(zh.data.list[0]?.summary).toBe('登录');
    const en = await t.call<Rows>('OperationLog/list', signIns, { token: admin, lang: 'en-us' });
    expect(en.data.list[0]?.summary).toBe('Sign-in');

    await t.call('SensitiveWords/save', { word: 'oplog-word', region_id: 0 }, { token: admin });
    const saved = { module: 'SensitiveWords', action: 'save' };
    const zhSaved = await t.call<Rows>('OperationLog/list', saved, { token: admin, lang: 'zh-cn' });
    expect(zhSaved.data.list[0]?.summary).toBe('新增敏感词 "oplog-word"');
    const enSaved = await t.call<Rows>('OperationLog/list', saved, { token: admin, lang: 'en-us' });
    expect(enSaved.data.list[0]?.summary).toBe('Add sensitive word "oplog-word"');
    const [stored] = await t.logRows(`module = 'SensitiveWords' AND action = 'save'`);
    expect(stored).toMatchObject({ summary: 'Add sensitive word "oplog-word"', summary_key: 'add' });
  });

  it('offers every action by its label, grouped by module; every action has a label in both languages', async () => {
    const reply = await t.call<{ list: { module: string; action: string; label: string }[] }>(
      'OperationLog/actionList',
      {},
      { token: admin, lang: 'en-us' },
    );
    expect(reply.data.list).toContainEqual({ module: 'Login', action: 'index', label: 'Sign in' });
    const specs = [...t.app.registry.actions.values()].map((action) => action.spec);
    expect(reply.data.list).toHaveLength(specs.length);
    expect(specs.filter((spec) => !spec.label?.zh || !spec.label.en).map(actionKey)).toEqual([]);
  });

  it('cannot be changed through the API: its only mutating action is the export (which writes a row of its own)', () => {
    const specs = [...t.app.registry.actions.values()].map((action) => action.spec);
    expect(specs.filter((spec) => spec.module === 'OperationLog' && spec.mutates).map(actionKey)).toEqual([
      'OperationLog/listExport',
    ]);
  });
});

describe('the log in words', () => {
  it('has a word for every module the server has, in both languages', async () => {
    const reply = await t.call<{ list: { module: string }[] }>('OperationLog/actionList', {}, { token: admin });
    const modules = [...new Set(reply.data.list.map((one) => one.module))];
    const unnamed = modules.filter((module) => !(module in LOG_MODULE_WORDS));
    expect(unnamed).toEqual([]);
  });
});
