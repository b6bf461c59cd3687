import { describe, expect, it } from 'vitest';
import { areaNameIn, roleNameIn } from './seeded-names.ts';

describe('seeded names in the reader’s language', () => {
  it('names a built-in role under its seeded name by its kind; a typed or renamed name stays', () => {
    expect(roleNameIn('Country admin', 'country_admin', 'zh-cn')).toBe('国家管理员');
    expect(roleNameIn('Country admin', 'country_admin', 'en')).toBe('Country admin');
    expect(roleNameIn('Gulf admins', 'country_admin', 'zh-cn')).toBe('Gulf admins');
    expect(roleNameIn('Operator', 'custom', 'zh-cn')).toBe('Operator');
  });

  it('names seeded areas and region names in the language; others as typed', () => {
    expect(areaNameIn('Arabic', 'zh-cn')).toBe('阿语区');
    expect(areaNameIn('Türkiye', 'zh-cn')).toBe('土耳其');
    expect(areaNameIn('Türkiye', 'en-us')).toBe('Türkiye');
    expect(areaNameIn('North Africa', 'zh-cn')).toBe('North Africa');
  });
});
