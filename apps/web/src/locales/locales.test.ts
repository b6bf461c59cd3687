import { describe, expect, it } from 'vitest';

/** Every locale file, both languages: screens add theirs when they load, so the shell's test does not see them. */
const en = import.meta.glob<{ default: Record<string, unknown> }>('./en/*.json', { eager: true });
const zh = import.meta.glob<{ default: Record<string, unknown> }>('./zh-cn/*.json', { eager: true });

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it('exist in both languages with the same keys and no blank text', () => {
    const names = Object.keys(en).map((path) => path.slice('./en/'.length));
    expect(Object.keys(zh).map((path) => path.slice('./zh-cn/'.length))).toEqual(names);
    for (const name of names) {
      const english = en[`./en/${name}`].default;
      const chinese = zh[`./zh-cn/${name}`].default;
      expect(keys(english).sort(), name).toEqual(keys(chinese).sort());
      for (const text of [english, chinese]) {
        const blank = keys(text).filter(
          (key) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], text) === '',
        );
        expect(blank, name).toEqual([]);
      }
    }
  });
});
