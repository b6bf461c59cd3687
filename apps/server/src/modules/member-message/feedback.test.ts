import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Feedback = {
  id: number;
  member_id: number;
  nickname: string;
  region_id: number;
  content: string;
  image_1: string | null;
  state: 'pending' | 'replied' | 'ignored';
  reply: string | null;
  handled_by_name: string | null;
  handled_at: number | null;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
const list = async (input: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<Feedback>>('Setting/feedbackList', { pn: 200, ...input }, { token })).data;
const repliesTo = async (id: number) =>
  (await t.db.query(`SELECT sender_id, receiver_id, content, source FROM private_message WHERE feedback_id = $1`, [id])).rows;
const stored = async (id: number) =>
  (await t.db.query('SELECT state, reply, handled_by_name FROM feedback WHERE id = $1', [id])).rows[0];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('member feedback (Setting/feedbackList, feedbackReply, feedbackIgnore)', () => {
  it('has demo feedback in every state, with screenshots, each reply also a private message', async () => {
    const { list: rows, total } = await list();
    expect(total).toBeGreaterThanOrEqual(30);
    for (const state of ['pending', 'replied', 'ignored'] as const) {
      const some = await list({ state });
      expect(some.total, state).toBeGreaterThan(0);
      expect(some.list.every((row) => row.state === state)).toBe(true);
    }
    expect(rows.some((row) => row.image_1 !== null)).toBe(true);
    const replied = (await list({ state: 'replied' })).list[0] as Feedback;
    expect(await repliesTo(replied.id)).toEqual([
      { sender_id: 10_000, receiver_id: replied.member_id, content: replied.reply, source: 'feedback_reply' },
    ]);
  });

  it('replies to a pending feedback and sends the reply to the member from 10000, in one transaction', async () => {
    const pending = (await list({ state: 'pending' })).list[0] as Feedback;
    const required = await t.call('Setting/feedbackReply', { id: pending.id, reply: ' ' }, { token: admin, lang: 'en-us' });
    expect(required).toMatchObject({ status: 400, data: { errors: { reply: 'Cannot be empty' } } });
    const tooLong = await t.call(
      'Setting/feedbackReply',
      { id: pending.id, reply: 'x'.repeat(501) },
      { token: admin, lang: 'zh-cn' },
    );
    expect(tooLong).toMatchObject({ status: 400, data: { errors: { reply: '超出最大字符数' } } });
    expect(await repliesTo(pending.id)).toEqual([]);
    const replied = await t.call<Feedback>(
      'Setting/feedbackReply',
      { id: pending.id, reply: 'Fixed in 3.9.2' },
      { token: admin },
    );
    expect(replied).toMatchObject({ status: 200, data: { state: 'replied', reply: 'Fixed in 3.9.2', handled_by_name: 'admin' } });
    expect(replied.data.handled_at).toBe(t.clock.now());
    expect(await repliesTo(pending.id)).toEqual([
      { sender_id: 10_000, receiver_id: pending.member_id, content: 'Fixed in 3.9.2', source: 'feedback_reply' },
    ]);
    const shown = await t.call<Page<{ source: string }>>(
      'Message/privateMessageList',
      { receiver_id: pending.member_id, source: 'feedback_reply' },
      { token: admin },
    );
    expect(shown.data.total).toBeGreaterThan(0);
    const log = (await t.logRows(`action = 'feedbackReply' AND target_id = $1`, [String(pending.id)])).at(-1);
    expect(log).toMatchObject({ before: { state: 'pending' }, after: { state: 'replied' } });
  });

  it('refuses every move out of a final state with its own message in both languages, changing nothing', async () => {
    const [first, second] = (await list({ state: 'pending' })).list as Feedback[];
    if (!first || !second) throw new Error('two pending demo feedbacks expected');
    await t.call('Setting/feedbackReply', { id: first.id, reply: 'Thanks' }, { token: admin });
    expect((await t.call<Feedback>('Setting/feedbackIgnore', { id: second.id }, { token: admin })).data.state).toBe('ignored');
    const moves: [string, number, Record<string, unknown>, string, string][] = [
      [
        'Setting/feedbackReply',
        first.id,
        { reply: 'Again' },
        'This feedback was already replied to',
        '该反馈已回复,不能再次回复',
      ],
      [
        'Setting/feedbackIgnore',
        first.id,
        {},
        'This feedback was already replied to and cannot be ignored',
        '该反馈已回复,不能忽略',
      ],
      [
        'Setting/feedbackReply',
        second.id,
        { reply: 'Late' },
        'This feedback was ignored and can no longer be replied to',
        '该反馈已忽略,不能再回复',
      ],
      ['Setting/feedbackIgnore', second.id, {}, 'This feedback was already ignored', '该反馈已经忽略'],
    ];
    const firstBefore = await stored(first.id);
    const secondBefore = await stored(second.id);
    for (const [action, id, input, en, zh] of moves) {
      expect(await t.call(action, { id, ...input }, { token: admin, lang: 'en-us' }), action).toMatchObject({
        status: 400,
        msg: en,
      });
      expect(await t.call(action, { id, ...input }, { token: admin, lang: 'zh-cn' }), action).toMatchObject({
        status: 400,
        msg: zh,
      });
    }
    expect(await stored(first.id)).toEqual(firstBefore);
    expect(await stored(second.id)).toEqual(secondBefore);
    expect(await repliesTo(first.id)).toHaveLength(1);
    expect(await repliesTo(second.id)).toEqual([]);
  });

  it('keeps a country admin of region 1 to their members’ feedback; the operator holds none', async () => {
    const token = await t.login('country_admin');
    const seen = await list({}, token);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.list.every((row) => row.region_id === 1)).toBe(true);
    const foreign = (await list({ state: 'pending' })).list.find((row) => row.region_id !== 1) as Feedback;
    const refused = await t.call('Setting/feedbackReply', { id: foreign.id, reply: 'Hi' }, { token, lang: 'en-us' });
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
    expect(await t.call('Setting/feedbackIgnore', { id: foreign.id }, { token })).toMatchObject({ status: 403 });
    expect(await stored(foreign.id)).toMatchObject({ state: 'pending', reply: null });
    expect(await repliesTo(foreign.id)).toEqual([]);
    const own = seen.list.find((row) => row.state === 'pending');
    if (own) expect((await t.call<Feedback>('Setting/feedbackIgnore', { id: own.id }, { token })).data.state).toBe('ignored');
    expect((await t.call('Setting/feedbackList', {}, { token: await t.login('operator') })).status).toBe(403);
  });
});
