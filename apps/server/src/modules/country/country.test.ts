import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Country = { id: number; code: string; country_name: string; is_shown: boolean; hot_sort: number; region_id: number };
type Page = { list: Country[]; total: number };
const newCountry = {
  code: 'zz',
  name_zh: '测试之国',
  name_en: 'Zedland',
  icon: '/files/00',
  region_id: 0,
  area_code: '+383',
  hot_sort: 3,
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('Country', () => {
  it('requires a name and an icon, and a two-letter code', async () => {
    const reply = await t.call('Country/countrySave', { code: 'x1', region_id: 0 }, { token: admin, lang: 'zh-cn' });
    expect(reply).toMatchObject({
      status: 400,
      data: { errors: { code: '选项无效', name_zh: '不能为空', name_en: '不能为空', icon: '不能为空' } },
    });
  });

  it('adds a country (the next id) that the app’s country list shows at once, then hides it', async () => {
    const { rows } = await t.db.query<{ n: number }>('SELECT max(id)::int AS n FROM country');
    const added = await t.call<Country>('Country/countrySave', newCountry, { token: admin });
    expect(added.data).toMatchObject({ id: (rows[0]?.n ?? 0) + 1, code: 'ZZ', country_name: 'Zedland', is_shown: true });
    const shown = await t.call<{ list: { code: string }[] }>('CommonHelper/findCountryList', { region: 0 }, { token: admin });
    expect(shown.data.list.map((c) => c.code)).toContain('ZZ');
    await t.call('Country/countryIsShown', { id: added.data.id, is_shown: false }, { token: admin });
    const hidden = await t.call<{ list: { code: string }[] }>('CommonHelper/findCountryList', {}, { token: admin });
    expect(hidden.data.list.map((c) => c.code)).not.toContain('ZZ');
    const info = await t.call<Country>('Country/countryInfo', { id: added.data.id }, { token: admin, lang: 'zh-cn' });
    expect(info.data).toMatchObject({ is_shown: false, country_name: '测试之国' });
  });

  it('keeps a region id no region is named for yet, and a legacy icon path', async () => {
    const reply = await t.call<Country>('Country/countrySave', { ...newCountry, code: 'ZY', region_id: 97 }, { token: admin });
    expect(reply.data).toMatchObject({ region_id: 97 });
    const over = await t.call('Country/countrySave', { ...newCountry, code: 'ZX', region_id: 98 }, { token: admin });
    expect(over.status).toBe(400);
  });

  it('lists hot countries hottest first, and searches by name in either language or by code', async () => {
    const hot = await t.call<Page>('Country/hotCountryList', {}, { token: admin });
    const sorts = hot.data.list.map((c) => c.hot_sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    expect(sorts.every((s) => s > 0)).toBe(true);
    for (const name of ['沙特', 'saudi', 'sa']) {
      const found = await t.call<Page>('Country/findCountryListByPage', { name, pn: 100 }, { token: admin });
      expect(found.data.list.map((c) => c.code)).toContain('SA');
    }
  });

  it('filters by region and language group, oldest first, 10 per page by default', async () => {
    const spanish = await t.call<Page>('Country/findCountryListByPage', { group: 2 }, { token: admin });
    expect(spanish.data.list).toHaveLength(10);
    expect(spanish.data.total).toBe(21);
    const region2 = await t.call<Page>('Country/findCountryListByPage', { region_id: 2, pn: 20 }, { token: admin });
    expect(region2.data.list.map((c) => c.id)).toEqual([4, 18, 19, 25, 29, 35]);
  });
});
