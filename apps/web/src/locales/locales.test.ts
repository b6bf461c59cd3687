import { describe, expect, it } from 'vitest';

/**
 * Every namespace of locales/*.ts, both languages: screens add theirs when they load, so the shell's
 * test does not see them. Each word is written once as [Chinese, English]; this checks what comes out.
 */
type Words = Readonly<Record<'zh-cn' | 'en', Record<string, unknown>>>;
const files = import.meta.glob<Record<string, Words>>(['./*.ts', '!./*.test.ts'], { eager: true });

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

const at = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((inner, part) => (inner as Record<string, unknown>)[part], tree);

describe('locale namespaces', () => {
  it('exist in both languages with the same keys and no blank text', () => {
    const namespaces = Object.entries(files).flatMap(([file, exported]) =>
      Object.entries(exported).map(([name, words]) => [`${file} ${name}`, words] as const),
    );
    expect(namespaces.length).toBeGreaterThanOrEqual(8);
    for (const [name, words] of namespaces) {
      expect(keys(words.en).sort(), name).toEqual(keys(words['zh-cn']).sort());
      for (const text of [words.en, words['zh-cn']]) {
        expect(
          keys(text).filter((key) => typeof at(text, key) !== 'string' || at(text, key) === ''),
          name,
        ).toEqual([]);
      }
    }
  });
});
