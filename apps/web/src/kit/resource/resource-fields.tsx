import {
  COMMON_LABELS,
  type CommonWord,
  columnTitle,
  type FieldSpec,
  type Fields,
  fieldLabel,
  fieldsShownIn,
  type Resource,
  type Reward,
  rewardText,
  rowFieldNames,
  savedFieldNames,
  tableFieldNames,
  valueLabel,
} from '@console/contract';
import { Select, Tag } from 'antd';
import type { UiLang } from '../../app/i18n.ts';
import { CountryPicker } from '../country-picker.tsx';
import { fill } from '../fill.ts';
import type { FormField } from '../form/form-types.ts';
import { formatUnixTime } from '../format.ts';
import type { ListFilter } from '../list/filter-fields.tsx';
import type { ListColumn } from '../list/list-types.ts';
import { regionName, regionOptions } from '../regions.ts';
import { ShowMoreText } from '../show-more-text.tsx';
import { ColorSwatch, CountryNames, EffectLink, languageGroupName, languageGroupOptions } from './field-cells.tsx';

type Row = Record<string, unknown> & { id: number };

/** One resource's words in the interface language: its module labels, then the common namespace. */
export function wordsOf(resource: Resource, lang: UiLang) {
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

/** An enum or bool value as antd shows a status: a Tag in the value's colour. */
function statusTag(words: Words, name: string, field: FieldSpec, value: unknown) {
  const key = String(value);
  return <Tag color={field.colors?.[key]}>{words.value(name, key)}</Tag>;
}

/** One field of a row as the table and the details show it. */
export function fieldCell(words: Words, lang: UiLang, name: string, field: FieldSpec, row: Row) {
  const value = row[name];
  // A field's labels may name its empty value ('Permanent' for an end time that never comes). Legacy
  // columns hold 0 for a time that never came (a member who never logged in): no 1970 date.
  if (value === null || value === undefined || (field.kind === 'time' && value === 0))
    return words.value(name, 'null') === 'null' ? '' : words.value(name, 'null');
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
      return (value as number[]).map((id) => regionName(id, lang)).join(', ');
    case 'languageGroup':
      return languageGroupName(Number(value), lang);
    case 'countries':
      return <CountryNames ids={value as number[]} />;
    case 'admins':
      return (value as { username: string }[]).map((admin) => admin.username).join(', ');
    case 'color':
      return <ColorSwatch color={String(value)} />;
    case 'image':
      // The thumbnail opens the picture at full size, to judge it (a background waiting for review).
      return value ? (
        <a href={String(value)} target="_blank" rel="noreferrer">
          <img className="resource-image" src={String(value)} alt={words.field(name)} loading="lazy" />
        </a>
      ) : (
        ''
      );
    case 'file':
      return value ? <EffectLink url={String(value)} /> : '';
    case 'time':
      return formatUnixTime(Number(value));
    case 'json':
      return <pre className="json-block">{JSON.stringify(value, null, 2)}</pre>;
    case 'list':
      return childRows(words, lang, field.of ?? {}, value as Row[]);
    case 'reward':
      return rewardText(value as Reward, lang);
    default:
      return String(value);
  }
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

/**
 * The table's columns: the same fields, order and labels as the server's export, where a field
 * shown inside another's column (`shownIn`) follows its value in brackets: '10.0.0.1 (3)'.
 */
export function resourceColumns(resource: Resource, words: Words, lang: UiLang): ListColumn<Row>[] {
  const cell = (name: string, row: Row) => fieldCell(words, lang, name, resource.fields[name] as FieldSpec, row);
  return tableFieldNames(resource.fields).map((name) => {
    const field = resource.fields[name] as FieldSpec;
    const inside = fieldsShownIn(resource.fields, name);
    return {
      key: name,
      title: words.column(name),
      width: WIDTHS[field.kind] ?? (field.kind === 'longText' ? 260 : 160),
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

function choices(words: Words, name: string, field: FieldSpec, lang: UiLang) {
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
    const numeric = ['int', 'money', 'member', 'room', 'country'].includes(field.kind);
    return [{ ...base, kind: numeric ? 'int' : 'text', placeholder: words.common('placeholder'), maxLength: field.max }];
  });
}

function formKind(field: FieldSpec): FormField['kind'] {
  if (field.values && field.kind !== 'enum') return 'select';
  switch (field.kind) {
    case 'longText':
      return 'textarea';
    case 'int':
    case 'money':
    case 'member':
    case 'room':
      return 'int';
    case 'bool':
      return 'radio';
    case 'enum':
      return (field.values?.length ?? 0) <= 3 ? 'radio' : 'select';
    case 'region':
    case 'languageGroup':
      return 'select';
    case 'image':
      return 'image';
    // The only files a resource holds are animations (a gift's or prop's effect, SVGA or MP4).
    case 'file':
      return 'effect';
    case 'time':
      return 'time';
    case 'reward':
      return 'reward';
    default:
      return 'text';
  }
}

/** The add/edit form's fields, or those of `names` (an import's shared fields); a child list's rows get the same, from its sub-fields. */
export function resourceFormFields(
  resource: Resource,
  words: Words,
  lang: UiLang,
  names = savedFieldNames(resource.fields),
): FormField[] {
  return names.map((name) => {
    const field = resource.fields[name] as FieldSpec;
    const kind = field.kind === 'list' ? 'list' : formKind(field);
    const selectable = kind === 'select' || kind === 'radio';
    const countryPicker =
      field.kind === 'countries'
        ? { render: pickCountries(words.field(name)) }
        : field.kind === 'regions'
          ? { render: pickRegions(words.field(name), lang) }
          : {};
    const list =
      field.kind === 'list'
        ? {
            list: {
              fields: resourceFormFields({ ...resource, fields: field.of ?? {} }, words, lang),
              add: words.common('add'),
              remove: words.common('delete'),
            },
          }
        : {};
    return {
      ...countryPicker,
      ...list,
      name,
      label: words.field(name),
      kind,
      required: field.required,
      visibleWhen: field.visibleWhen,
      requiredWhen: field.requiredWhen,
      maxLength: kind === 'text' || kind === 'textarea' ? field.max : undefined,
      placeholder: selectable ? words.common('choose') : words.common('placeholder'),
      help: resource.labels[lang].help?.[name],
      options: selectable ? choices(words, name, field, lang) : undefined,
    };
  });
}

/** A form control choosing many countries, with select all and invert (SPEC §2's picker). */
function pickCountries(label: string): FormField['render'] {
  return ({ id, value, onChange }) => (
    <CountryPicker id={id} aria-label={label} mode="multiple" value={(value as number[] | undefined) ?? []} onChange={onChange} />
  );
}

/** A form control choosing several regions; the value stays a list of region ids. */
function pickRegions(label: string, lang: UiLang): FormField['render'] {
  const options = regionOptions(lang).map((option) => ({ value: Number(option.value), label: option.label }));
  return ({ id, value, onChange }) => (
    <Select
      id={id}
      aria-label={label}
      mode="multiple"
      options={options}
      value={(value as number[] | undefined) ?? []}
      onChange={onChange}
      optionFilterProp="label"
    />
  );
}

/** A row's values as the form holds them: selects and radios carry text; a child list's rows keep their ids. */
export function formValuesOf(resource: Resource, row: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of savedFieldNames(resource.fields)) {
    const field = resource.fields[name] as FieldSpec;
    const value = row ? row[name] : field.default;
    if (value === undefined || value === null) continue;
    if (field.kind === 'list') {
      const of = { ...resource, fields: field.of ?? {} };
      values[name] = (value as Row[]).map((child) => ({ id: child.id, ...formValuesOf(of, child) }));
      continue;
    }
    values[name] = ['bool', 'region', 'enum', 'languageGroup'].includes(field.kind) || field.values ? String(value) : value;
  }
  return values;
}
