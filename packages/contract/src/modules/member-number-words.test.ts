import { describe, expect, it } from 'vitest';
import * as CONTRACT from '../index.ts';
import type { FieldSpec, Fields } from '../resource/fields.ts';
import { GLOSSARY_FIELDS, type LabelLang, type ModuleLabels } from '../resource/labels.ts';
import { isSpecial, type Special } from '../resource/special.ts';
import { RESOURCES } from './resources.ts';

/**
 * A member has two numbers (issue 29 item 3), and a screen names each by one word only: the member id
 * (`member.id`: `user_id`, `member_id`, any `*_id` of kind 'member') is the 用户ID / Member ID, with a
 * role '房主ID / Owner's member ID'; the pretty number staff type and may change (`member.user_no`:
 * `user_no`, `owner_no`, `host_no`, … of kind 'member' or 'int') is the 靓号 / Pretty number, with a
 * role '房主靓号 / Owner's pretty number'. A number field worded as an id, or an id worded as a pretty
 * number, shows one member under two numbers with the same title; this finds any such word among the
 * fields' labels and column titles (help may say an input takes either: '用户ID或靓号').
 */
const LANGS: readonly LabelLang[] = ['zh-cn', 'en'];

/** 'ID', 'id', '用户ID', 'Owner id', 'ID number': an id in either language. */
const SAYS_ID = /(^|[^a-z])id([^a-z]|$)/i;
/** '靓号', 'Pretty number': a pretty number in either language. */
const SAYS_PRETTY = /靓号|pretty/i;

type Kind = 'pretty number' | 'member id';

/** What a field holds by its name and kind: a pretty number, a member id, or neither. */
function heldNumber(name: string, spec: Pick<FieldSpec, 'kind'>): Kind | undefined {
  if (name.endsWith('_no') && (spec.kind === 'member' || spec.kind === 'int')) return 'pretty number';
  if ((name === 'user_id' || name === 'member_id' || name.endsWith('_id')) && spec.kind === 'member') return 'member id';
  return undefined;
}

/** The words of `fields` that name a pretty number as an id, or a member id as a pretty number. */
function mixedNumberWords(where: string, fields: Fields, labels: ModuleLabels): string[] {
  const wrong: string[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.internal) continue;
    const held = heldNumber(name, spec);
    if (!held) continue;
    for (const lang of LANGS) {
      const words = labels[lang];
      const glossary = (GLOSSARY_FIELDS as Readonly<Record<string, readonly [string, string]>>)[name];
      const label = words.fields[name] ?? glossary?.[lang === 'en' ? 1 : 0];
      for (const [what, word] of [
        ['label', label],
        ['column', words.columnTitles?.[name]],
      ] as const) {
        if (!word) continue;
        if (held === 'pretty number' ? SAYS_ID.test(word) : SAYS_PRETTY.test(word))
          wrong.push(`${where} ${name} (${held}) ${lang} ${what}: ${word}`);
      }
    }
  }
  return wrong;
}

const isActionSpec = (value: unknown): value is Special =>
  typeof value === 'object' && value !== null && 'module' in value && 'action' in value && 'input' in value;

const SPECIALS = Object.values(CONTRACT).flatMap((exported) =>
  exported && typeof exported === 'object'
    ? Object.values(exported).filter((value): value is Special => isActionSpec(value) && isSpecial(value))
    : [],
);

describe('a member’s two numbers', () => {
  it('are worded apart in the glossary: the pretty number never as an id, the member id never as a pretty number', () => {
    const words = GLOSSARY_FIELDS as Readonly<Record<string, readonly [string, string]>>;
    const wrong = Object.entries(words).flatMap(([name, pair]) => {
      const held = heldNumber(name, { kind: name.endsWith('_no') ? 'int' : 'member' });
      if (!held) return [];
      return pair
        .filter((word) => (held === 'pretty number' ? SAYS_ID.test(word) : SAYS_PRETTY.test(word)))
        .map((word) => `glossary ${name}: ${word}`);
    });
    expect(wrong).toEqual([]);
  });

  it('are worded apart on every screen, in both languages', () => {
    const wrong = RESOURCES.flatMap((declared) => [
      ...mixedNumberWords(`${declared.module}/${declared.namespace}`, declared.fields, declared.labels),
      ...Object.values(declared.commands ?? {}).flatMap((command) =>
        mixedNumberWords(`${declared.module}/${declared.namespace}`, command.fields ?? {}, declared.labels),
      ),
    ]);
    expect(wrong).toEqual([]);
  });

  it('are worded apart in the special actions’ forms', () => {
    const wrong = SPECIALS.flatMap((declared) =>
      mixedNumberWords(`${declared.module}/${declared.action}`, declared.special.fields, declared.special.labels),
    );
    expect(wrong).toEqual([]);
  });

  it('are told apart by the check itself', () => {
    const fields = {
      owner_no: { kind: 'int' },
      user_no: { kind: 'member' },
      owner_id: { kind: 'member' },
      room_no: { kind: 'int' },
    } as const;
    const labels = (owner: string, user: string, ownerId: string, column: string): ModuleLabels => ({
      'zh-cn': { noun: '房间', fields: { owner_no: '房主靓号', user_no: '靓号', owner_id: '房主ID', room_no: '房间号' } },
      en: {
        noun: 'room',
        fields: { owner_no: owner, user_no: user, owner_id: ownerId, room_no: 'Room number' },
        columnTitles: { owner_no: column },
      },
    });
    expect(
      mixedNumberWords(
        'probe',
        fields,
        labels("Owner's pretty number", 'Pretty number', "Owner's member ID", 'Owner (nickname)'),
      ),
    ).toEqual([]);
    expect(mixedNumberWords('probe', fields, labels('Owner id', 'User ID', 'Pretty number', 'Owner id (nickname)'))).toEqual([
      'probe owner_no (pretty number) en label: Owner id',
      'probe owner_no (pretty number) en column: Owner id (nickname)',
      'probe user_no (pretty number) en label: User ID',
      'probe owner_id (member id) en label: Pretty number',
    ]);
  });
});
