import { systemMessageActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { sendDueMessages } from './system-message.job.ts';

type Message = Record<string, unknown> & { id: number; region_id: number; title: string; sent_at: number };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let roomId: number;
const base = () => ({
  region_id: 1,
  title_zh: '测试消息',
  content_zh: '测试内容',
  title_en: 'Test message',
  content_en: 'Test content',
});
const list = async (input: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<Message>>('Message/systemMessageList', { pn: 200, ...input }, { token })).data;
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
const job = () => ({ db: t.db, now: () => t.clock.now(), signal: new AbortController().signal });

/** Calls in both languages and expects the same refusal in each; answers nothing. */
async function refusedInBoth(action: string, body: Record<string, unknown>, en: object, zh: object, token = admin) {
  const english = await t.call(action, body, { token, lang: 'en-us' });
  expect(english, `${action} ${JSON.stringify(body)}`).toMatchObject(en);
  const chinese = await t.call(action, body, { token, lang: 'zh-cn' });
  expect(chinese, `${action} ${JSON.stringify(body)}`).toMatchObject(zh);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  roomId = (await t.db.query<{ id: number }>('SELECT id FROM room ORDER BY id LIMIT 1')).rows[0]?.id as number;
});

describe('system messages (Message/systemMessageList, systemMessagePush, systemMessageDelete, systemMessageInfo)', () => {
  it('has forty demo messages over regions and months, searchable by title in any language, region and time', async () => {
    const { list: rows, total } = await list();
    expect(total).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.region_id)).size).toBeGreaterThan(8);
    expect(rows.some((row) => row.region_id === 98)).toBe(true);
    const months = new Set(rows.map((row) => new Date(row.sent_at * 1000).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    // Newest first; the title is in the reader's language.
    expect(rows[0]?.sent_at).toBeGreaterThanOrEqual(rows.at(-1)?.sent_at as number);
    const chinese = (await t.call<Page<Message>>('Message/systemMessageList', { title: '维护' }, { token: admin, lang: 'zh-cn' }))
      .data;
    expect(chinese.total).toBeGreaterThan(0);
    expect(chinese.list.every((row) => row.title === '系统维护通知')).toBe(true);
    expect((await list({ title: 'maintenance' })).list.every((row) => row.title === 'Maintenance notice')).toBe(true);
    expect((await list({ region_id: 3 })).list.every((row) => row.region_id === 3)).toBe(true);
    const now = t.clock.now();
    const recent = await list({ sent_at_from: now - 30 * 86_400, sent_at_to: now });
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBeLessThan(total);
    expect(recent.list.every((row) => row.sent_at >= now - 30 * 86_400)).toBe(true);
  });

  it('refuses each invalid message with its message in both languages, and sends nothing', async () => {
    const empty = { title_zh: '', content_zh: '', title_en: '', content_en: '' };
    const field = (errors: object, msg?: string) => ({ status: 400, ...(msg ? { msg } : {}), data: { errors } });
    const refusals: [Record<string, unknown>, object, object][] = [
      [
        empty,
        field({ title_zh: 'Title and content cannot be empty: write both in at least one language' }),
        field({ title_zh: '标题和内容不能为空,请至少填写一种语言的标题和内容' }),
      ],
      [
        { content_en: '' },
        field({ content_en: 'A language with a title needs content too' }),
        field({ content_en: '已填写标题的语言也须填写内容' }),
      ],
      [
        { title_ar: '', content_ar: 'مرحبا' },
        field({ title_ar: 'A language with content needs a title too' }),
        field({ title_ar: '已填写内容的语言也须填写标题' }),
      ],
      [
        { title_en: 'x'.repeat(51) },
        field({ title_en: 'Over the maximum number of characters' }),
        field({ title_en: '超出最大字符数' }),
      ],
      [
        { content_zh: '长'.repeat(501) },
        field({ content_zh: 'Over the maximum number of characters' }),
        field({ content_zh: '超出最大字符数' }),
      ],
      [{ region_id: undefined }, field({ region_id: 'Cannot be empty' }), field({ region_id: '不能为空' })],
      [{ region_id: 77 }, field({ region_id: 'Invalid option' }), field({ region_id: '选项无效' })],
      [
        { url: 'ftp://files.example.com/a' },
        field({ url: 'The URL must start with http:// or https:// and contain no spaces' }),
        field({ url: '链接须以 http:// 或 https:// 开头,且不含空格' }),
      ],
      [
        { jump_type: 'h5' },
        field({ url: 'The external link and H5 page jumps need a URL' }),
        field({ url: '跳转类型为外部链接或H5页面时须填写链接' }),
      ],
      [
        { jump_type: 'room' },
        field({ room_id: 'The room jump needs a room ID' }),
        field({ room_id: '跳转类型为房间时须填写房间ID' }),
      ],
      [
        { jump_type: 'room', room_id: 999_999_999 },
        { status: 400, msg: 'Room 999999999 does not exist' },
        { status: 400, msg: '房间 999999999 不存在' },
      ],
      [{ jump_type: 'popup' }, field({ jump_type: 'Invalid option' }), field({ jump_type: '选项无效' })],
    ];
    const before = await count('system_message');
    for (const [change, en, zh] of refusals) {
      const body = Object.fromEntries(Object.entries({ ...base(), ...change }).filter(([, value]) => value !== undefined));
      await refusedInBoth('Message/systemMessagePush', body, en, zh);
    }
    expect(await count('system_message')).toBe(before);
  });

  it('pushes a message at once: sent now by the caller, in the list, its details, then deleted', async () => {
    const pushed = await t.call<Message>(
      'Message/systemMessagePush',
      { ...base(), title_zh: '', content_zh: '', jump_type: 'url', url: 'https://example.com/news', region_id: 98 },
      { token: admin, lang: 'zh-cn' },
    );
    expect(pushed).toMatchObject({
      status: 200,
      data: { title: 'Test message', content: 'Test content', title_zh: '', region_id: 98, jump_type: 'url' },
    });
    expect(pushed.data).toMatchObject({ sent_at: t.clock.now(), created_by_name: 'admin', timed_message_id: null });
    const id = pushed.data.id;
    expect((await list()).list[0]?.id).toBe(id);
    expect((await t.call<Message>('Message/systemMessageInfo', { id }, { token: admin })).data).toMatchObject({
      id,
      url: 'https://example.com/news',
    });
    const room = await t.call<Message>(
      'Message/systemMessagePush',
      { ...base(), jump_type: 'room', room_id: roomId },
      { token: admin },
    );
    expect(room.data).toMatchObject({ jump_type: 'room', room_id: roomId });
    const [log] = await t.logRows(`action = 'systemMessagePush' AND target_id = $1`, [String(id)]);
    expect(log).toMatchObject({ module: 'Message', result: 'ok' });
    expect((await t.call('Message/systemMessageDelete', { ids: `${id},${room.data.id}` }, { token: admin })).status).toBe(200);
    expect((await list()).list.map((row) => row.id)).not.toContain(id);
  });

  it('keeps a country admin of region 1 to region 1: seen, pushed, deleted; all regions stay with super admins', async () => {
    const token = await t.login('country_admin');
    const seen = await list({}, token);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.list.every((row) => row.region_id === 1)).toBe(true);
    const foreign = (await list({ region_id: 3 })).list[0] as Message;
    const before = await count('system_message');
    const refusals: [string, Record<string, unknown>][] = [
      ['Message/systemMessagePush', { ...base(), region_id: 3 }],
      ['Message/systemMessagePush', { ...base(), region_id: 98 }],
      ['Message/systemMessageDelete', { ids: foreign.id }],
      ['Message/systemMessageInfo', { id: foreign.id }],
      ['Message/timedMessageSave', { ...base(), region_id: 98, send_at: t.clock.now() + 600 }],
    ];
    for (const [action, body] of refusals) {
      await refusedInBoth(
        action,
        body,
        { status: 403, msg: 'No permission for this region' },
        { status: 403, msg: '没有该区域的权限' },
        token,
      );
    }
    expect(await count('system_message')).toBe(before);
    const own = await t.call<Message>('Message/systemMessagePush', base(), { token });
    expect(own.data).toMatchObject({ region_id: 1, created_by_name: 'country_admin' });
    expect((await t.call('Message/systemMessageDelete', { ids: own.data.id }, { token })).status).toBe(200);
    const timed = (await t.call<Page<Message>>('Message/timedMessageList', { pn: 200 }, { token })).data;
    expect(timed.list.every((row) => row.region_id === 1)).toBe(true);
  });

  it('is held by the operator and the country admin (9000–9002)', async () => {
    const menu = systemMessageActions.timedMessages.menu as number;
    for (const username of ['operator', 'country_admin']) {
      const token = await t.login(username);
      expect((await t.call('Message/timedMessageList', {}, { token })).status, username).toBe(200);
      expect((await t.call('Message/systemMessageList', {}, { token })).status, username).toBe(200);
    }
    expect(menu).toBe(9002);
  });
});

describe('timed messages (Message/timedMessageList, timedMessageSave, timedMessageCancel)', () => {
  type Timed = Message & { state: string; send_at: number; system_message_id: number | null };
  const save = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    t.call<Timed>('Message/timedMessageSave', body, { token: admin, lang });
  const stateOf = async (id: number) => (await t.db.query('SELECT state FROM timed_message WHERE id = $1', [id])).rows[0]?.state;

  it('has demo messages in every state', async () => {
    const { list: rows } = (await t.call<Page<Timed>>('Message/timedMessageList', { pn: 200 }, { token: admin })).data;
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['pending', 'sent', 'cancelled']));
    expect(rows.filter((row) => row.state === 'sent').every((row) => row.system_message_id !== null)).toBe(true);
    const pending = (await t.call<Page<Timed>>('Message/timedMessageList', { state: 'pending' }, { token: admin })).data;
    expect(pending.list.every((row) => row.state === 'pending' && row.send_at > t.clock.now())).toBe(true);
  });

  it('refuses a send time not in the future, then sends a due message once, with its log row', async () => {
    const now = t.clock.now();
    const before = await count('timed_message');
    for (const sendAt of [now, now - 60]) {
      await refusedInBoth(
        'Message/timedMessageSave',
        { ...base(), send_at: sendAt },
        { status: 400, data: { errors: { send_at: 'The send time must be in the future' } } },
        { status: 400, data: { errors: { send_at: '发送时间须晚于当前时间' } } },
      );
    }
    await refusedInBoth(
      'Message/timedMessageSave',
      { ...base(), title_en: '', content_en: '', title_zh: '', content_zh: '', send_at: now + 60 },
      { status: 400, msg: 'Title and content cannot be empty: write both in at least one language' },
      { status: 400, msg: '标题和内容不能为空,请至少填写一种语言的标题和内容' },
    );
    expect(await count('timed_message')).toBe(before);

    const saved = (await save({ ...base(), send_at: now + 120 })).data;
    expect(saved).toMatchObject({ state: 'pending', sent_at: null, system_message_id: null, created_by_name: 'admin' });
    // Edited while pending: a new time, English only.
    const edited = await save({ id: saved.id, ...base(), title_zh: '', content_zh: '', send_at: now + 180 });
    expect(edited.data).toMatchObject({ send_at: now + 180, title_zh: '', title: 'Test message', state: 'pending' });

    t.clock.advance(179);
    expect(await sendDueMessages(job())).toEqual({ sent: 0 });
    t.clock.advance(1);
    // Two runs at once (two nodes' sweeps) and one after: one system message.
    const runs = await Promise.all([sendDueMessages(job()), sendDueMessages(job())]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await sendDueMessages(job())).toEqual({ sent: 0 });
    const { rows } = await t.db.query(
      'SELECT id, region_id, title_en, created_by_name, sent_at FROM system_message WHERE timed_message_id = $1',
      [saved.id],
    );
    expect(rows).toEqual([
      { id: expect.any(Number), region_id: 1, title_en: 'Test message', created_by_name: 'admin', sent_at: now + 180 },
    ]);
    const timed = (await t.call<Timed>('Message/timedMessageInfo', { id: saved.id }, { token: admin })).data;
    expect(timed).toMatchObject({ state: 'sent', sent_at: now + 180, system_message_id: rows[0]?.id });
    const logs = await t.logRows(`summary_key = 'timed_message_sent' AND target_id = $1`, [String(rows[0]?.id)]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ module: 'Message', action: 'systemMessagePush', admin_name: 'admin' });
    expect((await list()).list.find((row) => row.id === rows[0]?.id)).toMatchObject({ timed_message_id: saved.id });
  });

  it('edits and cancels only while pending, each other transition refused with its own message', async () => {
    const now = t.clock.now();
    const sent = (await save({ ...base(), send_at: now + 10 })).data;
    t.clock.advance(10);
    await sendDueMessages(job());
    const cancelled = (await save({ ...base(), send_at: now + 600 })).data;
    const cancel = await t.call<Timed>('Message/timedMessageCancel', { id: cancelled.id }, { token: admin });
    expect(cancel.data).toMatchObject({ state: 'cancelled', cancelled_by_name: 'admin', cancelled_at: t.clock.now() });
    const refusals: [string, Record<string, unknown>, string, string][] = [
      [
        'Message/timedMessageSave',
        { id: sent.id, ...base(), send_at: now + 900 },
        'This timed message has been sent and can no longer be edited',
        '该定时消息已发送,不能再编辑',
      ],
      [
        'Message/timedMessageSave',
        { id: cancelled.id, ...base(), send_at: now + 900 },
        'This timed message was cancelled and can no longer be edited',
        '该定时消息已取消,不能再编辑',
      ],
      [
        'Message/timedMessageCancel',
        { id: sent.id },
        'This timed message has been sent and cannot be cancelled',
        '该定时消息已发送,不能取消',
      ],
      ['Message/timedMessageCancel', { id: cancelled.id }, 'This timed message is already cancelled', '该定时消息已取消'],
    ];
    for (const [action, body, en, zh] of refusals) {
      await refusedInBoth(action, body, { status: 400, msg: en }, { status: 400, msg: zh });
    }
    expect([await stateOf(sent.id), await stateOf(cancelled.id)]).toEqual(['sent', 'cancelled']);
    // A cancelled message is never sent, even once its time has come.
    t.clock.advance(700);
    await sendDueMessages(job());
    expect(await stateOf(cancelled.id)).toBe('cancelled');
    expect((await t.db.query('SELECT id FROM system_message WHERE timed_message_id = $1', [cancelled.id])).rows).toEqual([]);
  });
});
