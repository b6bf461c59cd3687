import {
  exportFieldNames,
  type FieldSpec,
  fieldLabel,
  LANGUAGE_GROUPS,
  type Lang,
  labelLangOf,
  REGIONS,
  type Resource,
  type Reward,
  rewardText,
  TEXT_KINDS,
  valueLabel,
  valueWords,
} from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { copyInteger, copyText, copyTime } from '../export/copy-cells.ts';
import { type CopyCellContext, type ExportColumn, type ExportValue, exportTime } from '../export/export-columns.ts';
import { refCellText, refNameOf } from './ref-names.ts';
import type { ResourceColumns } from './resource-table.ts';
import type { Values } from './resource-writes.ts';

/** An export cell in the reader's language: names for regions and enum values, times for the file to write in the console's zone. */
function cellOf(resource: Resource, name: string, field: FieldSpec) {
  return (row: Values, lang: Lang): ExportValue => {
    const value = row[name];
    if (value === null || value === undefined) return null;
    const labelLang = labelLangOf(lang);
    if (field.kind === 'regions') {
      const names = (value as number[]).map((id) => REGIONS.find((candidate) => candidate.id === id));
      return names
        .map((region, n) => (region ? (labelLang === 'en' ? region.en : region.zh) : String((value as number[])[n])))
        .join(' ');
    }
    if (field.kind === 'region') {
      const region = REGIONS.find((candidate) => candidate.id === value);
      return region ? (labelLang === 'en' ? region.en : region.zh) : Number(value);
    }
    if (labelled(field)) return valueLabel(resource.labels, labelLang, name, String(value));
    if (field.kind === 'languageGroup') {
      const group = LANGUAGE_GROUPS.find((candidate) => candidate.id === value);
      return group ? (labelLang === 'en' ? group.en : group.zh) : Number(value);
    }
    if (field.kind === 'ref') return refCellText(row, name);
    if (field.kind === 'time') return exportTime(Number(value));
    if (field.kind === 'reward') return rewardText(value as Reward, labelLang, refNameOf(row, name));
    if (field.kind === 'admins') return (value as { username: string }[]).map((admin) => admin.username).join(' ');
    if (Array.isArray(value)) return value.join(' ');
    return value as string | number;
  };
}

/** Fields whose cell is the word for their value (an enum, a yes/no, a text with a fixed set of values). */
const labelled = (field: FieldSpec) =>
  field.kind === 'enum' || field.kind === 'bool' || Boolean(field.values && TEXT_KINDS.includes(field.kind));

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint', 'serial', 'bigserial', 'smallserial']);
const TEXT_TYPE = /^(text|varchar|character varying|char)\b/;

/** `CASE value WHEN key THEN word … ELSE value END`: a lookup written out, as the writer's is in JS. */
function wordsOf(value: SQL, words: readonly (readonly [string, string])[]): SQL {
  if (words.length === 0) return value;
  const cases = words.map(([key, word]) => sql`WHEN ${key} THEN ${word} `);
  return sql`CASE ${value} ${sql.join(cases)}ELSE ${value} END`;
}

const placeWords = (places: readonly { id: number; zh: string; en: string }[], lang: Lang) =>
  places.map((place) => [String(place.id), labelLangOf(lang) === 'en' ? place.en : place.zh] as const);

/** `valueLabel`'s lookup, in its order: the field's words, then yes and no; any other value is itself. */
function labelWords(resource: Resource, name: string, lang: Lang): (readonly [string, string])[] {
  const labelLang = labelLangOf(lang);
  const keys = new Set([...Object.keys(valueWords(resource.labels, labelLang, name) ?? {}), 'true', 'false']);
  return [...keys].map((key) => [key, valueLabel(resource.labels, labelLang, name, key)] as const);
}

/**
 * The same cell as SQL, for a CSV written by COPY, where the field is a column read as it is
 * stored; undefined where only the JS writer can make it (references' names, rewards, computed fields).
 */
function copyOf(resource: Resource, name: string, field: FieldSpec, columns: ResourceColumns) {
  const column: AnyPgColumn | undefined = columns.byField.get(name);
  const { hooks } = columns;
  if (!column || hooks.derived?.[name] || hooks.select?.[name] || field.kind === 'percent') return undefined;
  const type = column.getSQLType();
  const asText = sql`(${column})::text`;
  if (field.kind === 'time')
    return INTEGER_TYPES.has(type) ? ({ timeZone }: CopyCellContext) => copyTime(column, timeZone) : undefined;
  if (field.kind === 'region') return ({ lang }: CopyCellContext) => copyText(wordsOf(asText, placeWords(REGIONS, lang)));
  if (field.kind === 'languageGroup')
    return ({ lang }: CopyCellContext) => copyText(wordsOf(asText, placeWords(LANGUAGE_GROUPS, lang)));
  if (field.kind === 'regions') {
    return ({ lang }: CopyCellContext) =>
      copyText(sql`array_to_string(ARRAY(SELECT ${wordsOf(sql`r::text`, placeWords(REGIONS, lang))}
        FROM unnest(${column}) WITH ORDINALITY AS u(r, n) ORDER BY n), ' ')`);
  }
  if (labelled(field)) return ({ lang }: CopyCellContext) => copyText(wordsOf(asText, labelWords(resource, name, lang)));
  if (['ref', 'reward', 'admins', 'list'].includes(field.kind)) return undefined;
  if (type.endsWith('[]')) return () => copyText(sql`array_to_string(${column}, ' ', '')`);
  if (INTEGER_TYPES.has(type)) return () => copyInteger(column);
  if (TEXT_TYPE.test(type)) return () => copyText(column);
  return undefined;
}

/**
 * The export's columns: the same fields, order and labels as the screen's table, a field shown
 * inside another's column after it; with the table's columns, each cell also in SQL where it can be.
 */
export function exportColumns(resource: Resource, columns?: ResourceColumns): ExportColumn<Values>[] {
  return exportFieldNames(resource.fields).map((name) => {
    const field = resource.fields[name] as FieldSpec;
    const copy = columns && copyOf(resource, name, field, columns);
    return {
      header: { zh: fieldLabel(resource.labels, 'zh-cn', name), en: fieldLabel(resource.labels, 'en', name) },
      value: cellOf(resource, name, field),
      ...(copy ? { copy } : {}),
    };
  });
}
