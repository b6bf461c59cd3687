import { describe, expect, it } from 'vitest';
import { isWebUrl } from './web-url.ts';

describe('isWebUrl', () => {
  it('takes absolute http(s) addresses with a host', () => {
    for (const url of ['https://example.com', 'http://cdn.example.com:8080/a/b?c=1#d', 'https://例子.测试/活动'])
      expect(isWebUrl(url), url).toBe(true);
  });

  it('refuses other schemes, bare words, spaces and a missing host', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com',
      'example.com',
      'https://exa mple.com',
      'https://',
      'app://room/1',
      '',
    ])
      expect(isWebUrl(url), url).toBe(false);
  });

  it('takes https only when the address must be secure (a download)', () => {
    expect(isWebUrl('https://example.com/app.apk', { secure: true })).toBe(true);
    expect(isWebUrl('http://example.com/app.apk', { secure: true })).toBe(false);
  });
});
