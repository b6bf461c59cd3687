import type { Resource } from '@console/contract';
import { api } from '../../app/api/client.ts';
import type { FormField } from '../form/form-types.ts';
import { LazyResourceForm } from '../form/lazy-form.tsx';
import type { RowAction } from '../list/list-types.ts';
import type { Words } from './resource-fields.tsx';
import { resourceFormFields } from './resource-form-fields.tsx';
import { offers } from './row-actions.ts';

type Row = Record<string, unknown> & { id: number };

/** What a screen adds to a declared command: when a row offers it, and the form's first values. */
export interface CommandOptions {
  /** A rule of the screen's own beside the declared lifecycle (which the kit applies itself). */
  shown?: (row: Row) => boolean;
  /** The form's first values (default: the row's values of the command's field names). */
  initial?: (row: Row) => Record<string, unknown>;
  /** Adjusts the form's derived fields (a field drawn by a picker: a host group, a member). */
  fields?: (fields: FormField[], words: Words) => FormField[];
}

export interface OpenCommand {
  name: string;
  row: Row;
}

/** A command's label: the resource labels' word for its action. */
export function commandLabel(resource: Resource, words: Words, name: string): string {
  const spec = resource.commandSpecs[name];
  return (words.lang === 'en' ? spec?.label?.en : spec?.label?.zh) ?? name;
}

/**
 * The row actions of a resource's declared commands: one with inputs opens its form, one without
 * runs after a question when it is dangerous (else at once). Each shows only with its permission.
 */
export function commandRowActions(
  resource: Resource,
  words: Words,
  open: (command: OpenCommand) => void,
  options: Readonly<Record<string, CommandOptions>> = {},
): RowAction<Row>[] {
  return Object.entries(resource.commands ?? {}).map(([name, command]) => {
    const spec = resource.commandSpecs[name];
    const hasInputs = Object.keys(command.fields ?? {}).length > 0;
    return {
      key: name,
      label: commandLabel(resource, words, name),
      spec,
      danger: command.danger,
      shown: offers(resource, name, options[name]?.shown),
      ...(hasInputs
        ? { open: (row: Row) => open({ name, row }) }
        : {
            confirm: command.danger ? true : undefined,
            run: (row: Row) => api(spec as NonNullable<typeof spec>, { id: row.id }),
          }),
    } satisfies RowAction<Row>;
  });
}

/** The form of one command on one row; the server answers the row as it is now. */
export function CommandForm(props: {
  resource: Resource;
  words: Words;
  open: OpenCommand;
  options?: CommandOptions;
  onDone: () => void;
  onClose: () => void;
}) {
  const { resource, words, open } = props;
  const fields = resource.commands?.[open.name]?.fields ?? {};
  const spec = resource.commandSpecs[open.name];
  if (!spec) return null;
  const names = Object.keys(fields);
  const adjust = props.options?.fields ?? ((derived: FormField[]) => derived);
  const initial =
    props.options?.initial?.(open.row) ??
    Object.fromEntries(
      names.filter((name) => open.row[name] !== undefined && open.row[name] !== null).map((name) => [name, open.row[name]]),
    );
  return (
    <LazyResourceForm
      spec={spec}
      title={commandLabel(resource, words, open.name)}
      // The command is the save of its own form: its ref pickers ask by it.
      fields={adjust(resourceFormFields({ ...resource, fields, save: spec } as Resource, words, words.lang, names), words)}
      initial={initial}
      hiddenValues={{ id: open.row.id }}
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}
