import { actionKey, COMMON_LABELS, type FieldSpec, type Resource, savedFieldNames } from '@console/contract';
import { imageRules } from '../../app/api/upload-limit.ts';
import type { UiLang } from '../../app/i18n.ts';
import { CountryPicker } from '../country-picker.tsx';
import type { FormField } from '../form/form-types.ts';
import { regionOptions } from '../regions.ts';
import { Select } from '../select.tsx';
import { choices, type Words } from './resource-fields.tsx';

type Row = Record<string, unknown> & { id: number };

/** What a form is derived from: a resource, or a special action's declaration (its fields, words and action). */
export type FormDeclaration = Pick<Resource, 'fields' | 'labels' | 'save'>;

// The add/edit form's fields derived from a declaration (DESIGN §4): the kind of each control, its words and choices.

/** The control a field's kind asks for. */
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
    case 'ref':
      return 'ref';
    default:
      return 'text';
  }
}

/** The add/edit form's fields, or those of `names` (an import's shared fields); a child list's rows get the same, from its sub-fields. */
export function resourceFormFields(
  resource: FormDeclaration,
  words: Words,
  lang: UiLang,
  names = savedFieldNames(resource.fields),
): FormField[] {
  return names.map((name) => {
    const field = resource.fields[name] as FieldSpec;
    const kind = field.kind === 'list' || field.kind === 'object' ? field.kind : formKind(field);
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
        : field.kind === 'object'
          ? { object: { fields: resourceFormFields({ ...resource, fields: field.of ?? {} }, words, lang) } }
          : {};
    // The save's action names the row for the picker (a command's form asks the same of the save's refs).
    const lookup =
      field.kind === 'ref' && resource.save
        ? { lookup: { action: actionKey(resource.save), field: name, entity: field.ref?.entity } }
        : {};
    return {
      ...countryPicker,
      ...list,
      ...lookup,
      name,
      label: words.field(name),
      kind,
      required: field.required,
      visibleWhen: field.visibleWhen,
      requiredWhen: field.requiredWhen,
      maxLength: kind === 'text' || kind === 'textarea' ? field.max : undefined,
      placeholder: selectable ? words.common('choose') : words.common('placeholder'),
      // A picture's rules and the server's size limit unless the screen words its own help.
      help: resource.labels[lang].help?.[name] ?? (field.kind === 'image' ? imageRules(lang) : undefined),
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
      placeholder={COMMON_LABELS[lang].choose}
      options={options}
      value={(value as number[] | undefined) ?? []}
      onChange={onChange}
      optionFilterProp="label"
    />
  );
}

/** A row's values as the form holds them: selects and radios carry text; a child list's rows keep their ids. */
export function formValuesOf(resource: Pick<FormDeclaration, 'fields'>, row: Row | null): Record<string, unknown> {
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
    if (field.kind === 'object') {
      values[name] = formValuesOf({ ...resource, fields: field.of ?? {} }, value as Row);
      continue;
    }
    values[name] = ['bool', 'region', 'enum', 'languageGroup'].includes(field.kind) || field.values ? String(value) : value;
  }
  return values;
}
