import { describe, expect, it } from 'vitest';
import * as CONTRACT from '../index.ts';
import { type FieldSpec, type Fields, resource } from '../resource/index.ts';
import { COMMON_LABELS, defineLabels, GLOSSARY, type LabelLang } from '../resource/labels.ts';
import { isSpecial, type Special } from '../resource/special.ts';
import { RESOURCES } from './resources.ts';

const isActionSpec = (value: unknown): value is Special =>
  typeof value === 'object' && value !== null && 'module' in value && 'action' in value && 'input' in value;

/**
 * Every word of every resource, generated from the registry (DESIGN §4 Labels): each field a screen
 * may show, each value of an enum (or of a text field with known values), each command and each action has
 * a word in both languages (its own or the glossary's), and the two languages have the same keys.
 */
const LANGS: readonly LabelLang[] = ['zh-cn', 'en'];

type Words = Readonly<Record<string, string>>;
const glossaryField = (lang: LabelLang, name: string) => (GLOSSARY.fields[lang] as Words)[name];
const glossaryValues = (lang: LabelLang, name: string) =>
  (GLOSSARY.values[lang] as Readonly<Record<string, Words | undefined>>)[name];

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

/** A resource's fields with those of its commands, but not the internal ones (never shown). */
function shownFields(fields: Fields, commands: readonly { fields?: Fields }[]): [string, FieldSpec][] {
  return [fields, ...commands.map((command) => command.fields ?? {})]
    .flatMap((each) => Object.entries(each))
    .filter(([, spec]) => !spec.internal);
}

describe.each(RESOURCES.map((declared) => [`${declared.module} ${declared.namespace}`, declared] as const))(
  'the words of %s',
  (_, declared) => {
    const commands = Object.values(declared.commands ?? {});

    it('name the resource, its fields and their values in both languages', () => {
      const missing: string[] = [];
      for (const lang of LANGS) {
        const words = declared.labels[lang];
        if (!words.noun) missing.push(`${lang} noun`);
        for (const [name, spec] of shownFields(declared.fields, commands)) {
          if (!words.fields[name] && !glossaryField(lang, name)) missing.push(`${lang} field ${name}`);
          // An int's known values (a room's levels 1–10) may stand for themselves; enum and text values need words.
          if (!spec.values || spec.kind === 'bool' || spec.kind === 'int') continue;
          const values = words.values?.[name] ?? glossaryValues(lang, name);
          for (const value of spec.values) if (!values?.[String(value)]) missing.push(`${lang} ${name} = ${value}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('name each command and action in both languages', () => {
      const missing: string[] = [];
      for (const lang of LANGS) {
        for (const command of commands)
          if (!declared.labels[lang].actions?.[command.action]) missing.push(`${lang} ${command.action}`);
        for (const spec of declared.specs) if (!spec.label?.[lang === 'en' ? 'en' : 'zh']) missing.push(`${lang} ${spec.action}`);
      }
      expect(missing).toEqual([]);
    });

    it('has the same keys in Chinese and English', () => {
      expect(keys(declared.labels.en).sort()).toEqual(keys(declared.labels['zh-cn']).sort());
    });

    it('writes its slots as {{name}}, the way every screen fills them', () => {
      expect(singleBraceSlots(declared.labels)).toEqual([]);
    });
  },
);

/** Words with a `{name}` slot, which `fill` and i18next leave on screen as it is ('用户 {user}'). */
function singleBraceSlots(labels: unknown): string[] {
  const words: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') words.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(labels);
  return words.filter((word) => /(^|[^{])\{\w+\}(?!\})/.test(word));
}

const SPECIALS = Object.values(CONTRACT).flatMap((exported) =>
  exported && typeof exported === 'object'
    ? Object.values(exported).filter((value): value is Special => isActionSpec(value) && isSpecial(value))
    : [],
);

describe.each(SPECIALS.map((declared) => [`${declared.module}/${declared.action}`, declared] as const))(
  'the words of the special action %s',
  (_, declared) => {
    it('name its inputs and their values in both languages, slots as {{name}}', () => {
      const missing: string[] = [];
      const { fields, labels } = declared.special;
      for (const lang of LANGS) {
        for (const [name, spec] of Object.entries(fields)) {
          if (!labels[lang].fields[name] && !glossaryField(lang, name)) missing.push(`${lang} field ${name}`);
          if (spec.kind !== 'enum') continue;
          const values = labels[lang].values?.[name] ?? glossaryValues(lang, name);
          for (const value of spec.values ?? []) if (!values?.[String(value)]) missing.push(`${lang} ${name} = ${value}`);
        }
      }
      expect(missing).toEqual([]);
      expect(singleBraceSlots(labels)).toEqual([]);
    });
  },
);

it('finds the special actions', () => {
  expect(SPECIALS.length).toBeGreaterThanOrEqual(10);
});

describe('the shared words', () => {
  it('give the glossary and the common words in both languages, none blank', () => {
    for (const shared of [GLOSSARY.fields, GLOSSARY.values, COMMON_LABELS]) {
      expect(keys(shared.en)).toEqual(keys(shared['zh-cn']));
      for (const lang of LANGS) {
        const blank = keys(shared[lang]).filter(
          (key) => !key.split('.').reduce<unknown>((at, part) => (at as Words)[part], shared[lang]),
        );
        expect(blank).toEqual([]);
      }
    }
  });

  it('refuse to compile labels made by defineLabels that lack a field the glossary lacks', () => {
    const fields = { name: { kind: 'text' }, region_id: { kind: 'region' }, weight: { kind: 'int' } } as const;
    const declare = (labels: Parameters<typeof resource<typeof fields>>[0]['labels']) =>
      resource({ module: 'Probe', namespace: 'probeWords', menu: 1001, fields, labels, actions: { list: 'list' } });
    const whole = defineLabels({ noun: ['探针', 'probe'], fields: { weight: ['重量', 'Weight'] } });
    expect(declare(whole).labels.en.fields.region_id).toBe('Region');
    // @ts-expect-error: `weight` has no word, own or the glossary's.
    declare(defineLabels({ noun: ['探针', 'probe'], fields: {} }));
  });
});
