import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Columns = { table: string; hidden: string[] };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('Preference/tableColumns*', () => {
  it('keeps hidden columns per admin and per table', async () => {
    const admin = await t.login('admin');
    const operator = await t.login('operator');
    const empty = await t.call<Columns>(
      'Preference/tableColumnsGet',
      { table: '/riskcontrolManagement/deviceBlackList' },
      { token: admin },
    );
    expect(empty.data).toEqual({ table: '/riskcontrolManagement/deviceBlackList', hidden: [] });

    const saved = await t.call<Columns>(
      'Preference/tableColumnsSave',
      { table: '/riskcontrolManagement/deviceBlackList', hidden: 'reason, ip,reason' },
      { token: admin },
    );
    expect(saved.data.hidden).toEqual(['reason', 'ip']);

    const again = await t.call<Columns>(
      'Preference/tableColumnsGet',
      { table: '/riskcontrolManagement/deviceBlackList' },
      { token: admin },
    );
    expect(again.data.hidden).toEqual(['reason', 'ip']);
    const otherAdmin = await t.call<Columns>(
      'Preference/tableColumnsGet',
      { table: '/riskcontrolManagement/deviceBlackList' },
      { token: operator },
    );
    expect(otherAdmin.data.hidden).toEqual([]);
    const otherTable = await t.call<Columns>('Preference/tableColumnsGet', { table: '/setting/countryList' }, { token: admin });
    expect(otherTable.data.hidden).toEqual([]);

    const cleared = await t.call<Columns>(
      'Preference/tableColumnsSave',
      { table: '/riskcontrolManagement/deviceBlackList', hidden: '' },
      { token: admin },
    );
    expect(cleared.data.hidden).toEqual([]);
    const { rows } = await t.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM operation_log WHERE module = 'Preference' AND action = 'tableColumnsSave' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual({ before: { hidden: ['reason', 'ip'] }, after: { hidden: [] } });
  });

  it('refuses a missing table name and over-long keys, changing nothing', async () => {
    const admin = await t.login('admin');
    const missing = await t.call('Preference/tableColumnsSave', { hidden: 'a' }, { token: admin, lang: 'en-us' });
    expect(missing.status).toBe(400);
    const long = await t.call(
      'Preference/tableColumnsSave',
      { table: 'x', hidden: 'a'.repeat(61) },
      { token: admin, lang: 'en-us' },
    );
    expect(long.status).toBe(400);
    const { rows } = await t.db.query("SELECT 1 FROM admin_table_columns WHERE table_name = 'x'");
    expect(rows).toHaveLength(0);
  });
});
