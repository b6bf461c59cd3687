import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Field = { id: number; key: string; value_type: string; value: string; updated_by_name: string };
type Rule = { id: number; kind: string; title_en: string; regions: number[]; is_on: boolean };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
const fields = async (input: Record<string, unknown> = {}) =>
  (await t.call<Page<Field>>('Setting/systemFieldList', { pn: 200, ...input }, { token: admin })).data;
const rules = async (input: Record<string, unknown> = {}) =>
  (await t.call<Page<Rule>>('Setting/ruleList', { pn: 200, ...input }, { token: admin })).data;
const field = (change: Record<string, unknown> = {}) => ({
  key: 'test.field',
  value_type: 'text',
  value: 'Hello',
  description_zh: '测试',
  description_en: 'Test',
  ...change,
});
const rule = (change: Record<string, unknown> = {}) => ({
  kind: 'recharge',
  title_zh: '规则',
  title_en: 'Rule',
  content_zh: '内容',
  content_en: 'Content',
  regions: [0],
  ...change,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('system fields (Setting/systemFieldList, systemFieldSave, systemFieldDelete)', () => {
  it('has fifteen demo fields of every type, sorted by key and searchable by it', async () => {
    const { list, total } = await fields();
    expect(total).toBe(15);
    expect(new Set(list.map((one) => one.value_type))).toEqual(new Set(['text', 'number', 'bool', 'url']));
    expect(list.map((one) => one.key)).toEqual([...list.map((one) => one.key)].sort());
    expect((await fields({ key: 'url' })).list.every((one) => one.key.includes('url'))).toBe(true);
  });

  it('refuses each invalid field with its message in both languages, and saves nothing', async () => {
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ key: 'Share Text' }, { key: 'Invalid option' }, { key: '选项无效' }],
      [{ key: '9lives' }, { key: 'Invalid option' }, { key: '选项无效' }],
      [{ key: 'share.text' }, { key: 'Already exists' }, { key: '已存在' }],
      [
        { value_type: 'number', value: '12a' },
        { value: 'The value must be a number for a number field' },
        { value: '值类型为数字时,值必须是数字' },
      ],
      [
        { value_type: 'bool', value: 'yes' },
        { value: 'The value must be true or false for a bool field' },
        { value: '值类型为布尔时,值只能是 true 或 false' },
      ],
      [
        { value_type: 'url', value: 'www.example.com' },
        { value: 'The value must start with http:// or https:// for a URL field' },
        { value: '值类型为链接时,值须以 http:// 或 https:// 开头' },
      ],
      [{ value_type: 'date' }, { value_type: 'Invalid option' }, { value_type: '选项无效' }],
      [{ value: '' }, { value: 'Cannot be empty' }, { value: '不能为空' }],
      [{ value: 'x'.repeat(2001) }, { value: 'Over the maximum number of characters' }, { value: '超出最大字符数' }],
      [{ description_en: '' }, { description_en: 'Cannot be empty' }, { description_en: '不能为空' }],
    ];
    for (const [change, en, zh] of refusals) {
      expect(
        await t.call('Setting/systemFieldSave', field(change), { token: admin, lang: 'en-us' }),
        JSON.stringify(change),
      ).toMatchObject({ status: 400, data: { errors: en } });
      expect(
        await t.call('Setting/systemFieldSave', field(change), { token: admin, lang: 'zh-cn' }),
        JSON.stringify(change),
      ).toMatchObject({ status: 400, data: { errors: zh } });
    }
    expect((await fields()).total).toBe(15);
  });

  it('saves values fitting their type, keeps the key fixed on edit, and deletes', async () => {
    const bool = await t.call<Field>('Setting/systemFieldSave', field({ key: 'test.flag', value_type: 'bool', value: 'TRUE' }), {
      token: admin,
    });
    expect(bool).toMatchObject({ status: 200, data: { value: 'true', updated_by_name: 'admin' } });
    const number = await t.call<Field>(
      'Setting/systemFieldSave',
      field({ key: 'test.ratio', value_type: 'number', value: '-0.25' }),
      { token: admin },
    );
    expect(number.data.value).toBe('-0.25');
    const id = number.data.id;
    const renamed = await t.call('Setting/systemFieldSave', field({ id, key: 'test.other', value_type: 'number', value: '1' }), {
      token: admin,
      lang: 'en-us',
    });
    expect(renamed).toMatchObject({
      status: 400,
      msg: 'A key cannot be changed once saved (the app reads it by key); add a new field instead',
    });
    // A new type is judged with the value kept.
    const retyped = await t.call(
      'Setting/systemFieldSave',
      field({ id, key: 'test.ratio', value_type: 'bool', value: '-0.25' }),
      { token: admin },
    );
    expect(retyped).toMatchObject({ status: 400 });
    expect((await t.db.query('SELECT key, value_type, value FROM system_field WHERE id = $1', [id])).rows[0]).toEqual({
      key: 'test.ratio',
      value_type: 'number',
      value: '-0.25',
    });
    const edited = await t.call<Field>(
      'Setting/systemFieldSave',
      field({ id, key: 'test.ratio', value_type: 'url', value: 'https://x.example.com' }),
      { token: admin },
    );
    expect(edited.data).toMatchObject({ value_type: 'url', value: 'https://x.example.com' });
    expect(await t.call('Setting/systemFieldDelete', { ids: [id, bool.data.id] }, { token: admin })).toMatchObject({
      status: 200,
      data: { deleted: 2 },
    });
    expect((await fields()).total).toBe(15);
  });
});

describe('rules (Setting/ruleList, ruleSave, ruleDelete, ruleIsOn)', () => {
  it('has a demo rule of every kind, one of a kind per region', async () => {
    const { list } = await rules();
    expect(new Set(list.map((one) => one.kind)).size).toBe(10);
    for (const kind of new Set(list.map((one) => one.kind))) {
      const regions = list.filter((one) => one.kind === kind).flatMap((one) => one.regions);
      expect(new Set(regions).size, kind).toBe(regions.length);
    }
    expect(list.some((one) => !one.is_on)).toBe(true);
    expect((await rules({ title: '家族' })).list.map((one) => one.kind)).toEqual(['family']);
  });

  it('refuses a rule sharing a region with another of its kind, naming them, and each invalid field', async () => {
    const before = (await rules()).total;
    const english = await t.call('Setting/ruleSave', rule({ regions: [0, 1] }), { token: admin, lang: 'en-us' });
    expect(english).toMatchObject({
      status: 400,
      msg: 'Region English, Arabic already has "Recharge rules"; a region has one rule of each kind',
      data: { errors: { regions: 'Already exists' } },
    });
    const chinese = await t.call('Setting/ruleSave', rule({ kind: 'svip', regions: [2, 3] }), { token: admin, lang: 'zh-cn' });
    expect(chinese).toMatchObject({ status: 400, msg: '区域 华语区 已有「SVIP规则」,每个区域每种规则只能有一条' });
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ title_en: '' }, { title_en: 'Cannot be empty' }, { title_en: '不能为空' }],
      [{ content_zh: '' }, { content_zh: 'Cannot be empty' }, { content_zh: '不能为空' }],
      [
        { content_en: 'x'.repeat(10_001) },
        { content_en: 'Over the maximum number of characters' },
        { content_en: '超出最大字符数' },
      ],
      [{ kind: 'lottery' }, { kind: 'Invalid option' }, { kind: '选项无效' }],
      [{ regions: [] }, { regions: 'Cannot be empty' }, { regions: '不能为空' }],
    ];
    for (const [change, en, zh] of refusals) {
      expect(
        await t.call('Setting/ruleSave', rule(change), { token: admin, lang: 'en-us' }),
        JSON.stringify(change),
      ).toMatchObject({ status: 400, data: { errors: en } });
      expect(
        await t.call('Setting/ruleSave', rule(change), { token: admin, lang: 'zh-cn' }),
        JSON.stringify(change),
      ).toMatchObject({ status: 400, data: { errors: zh } });
    }
    expect((await rules()).total).toBe(before);
  });

  it('saves a kind in regions free of it, edits it in place, switches it and deletes it', async () => {
    const freed = (await rules({ kind: 'guild' })).list[0] as Rule;
    await t.call('Setting/ruleDelete', { ids: [freed.id] }, { token: admin });
    const saved = await t.call<Rule>('Setting/ruleSave', rule({ kind: 'guild', regions: [0, 1] }), { token: admin });
    expect(saved).toMatchObject({ status: 200, data: { kind: 'guild', regions: [0, 1], is_on: true } });
    // Its own regions are no clash with itself.
    const edited = await t.call<Rule>(
      'Setting/ruleSave',
      rule({ id: saved.data.id, kind: 'guild', regions: [1], title_en: 'Guild' }),
      { token: admin },
    );
    expect(edited.data).toMatchObject({ title_en: 'Guild', regions: [1] });
    expect((await t.call<Rule>('Setting/ruleIsOn', { id: saved.data.id, is_on: false }, { token: admin })).data.is_on).toBe(
      false,
    );
  });

  it('saves one of several rules of a kind sent at once for one region (the others are refused)', async () => {
    // After the test above, no guild rule holds region 9; on PostgreSQL the saves run side by side.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        t.call('Setting/ruleSave', rule({ kind: 'guild', regions: [9], title_en: `Race ${n}` }), { token: admin }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400 && (answer.data as { errors?: object })?.errors)).toHaveLength(7);
    expect((await rules({ kind: 'guild' })).list.filter((one) => one.regions.includes(9))).toHaveLength(1);
  });

  it('is a super admin screen, as the system fields are', async () => {
    for (const login of ['country_admin', 'operator']) {
      const token = await t.login(login);
      expect((await t.call('Setting/ruleList', {}, { token })).status, login).toBe(403);
      expect((await t.call('Setting/systemFieldList', {}, { token })).status, login).toBe(403);
    }
  });
});
