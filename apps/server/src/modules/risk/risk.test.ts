import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type RiskPage = { list: Record<string, unknown>[]; total: number; black_channel_list: { key: number; name: string }[] };

/** The legacy wire's row, in its order (SPEC §3 and the channel key and region beside them). */
const WIRE_ROW = [
  'id',
  'user_no',
  'nickname',
  'country_name',
  'region_id',
  'regist_time',
  'login_time',
  'black_channel',
  'black_channel_name',
  'times',
  'last_time',
  'moto_contri_leave',
  'credit1',
  'recharge_money',
  'login_ip',
  'count_login_ip',
  'push_id',
  'create_time',
];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('RiskManagement/riskControlRecordList', () => {
  it('answers 10 per page with every SPEC column and the channel list', async () => {
    const reply = await t.call<RiskPage>('RiskManagement/riskControlRecordList', {}, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.data.list).toHaveLength(10);
    expect(reply.data.total).toBeGreaterThan(10);
    expect(Object.keys(reply.data.list[0] ?? {})).toEqual(WIRE_ROW);
    expect(reply.data.black_channel_list.map((c) => c.name)).toEqual(['Device', 'IP', 'Payment', 'Report', 'Emulator']);
  });

  it('searches by user number', async () => {
    const { rows } = await t.db.query<{ user_no: number }>(
      'SELECT m.user_no FROM risk_record r JOIN member m ON m.id = r.user_id ORDER BY r.id LIMIT 1',
    );
    const reply = await t.call<RiskPage>('RiskManagement/riskControlRecordList', { user_no: rows[0]?.user_no }, { token: admin });
    expect(reply.data.list.map((r) => r.user_no)).toEqual([rows[0]?.user_no]);
    const none = await t.call<RiskPage>('RiskManagement/riskControlRecordList', { user_no: 1 }, { token: admin });
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });

  it('names countries and channels in the caller’s language', async () => {
    const zh = await t.call<RiskPage>('RiskManagement/riskControlRecordList', { pn: 50 }, { token: admin, lang: 'zh-cn' });
    expect(zh.data.black_channel_list[0]?.name).toBe('设备');
    expect(zh.data.list.some((r) => /[\u4e00-\u9fff]/.test(String(r.country_name)))).toBe(true);
  });

  it('refuses a non-numeric user number with a localised message', async () => {
    const reply = await t.call('RiskManagement/riskControlRecordList', { user_no: 'abc' }, { token: admin, lang: 'zh-cn' });
    expect(reply).toMatchObject({ status: 400, data: { errors: { user_no: '此ID无效' } } });
  });

  it('shows a country admin only records of their region, counted the same way', async () => {
    const reply = await t.call<RiskPage>(
      'RiskManagement/riskControlRecordList',
      { pn: 200 },
      { token: await t.login('country_admin') },
    );
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM risk_record r JOIN member m ON m.id = r.user_id WHERE m.region_id = 1',
    );
    expect(reply.data.total).toBe(rows[0]?.n);
    expect(reply.data.list.every((r) => r.region_id === 1)).toBe(true);
  });

  it('exports the screen’s columns, the login IP and its count as two', async () => {
    const { rows } = await t.db.query<{ user_no: number; login_ip: string; count_login_ip: number }>(
      'SELECT m.user_no, r.login_ip, r.count_login_ip FROM risk_record r JOIN member m ON m.id = r.user_id ORDER BY r.id LIMIT 1',
    );
    const record = rows[0];
    const ticket = await t.call<{ url: string }>(
      'RiskManagement/riskControlRecordListExport',
      { user_no: record?.user_no },
      { token: admin, lang: 'zh-cn' },
    );
    const file = await t.inject({ method: 'GET', url: ticket.data.url });
    const [header, line] = file.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      '靓号,昵称,国家,注册时间,最后登录时间,拉黑渠道,次数,最后时间,贡献等级,信用分,充值金额,登录IP,IP登录数,推送ID,创建时间',
    );
    // From the end: a nickname may hold a comma, the push id and the time never do.
    expect(line?.startsWith(`${record?.user_no},`)).toBe(true);
    expect(line?.split(',').slice(-4, -2)).toEqual([record?.login_ip, String(record?.count_login_ip)]);
  });
});
