import {
  actionKey,
  COMMON_LABELS,
  type CommonWord,
  columnTitle,
  type FieldSpec,
  type Fields,
  fieldLabel,
  fieldsShownIn,
  namedFieldNames,
  namedRefOf,
  type Resource,
  type Reward,
  refText,
  reviewDecisionFields,
  rewardText,
  rowFieldNames,
  type StatusColor,
  tableFieldNames,
  valueLabel,
} from '@console/contract';
import { Tag } from 'antd';
import { lazy, Suspense } from 'react';
import type { UiLang } from '../../app/i18n.ts';
import { CountryPicker } from '../country-picker.tsx';
import { fill } from '../fill.ts';
import type { RefLookup } from '../form/form-types.ts';
import { EMPTY_VALUE, formatCount, formatUnixTime, namesSomething } from '../format.ts';
import { ImageThumb } from '../image-thumb.tsx';
import type { ListFilter } from '../list/filter-fields.tsx';
import type { ListColumn } from '../list/list-types.ts';
import { regionName, regionOptions } from '../regions.ts';
import { ShowMoreText } from '../show-more-text.tsx';
import { ColorSwatch, CompactTags, CountryNames, EffectLink, languageGroupName, languageGroupOptions } from './field-cells.tsx';
import { RefLink } from './ref-link.tsx';

type Row = Record<string, unknown> & { id: number };

/** One resource's words in the interface language: its module labels, then the common namespace. */
export function wordsOf(resource: Pick<Resource, 'labels'>, lang: UiLang) {
  return {
    lang,
    field: (name: string) => fieldLabel(resource.labels, lang, name),
    /** The title of a field's table column (one showing a second field names both). */
    column: (name: string) => columnTitle(resource.labels, lang, name),
    value: (field: string, value: unknown) => valueLabel(resource.labels, lang, field, String(value)),
    common: (word: CommonWord, params: Record<string, string | number> = {}) => fill(COMMON_LABELS[lang][word], params),
    noun: resource.labels[lang].noun,
    /** One of the screen's own words, when `key` names one. */
    screen: (key: string | undefined): string | undefined => {
      const word = key === undefined ? undefined : resource.labels[lang].screen?.[key];
      return typeof word === 'string' ? word : undefined;
    },
  };
}
export type Words = ReturnType<typeof wordsOf>;

const WIDTHS: Partial<Record<FieldSpec['kind'], number>> = { time: 170, bool: 100, enum: 110, region: 120, int: 100, money: 110 };

/** A switch's two states, told apart at a glance unless the field declares its own colours. */
const BOOL_COLORS: Readonly<Record<string, StatusColor>> = { true: 'success', false: 'default' };

/** An enum or bool value as antd shows a status: a Tag in the value's colour. */
function statusTag(words: Words, name: string, field: FieldSpec, value: unknown) {
  const key = String(value);
  return (
    <Tag color={field.colors?.[key] ?? (field.kind === 'bool' ? BOOL_COLORS[key] : undefined)}>{words.value(name, key)}</Tag>
  );
}

/** One field of a row as the table and the details show it. */
export function fieldCell(words: Words, lang: UiLang, name: string, field: FieldSpec, row: Row) {
  const value = row[name];
  // A field's labels may name its empty value ('Permanent' for an end time that never comes). Legacy
  // columns hold 0 for a time that never came (a member who never logged in): no 1970 date.
  if (value === null || value === undefined || value === '' || (field.kind === 'time' && value === 0))
    return words.value(name, 'null') === 'null' ? EMPTY_VALUE : words.value(name, 'null');
  if (field.values && field.kind !== 'enum') return words.value(name, value);
  switch (field.kind) {
    case 'enum':
    case 'bool':
      return statusTag(words, name, field, value);
    case 'longText':
      return <ShowMoreText text={String(value)} max={24} />;
    case 'region':
      return regionName(Number(value), lang);
    case 'regions':
      return <CompactTags names={(value as number[]).map((id) => regionName(id, lang))} />;
    case 'languageGroup':
      return languageGroupName(Number(value), lang);
    case 'countries':
      return <CountryNames ids={value as number[]} />;
    case 'country':
      // A country by its name, as user search shows it (room management showed the bare id).
      return <CountryNames ids={[Number(value)]} />;
    case 'admins': {
      const names = (value as { username: string }[]).map((admin) => admin.username);
      return names.length > 0 ? names.join(', ') : EMPTY_VALUE;
    }
    case 'color':
      return <ColorSwatch color={String(value)} />;
    case 'image':
      // The thumbnail opens the picture at full size, to judge it (a background waiting for review).
      return <ImageThumb url={String(value)} alt={words.field(name)} />;
    case 'file':
      return value ? <EffectLink url={String(value)} /> : EMPTY_VALUE;
    case 'money':
      return <span className="num">{formatCount(Number(value))}</span>;
    case 'int':
      // Counts get separators; a number that names something (an id, a pretty number) is shown as staff type it.
      return namesSomething(name) ? String(value) : <span className="num">{formatCount(Number(value))}</span>;
    case 'time':
      return formatUnixTime(Number(value));
    case 'json':
      return <pre className="json-block">{JSON.stringify(value, null, 2)}</pre>;
    case 'list':
      return childRows(words, lang, field.of ?? {}, value as Row[]);
    case 'object':
      return settingsOf(words, lang, field.of ?? {}, value as Row);
    case 'reward':
      return rewardText(value as Reward, lang, (row.ref_names as Record<string, string | null> | undefined)?.[name] ?? undefined);
    case 'ref':
    case 'member':
    case 'room': {
      // A reference by its name beside the key (the server names those with no name shown beside them),
      // or by the labels' word for a key that names no row (the official account's 10000); by id, a
      // link to the row's record page.
      const text = refText(
        value,
        (row.ref_names as Record<string, string | null> | undefined)?.[name] ?? keyWord(words, name, value),
      );
      const ref = namedRefOf(name, field);
      return ref?.by === 'id' ? (
        <RefLink entity={ref.entity} id={Number(value)}>
          {text}
        </RefLink>
      ) : (
        text
      );
    }
    default:
      return String(value);
  }
}

/** The labels' word for a key, when they name it. */
function keyWord(words: Words, name: string, value: unknown): string | undefined {
  const word = words.value(name, String(value));
  return word === String(value) ? undefined : word;
}

/** A child list in the row's details: a small table of its rows, each cell shown as the list shows its kind. */
function childRows(words: Words, lang: UiLang, of: Fields, rows: Row[]) {
  const names = rowFieldNames(of);
  return (
    <table className="child-rows">
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name}>{words.field(name)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {names.map((name) => (
              <td key={name}>{fieldCell(words, lang, name, of[name] as FieldSpec, row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An object field in the row's details: each of its fields as "label: value", one per line. */
function settingsOf(words: Words, lang: UiLang, of: Fields, settings: Row) {
  return (
    <dl className="settings">
      {rowFieldNames(of)
        .filter((name) => settings[name] !== undefined)
        .map((name) => (
          <div key={name}>
            <dt>{words.field(name)}</dt>
            <dd>{fieldCell(words, lang, name, of[name] as FieldSpec, settings)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The table's columns: the same fields, order and labels as the server's export, where a field
 * shown inside another's column (`shownIn`) follows its value in brackets: '10.0.0.1 (3)'.
 */
export function resourceColumns(resource: Resource, words: Words, lang: UiLang): ListColumn<Row>[] {
  const cell = (name: string, row: Row) => fieldCell(words, lang, name, resource.fields[name] as FieldSpec, row);
  const named = new Set(namedFieldNames(resource.fields));
  const { review } = resource;
  // Who reviewed, when and why (and what only a reviewed row has) are empty on every row while the queue lists the pending ones.
  const decidedFields = reviewDecisionFields(resource);
  const decided = (filters: Readonly<Record<string, unknown>>) => !review || filters[review.field] !== review.pending;
  return tableFieldNames(resource.fields).map((name) => {
    const field = resource.fields[name] as FieldSpec;
    const inside = fieldsShownIn(resource.fields, name);
    // A member or room with its name in another column of the row is shown by its key alone.
    const byKeyAlone = (field.kind === 'member' || field.kind === 'room') && !named.has(name);
    return {
      key: name,
      title: words.column(name),
      kind: byKeyAlone ? undefined : field.kind,
      width: WIDTHS[field.kind] ?? (field.kind === 'longText' ? 260 : 160),
      shownWith: decidedFields.includes(name) ? decided : undefined,
      cellText: cellTextOf(words, name, field),
      sparse: field.sparse,
      render:
        inside.length === 0
          ? (row: Row) => cell(name, row)
          : (row: Row) => (
              <>
                {cell(name, row)}
                {inside.map((other) => (
                  <span key={other}> ({cell(other, row)})</span>
                ))}
              </>
            ),
    };
  });
}

/** A cell's words where they are not the stored value: an enum's or switch's label, a reference's name and key. */
function cellTextOf(words: Words, name: string, field: FieldSpec): ((row: Row) => string) | undefined {
  if (field.kind === 'enum' || field.kind === 'bool') return (row) => (row[name] === null ? '' : words.value(name, row[name]));
  if (field.kind === 'ref' || field.kind === 'member' || field.kind === 'room') {
    return (row) => refText(row[name], (row.ref_names as Record<string, string | null> | undefined)?.[name] ?? null);
  }
  return undefined;
}

export function choices(words: Words, name: string, field: FieldSpec, lang: UiLang) {
  if (field.kind === 'region' || field.kind === 'regions') return regionOptions(lang);
  if (field.kind === 'languageGroup') return languageGroupOptions(lang);
  if (field.kind === 'bool') return ['true', 'false'].map((value) => ({ value, label: words.value(name, value) }));
  return (field.values ?? []).map((value) => ({ value: String(value), label: words.value(name, value) }));
}

/** The search panel: every field with a filter mode; enums, regions and bools are selects. */
export function resourceFilters(resource: Resource, words: Words, lang: UiLang): ListFilter[] {
  return Object.entries(resource.fields).flatMap(([name, field]): ListFilter[] => {
    if (!field.filter) return [];
    const base = { name, label: words.field(name) };
    if (field.filter === 'range') {
      const [from, to] = field.rangeWire ?? [`${name}_from`, `${name}_to`];
      return [{ ...base, kind: 'timeRange', wire: [from, to], rangePlaceholder: [words.common('start'), words.common('end')] }];
    }
    if (field.kind === 'bool') {
      return [
        {
          ...base,
          kind: 'bool',
          placeholder: words.common('choose'),
          boolLabels: [words.value(name, 'true'), words.value(name, 'false')],
        },
      ];
    }
    if (['enum', 'region', 'regions', 'languageGroup'].includes(field.kind) || field.values) {
      // A review queue opens on the rows waiting for review.
      const initial = resource.review?.field === name ? resource.review.pending : undefined;
      return [
        { ...base, kind: 'choice', placeholder: words.common('choose'), options: choices(words, name, field, lang), initial },
      ];
    }
    if (field.kind === 'country') {
      return [{ ...base, kind: 'int', render: pickCountry(words.field(name)) }];
    }
    if (field.kind === 'ref' && field.ref && resource.list.filterRefs?.[name]) {
      const lookup = { action: actionKey(resource.list), field: name, entity: field.ref.entity };
      return [{ ...base, kind: 'int', render: pickRef(words.field(name), lookup, words.common('placeholder')) }];
    }
    const numeric = ['int', 'money', 'member', 'room', 'ref'].includes(field.kind);
    return [{ ...base, kind: numeric ? 'int' : 'text', placeholder: words.common('placeholder'), maxLength: field.max }];
  });
}

// Loaded with the first list that filters by a reference: the picker's AutoComplete is not every list's weight.
const RefControl = lazy(() => import('../form/ref-control.tsx').then((m) => ({ default: m.RefControl })));

/** A filter naming another row (a parent agent): its name beside the key, picked by typing part of it. */
function pickRef(label: string, lookup: RefLookup, placeholder: string): ListFilter['render'] {
  return ({ id, value, onChange }) => (
    <Suspense fallback={null}>
      <RefControl
        id={id}
        label={label}
        lookup={lookup}
        placeholder={placeholder}
        value={typeof value === 'number' ? value : value ? Number(value) : undefined}
        onChange={(next) => onChange(next)}
      />
    </Suspense>
  );
}

/** A filter choosing one country by its name (the search panel's value stays the country's id). */
function pickCountry(label: string): ListFilter['render'] {
  return ({ id, value, onChange }) => (
    <CountryPicker
      id={id}
      aria-label={label}
      mode="single"
      value={typeof value === 'number' ? value : value ? Number(value) : null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
