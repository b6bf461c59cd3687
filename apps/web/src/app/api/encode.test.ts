import { describe, expect, it } from 'vitest';
import { callUrl, encodeForm, encodeMultipart } from './encode.ts';

describe('form bodies', () => {
  it('sends lists comma-separated, booleans as words, null as an empty value, and leaves blanks out', () => {
    const body = encodeForm({
      ids: [1, 2, 3],
      on: true,
      off: false,
      page: 2,
      name: 'x',
      empty: '',
      blank: '  ',
      none: undefined,
      nil: null,
      list: [],
    });
    expect(body.toString()).toBe('ids=1%2C2%2C3&on=true&off=false&page=2&name=x&nil=');
  });

  it('drops numbers that are not finite', () => {
    expect(encodeForm({ a: Number.NaN, b: Number.POSITIVE_INFINITY, c: 0 }).toString()).toBe('c=0');
  });

  it('puts files next to the fields of a multipart upload', () => {
    const body = encodeMultipart({ kind: 'ids' }, { file: new Blob(['1,2']) });
    expect(body.get('kind')).toBe('ids');
    expect(body.get('file')).toBeInstanceOf(Blob);
  });
});

describe('call URLs (SPEC §7)', () => {
  it('carries lang, login_uid and token in the query', () => {
    const url = new URL(callUrl({ module: 'Member', action: 'memberList', lang: 'en-us', uid: 7, token: 'abc' }), 'http://x');
    expect(url.pathname).toBe('/api/Member/memberList');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en-us', login_uid: '7', token: 'abc' });
  });

  it('leaves uid and token out before sign-in', () => {
    expect(callUrl({ module: 'Login', action: 'index', lang: 'zh-cn', uid: null, token: null })).toBe(
      '/api/Login/index?lang=zh-cn',
    );
  });
});
