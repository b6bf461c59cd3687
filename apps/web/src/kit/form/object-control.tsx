import { conditionHolds } from '@console/contract';
import { FormControl } from './form-controls.tsx';
import type { FormField } from './form-types.ts';

type Settings = Record<string, unknown>;

interface Props {
  field: FormField;
  id: string;
  value: unknown;
  onChange: (value: Settings) => void;
}

/**
 * An `object` field in a form: its declared fields as one group under the field's label, each the
 * control its kind asks for and shown only while its condition holds on the group's own values.
 * A field the group no longer shows is dropped from its value, as the list's cells are.
 */
export function ObjectControl({ field, id, value, onChange }: Props) {
  const settings = value !== null && typeof value === 'object' ? (value as Settings) : {};
  const parts = field.object?.fields ?? [];
  const shown = (part: FormField, values: Settings) => !part.visibleWhen || conditionHolds(part.visibleWhen, values);
  const change = (name: string, cell: unknown) => {
    const next = { ...settings, [name]: cell };
    onChange(
      Object.fromEntries(Object.entries(next).filter(([key]) => parts.every((part) => part.name !== key || shown(part, next)))),
    );
  };
  return (
    <fieldset className="form-object" id={id} data-testid={`object-${field.name}`}>
      {parts
        .filter((part) => shown(part, settings))
        .map((part) => (
          <div key={part.name} className="form-object__part">
            <label htmlFor={`${id}-${part.name}`}>{part.label}</label>
            <FormControl
              field={part}
              id={`${id}-${part.name}`}
              value={settings[part.name]}
              onChange={(cell) => change(part.name, cell)}
              file={null}
              onFile={() => undefined}
              onError={() => undefined}
            />
          </div>
        ))}
    </fieldset>
  );
}
