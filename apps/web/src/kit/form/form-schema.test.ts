import { describe, expect, it, vi } from 'vitest';
import { checkValues, issuesToErrors, normaliseValues } from './form-errors.ts';

/**
 * The browser build gives the contract an inert zod (vite/inert-zod.ts); forms replay those
 * stand-ins against real zod. These tests load the contract the same way and check that the
 * replayed schema refuses with the server's message keys.
 */
async function contractWithStandIns() {
  vi.resetModules();
  vi.doMock('zod', () => import('../../../vite/inert-zod.ts'));
  const contract = await import('@console/contract');
  const { realSchema, isStandIn } = await import('./real-schema.ts');
  vi.doUnmock('zod');
  const zod = await vi.importActual<typeof import('zod')>('zod');
  return { contract, realSchema: (schema: unknown) => realSchema(schema, zod.z), isStandIn };
}

describe('contract schema → form messages', () => {
  it('replays a stand-in schema into real zod with the same rules', async () => {
    const { contract, realSchema, isStandIn } = await contractWithStandIns();
    const input = contract.countryActions.countrySave.input;
    expect(isStandIn(input)).toBe(true);
    const schema = realSchema(input);
    const refused = checkValues(schema, { code: 'x', name_zh: '  ', region_id: 'abc' }, 'en-us');
    expect(refused).toEqual({
      ok: false,
      errors: {
        code: 'Invalid option',
        name_zh: 'Cannot be empty',
        name_en: 'Cannot be empty',
        icon: 'Cannot be empty',
        region_id: 'Must be a number',
      },
    });
    const accepted = checkValues(
      schema,
      { code: 'sa', name_zh: '沙特', name_en: 'Saudi', icon: '/files/a', region_id: '1' },
      'zh-cn',
    );
    expect(accepted).toEqual({
      ok: true,
      data: {
        code: 'SA',
        name_zh: '沙特',
        name_en: 'Saudi',
        icon: '/files/a',
        // Fields left out stay out (the server gives a new row their defaults, an edit keeps them).
        region_id: 1,
      },
    });
  });

  it('speaks the interface language and keeps shared sub-schemas working', async () => {
    const { contract, realSchema } = await contractWithStandIns();
    const schema = realSchema(contract.deviceBlacklistActions.deviceBlacklist.save?.input);
    const refused = checkValues(schema, { kind: 'phone', level: 9, reason: 'x'.repeat(501) }, 'zh-cn');
    expect(refused).toEqual({
      ok: false,
      // A choice left out is empty; one outside the list is invalid.
      errors: { kind: '选项无效', level: '数值过大', reason: '超出最大字符数', duration: '不能为空', value: '不能为空' },
    });
    const list = realSchema(contract.riskActions.riskRecords.list.input);
    expect(list.parse({ user_no: '123' })).toMatchObject({ page: 1, pn: 10, user_no: 123 });
  });

  it('replays a schema that resource() built from field data, with its region check and no defaults', async () => {
    const { contract, realSchema, isStandIn } = await contractWithStandIns();
    const input = contract.sensitiveWordActions.sensitiveWords.save?.input;
    expect(isStandIn(input)).toBe(true);
    const schema = realSchema(input);
    expect(checkValues(schema, { word: ' ', region_id: '7' }, 'en-us')).toEqual({
      ok: false,
      errors: { word: 'Cannot be empty', region_id: 'Invalid option' },
    });
    expect(checkValues(schema, { word: ' spam ', region_id: '1' }, 'en-us')).toEqual({
      ok: true,
      data: { word: 'spam', region_id: 1 },
    });
  });

  it('passes real schemas through untouched', async () => {
    vi.resetModules();
    const contract = await import('@console/contract');
    const { realSchema, isStandIn } = await import('./real-schema.ts');
    const input = contract.sensitiveWordActions.sensitiveWords.save?.input;
    expect(isStandIn(input)).toBe(false);
    expect(realSchema(input)).toBe(input);
  });
});

describe('form value helpers', () => {
  it('drops blanks like the server does, and takes the first issue per field', () => {
    expect(normaliseValues({ a: ' ', b: 0, c: null, d: 'x', e: false })).toEqual({ b: 0, d: 'x', e: false });
    expect(
      issuesToErrors(
        [
          { code: 'custom', path: ['a'], message: 'required', input: undefined },
          { code: 'custom', path: ['a'], message: 'too_long', input: undefined },
          { code: 'custom', path: [], message: 'something else', input: undefined },
        ],
        'en-us',
      ),
    ).toEqual({ a: 'Cannot be empty', _: 'Invalid input, please check' });
  });
});
