import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Country = { id: number; code: string; country_name: string; is_shown: boolean; hot_sort: number; region_id: number };
type Page = { list: Country[]; total: number };
const newCountry = {
  code: 'ZZ',
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

  it('adds a country that the app’s country list shows at once, then hides it', async () => {
    const added = await t.call<Country>('Country/countrySave', newCountry, { token: admin });
    expect(added.data).toMatchObject({ code: 'ZZ', country_name: 'Zedland', is_shown: true });
    const shown = await t.call<{ list: { code: string }[] }>('CommonHelper/findCountryList', { region: 0 }, { token: admin });
    expect(shown.data.list.map((c) => c.code)).toContain('ZZ');
    await t.call('Country/countryIsShown', { id: added.data.id, is_shown: false }, { token: admin });
    const hidden = await t.call<{ list: { code: string }[] }>('CommonHelper/findCountryList', {}, { token: admin });
    expect(hidden.data.list.map((c) => c.code)).not.toContain('ZZ');
    expect((await t.call<Country>('Country/countryInfo', { id: added.data.id }, { token: admin })).data.is_shown).toBe(false);
  });

  it('refuses a code that is taken', async () => {
    const reply = await t.call('Country/countrySave', { ...newCountry, code: 'sa' }, { token: admin });
    expect(reply).toMatchObject({ status: 400, data: { errors: { code: 'Already exists' } } });
  });

  it('edits a country and logs before and after', async () => {
    await t.call(
      'Country/countrySave',
      { id: 2, code: 'AE', name_zh: '阿联酋', name_en: 'UAE', icon: '/files/ae', region_id: 1, hot_sort: 50 },
      { token: admin },
    );
    const info = await t.call<Country>('Country/countryInfo', { id: 2 }, { token: admin });
    expect(info.data).toMatchObject({ country_name: 'UAE', hot_sort: 50 });
    const [row] = await t.logRows(`action = 'countrySave' AND target_id = '2'`);
    expect(row).toMatchObject({ before: { nameEn: 'United Arab Emirates' }, after: { nameEn: 'UAE' } });
  });

  it('lists hot countries hottest first, and searches by name in either language', async () => {
    const hot = await t.call<Page>('Country/hotCountryList', {}, { token: admin });
    const sorts = hot.data.list.map((c) => c.hot_sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    expect(sorts.every((s) => s > 0)).toBe(true);
    const zh = await t.call<Page>('Country/findCountryListByPage', { name: '沙特' }, { token: admin });
    const en = await t.call<Page>('Country/findCountryListByPage', { name: 'saudi' }, { token: admin });
    expect(zh.data.list.map((c) => c.code)).toEqual(['SA']);
    expect(en.data.list.map((c) => c.code)).toEqual(['SA']);
  });

  it('filters by region and language group, 10 per page by default', async () => {
    const spanish = await t.call<Page>('Country/findCountryListByPage', { group: 2 }, { token: admin });
    expect(spanish.data.list).toHaveLength(10);
    expect(spanish.data.total).toBe(21);
    const region2 = await t.call<Page>('Country/findCountryListByPage', { region_id: 2, pn: 20 }, { token: admin });
    expect(region2.data.list.map((c) => c.id)).toEqual([4, 18, 19, 25, 29, 35]);
  });
});
