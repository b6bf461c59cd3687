import { REGIONS, ROLE_KIND_LABELS, type RoleKind } from './constants.ts';

type Names = { zh: string; en: string };
const pick = (names: Names, lang: string) => (lang === 'zh-cn' ? names.zh : names.en);

/** Operating areas the seed makes, by their stored (English) names. */
const SEEDED_AREAS: Readonly<Record<string, Names>> = {
  Türkiye: { zh: '土耳其', en: 'Türkiye' },
  Levant: { zh: '黎凡特', en: 'Levant' },
};

/**
 * A role's name as staff read it (`lang`: 'zh-cn', 'en' or 'en-us'): a built-in role still under
 * the name it was seeded with (its kind's English label) by its kind's label; a name someone typed
 * stays as typed.
 */
export function roleNameIn(name: string, kind: string, lang: string): string {
  const label = kind === 'custom' ? undefined : ROLE_KIND_LABELS[kind as RoleKind];
  return label && name === label.en ? pick(label, lang) : name;
}

/** An operating area's name as staff read it: a seeded one (or a region's English name) in `lang`; others as typed. */
export function areaNameIn(name: string, lang: string): string {
  const seeded = REGIONS.find((region) => region.en === name) ?? SEEDED_AREAS[name];
  return seeded ? pick(seeded, lang) : name;
}
