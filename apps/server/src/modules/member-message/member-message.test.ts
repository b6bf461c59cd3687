import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Message = {
  id: number;
  sender_id: number;
  receiver_id: number;
  receiver_nickname: string;
  region_id: number;
  content: string;
  url: string | null;
  source: string;
  created_by_name: string;
  created_at: number;
};
type ScreenLine = {
  id: number;
  room_no: number;
  room_name: string;
  region_id: number;
  content: string;
  color: string;
  pin_seconds: number;
};
type Page<T> = { list: T[]; total: number };
type Refusal = [Record<string, unknown>, string, string, Record<string, string>?, Record<string, string>?];

let t: TestApp;
let admin: string;
let inRegion1: number;
let outside: number;
let roomIn1: number;
let roomOutside: number;
const UNKNOWN = 987_654_321;

const messages = async (input: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<Message>>('Message/privateMessageList', { pn: 200, ...input }, { token })).data;
const lines = async (input: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<ScreenLine>>('Message/roomScreenList', { pn: 200, ...input }, { token })).data;
const count = async (table: string) => Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);

/** Each refusal answers its message (and field error) in both languages and writes nothing. */
async function expectRefused(action: string, table: string, base: Record<string, unknown>, refusals: Refusal[]) {
  const before = await count(table);
  for (const [change, en, zh, enErrors, zhErrors] of refusals) {
    const body = { ...base, ...change };
    const english = await t.call(action, body, { token: admin, lang: 'en-us' });
    expect(english, JSON.stringify(change)).toMatchObject({
      status: 400,
      msg: en,
      ...(enErrors ? { data: { errors: enErrors } } : {}),
    });
    const chinese = await t.call(action, body, { token: admin, lang: 'zh-cn' });
    expect(chinese, JSON.stringify(change)).toMatchObject({
      status: 400,
      msg: zh,
      ...(zhErrors ? { data: { errors: zhErrors } } : {}),
    });
  }
  expect(await count(table)).toBe(before);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const member = async (where: string) =>
    Number((await t.db.query(`SELECT id FROM member WHERE ${where} ORDER BY id LIMIT 1`)).rows[0]?.id);
  inRegion1 = await member('region_id = 1');
  outside = await member('region_id <> 1');
  const room = async (where: string) =>
    Number((await t.db.query(`SELECT room_no FROM room WHERE ${where} ORDER BY id LIMIT 1`)).rows[0]?.room_no);
  roomIn1 = await room('region_id = 1');
  roomOutside = await room('region_id <> 1');
});

describe('private messages (Message/privateMessageList, privateMessageSend)', () => {
  it('lists dozens of sent messages, searchable by receiver, sender, source, content and time', async () => {
    const { list, total } = await messages();
    expect(total).toBeGreaterThanOrEqual(40);
    expect(new Set(list.map((m) => m.region_id)).size).toBeGreaterThan(1);
    expect(list.some((m) => m.sender_id === 10_000) && list.some((m) => m.sender_id !== 10_000)).toBe(true);
    expect(list.some((m) => m.source === 'feedback_reply')).toBe(true);
    const one = list[5] as Message;
    expect((await messages({ receiver_id: one.receiver_id })).list.every((m) => m.receiver_id === one.receiver_id)).toBe(true);
    expect((await messages({ sender_id: 10_000 })).list.every((m) => m.sender_id === 10_000)).toBe(true);
    expect((await messages({ content: 'ramadan' })).list.every((m) => /ramadan/i.test(m.content))).toBe(true);
    const window = await messages({ created_at_from: one.created_at, created_at_to: one.created_at });
    expect(window.list.map((m) => m.id)).toContain(one.id);
    expect(window.list.every((m) => m.created_at === one.created_at)).toBe(true);
  });

  it('refuses each invalid send with its message in both languages, and sends nothing', async () => {
    await expectRefused('Message/privateMessageSend', 'private_message', { receiver_id: outside, content: 'Hello' }, [
      [
        { content: '' },
        'Invalid input, please check',
        '输入有误,请检查',
        { content: 'Cannot be empty' },
        { content: '不能为空' },
      ],
      [
        { content: 'x'.repeat(501) },
        'Invalid input, please check',
        '输入有误,请检查',
        { content: 'Over the maximum number of characters' },
      ],
      // The kit's word for a member id left empty (its id kind).
      [{ receiver_id: '' }, 'Invalid input, please check', '输入有误,请检查', { receiver_id: 'This ID is invalid' }],
      [
        { receiver_id: UNKNOWN },
        `Receiver ${UNKNOWN} does not exist`,
        `接收者 ${UNKNOWN} 不存在`,
        { receiver_id: 'This ID is invalid' },
        { receiver_id: '此ID无效' },
      ],
      [
        { sender_id: UNKNOWN },
        `Sender ${UNKNOWN} does not exist (leave it empty for the official account 10000)`,
        `发送者 ${UNKNOWN} 不存在(可留空使用官方账号 10000)`,
        { sender_id: 'This ID is invalid' },
      ],
      [{ sender_id: outside }, 'The sender and the receiver cannot be the same member', '发送者和接收者不能是同一个用户'],
      [{ url: 'ftp://files.example.com/a' }, 'The URL must start with http:// or https://', '链接须以 http:// 或 https:// 开头'],
      [{ url: 'javascript:alert(1)' }, 'The URL must start with http:// or https://', '链接须以 http:// 或 https:// 开头'],
      [
        { url: `https://example.com/${'a'.repeat(500)}` },
        'Invalid input, please check',
        '输入有误,请检查',
        { url: 'Over the maximum number of characters' },
      ],
    ]);
  });

  it('sends from the official account 10000 by default, or from an existing member, keeping the receiver region', async () => {
    const official = await t.call<Message>(
      'Message/privateMessageSend',
      { receiver_id: outside, content: ' Hi there ' },
      { token: admin },
    );
    const region = Number((await t.db.query('SELECT region_id FROM member WHERE id = $1', [outside])).rows[0]?.region_id);
    expect(official).toMatchObject({
      status: 200,
      data: {
        sender_id: 10_000,
        receiver_id: outside,
        region_id: region,
        content: 'Hi there',
        url: null,
        source: 'manual',
        created_by_name: 'admin',
      },
    });
    expect(official.data.receiver_nickname).not.toBe('');
    const fromMember = await t.call<Message>(
      'Message/privateMessageSend',
      { sender_id: inRegion1, receiver_id: outside, content: 'From a host', url: 'https://events.example.com/x?y=1' },
      { token: admin },
    );
    expect(fromMember.data).toMatchObject({ sender_id: inRegion1, url: 'https://events.example.com/x?y=1' });
    const log = (await t.logRows(`action = 'privateMessageSend' AND target_id = $1`, [String(fromMember.data.id)])).at(-1);
    expect(log).toMatchObject({ after: { content: 'From a host' } });
  });

  it('keeps a country admin of region 1 to their members: the list and the send', async () => {
    const token = await t.login('country_admin');
    const seen = await messages({}, token);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.list.every((m) => m.region_id === 1)).toBe(true);
    const before = await count('private_message');
    const refused = await t.call(
      'Message/privateMessageSend',
      { receiver_id: outside, content: 'Out of region' },
      { token, lang: 'en-us' },
    );
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
    expect(await count('private_message')).toBe(before);
    const sent = await t.call<Message>('Message/privateMessageSend', { receiver_id: inRegion1, content: 'In region' }, { token });
    expect(sent).toMatchObject({ status: 200, data: { region_id: 1, sender_id: 10_000 } });
    // The operator sends too; the agent role holds no messages.
    expect((await t.call('Message/privateMessageList', {}, { token: await t.login('operator') })).status).toBe(200);
  });
});

describe('room public-screen messages (Message/roomScreenList, roomScreenSend)', () => {
  it('lists dozens of sent lines with their room, searchable by room number', async () => {
    const { list, total } = await lines();
    expect(total).toBeGreaterThanOrEqual(30);
    expect(list.every((line) => line.room_name !== '')).toBe(true);
    expect(list.some((line) => line.pin_seconds > 0) && list.some((line) => line.pin_seconds === 0)).toBe(true);
    const roomNo = (list[0] as ScreenLine).room_no;
    expect((await lines({ room_no: roomNo })).list.every((line) => line.room_no === roomNo)).toBe(true);
  });

  it('refuses each invalid send with its message in both languages, and sends nothing', async () => {
    await expectRefused('Message/roomScreenSend', 'room_screen_message', { room_no: roomOutside, content: 'Be polite' }, [
      [
        { room_no: 999_999_999 },
        'Room 999999999 does not exist',
        '房间 999999999 不存在',
        { room_no: 'This ID is invalid' },
        { room_no: '此ID无效' },
      ],
      [{ room_no: '' }, 'Invalid input, please check', '输入有误,请检查', { room_no: 'Cannot be empty' }],
      [
        { content: '' },
        'Invalid input, please check',
        '输入有误,请检查',
        { content: 'Cannot be empty' },
        { content: '不能为空' },
      ],
      [
        { content: 'x'.repeat(201) },
        'Invalid input, please check',
        '输入有误,请检查',
        { content: 'Over the maximum number of characters' },
        { content: '超出最大字符数' },
      ],
      [{ color: 'red' }, 'Invalid input, please check', '输入有误,请检查', { color: 'Invalid option' }, { color: '选项无效' }],
      [
        { pin_seconds: 3601 },
        'Invalid input, please check',
        '输入有误,请检查',
        { pin_seconds: 'Value is too large' },
        { pin_seconds: '数值过大' },
      ],
      [{ pin_seconds: -1 }, 'Invalid input, please check', '输入有误,请检查', { pin_seconds: 'Value is too small' }],
    ]);
  });

  it('sends to a room by its number, with the default colour and no pin; a country admin only to their regions', async () => {
    const sent = await t.call<ScreenLine>(
      'Message/roomScreenSend',
      { room_no: roomOutside, content: 'Notice' },
      { token: admin },
    );
    expect(sent).toMatchObject({ status: 200, data: { room_no: roomOutside, color: '#ffd700', pin_seconds: 0 } });
    const token = await t.login('country_admin');
    expect((await lines({}, token)).list.every((line) => line.region_id === 1)).toBe(true);
    const before = await count('room_screen_message');
    const refused = await t.call('Message/roomScreenSend', { room_no: roomOutside, content: 'Out' }, { token, lang: 'zh-cn' });
    expect(refused).toMatchObject({ status: 403, msg: '没有该区域的权限' });
    expect(await count('room_screen_message')).toBe(before);
    const own = await t.call<ScreenLine>(
      'Message/roomScreenSend',
      { room_no: roomIn1, content: 'In', color: '#FF0000', pin_seconds: 60 },
      { token },
    );
    expect(own).toMatchObject({ status: 200, data: { region_id: 1, pin_seconds: 60 } });
  });
});
