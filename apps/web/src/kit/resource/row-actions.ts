import { type LifecycleStep, lifecycleAllows, type Resource, type ReviewResult } from '@console/contract';
import { api } from '../../app/api/client.ts';
import type { RowAction } from '../list/list-types.ts';
import type { Words } from './resource-fields.tsx';

type Row = Record<string, unknown> & { id: number };

/** The dialogs a resource page opens. */
export type Dialog =
  | { kind: 'edit'; row: Row | null }
  | { kind: 'remove'; row: Row }
  | { kind: 'import' }
  | { kind: 'reason'; ids: number[]; result: ReviewResult };

/** A row's own words for questions: its first text field. */
export function rowTitle(resource: Resource, row: Row): string {
  const field = Object.entries(resource.fields).find(([, spec]) => spec.kind === 'text')?.[0];
  return String(field ? row[field] : row.id);
}

/** Which rows offer Edit and Delete (default all): a row the server refuses to change shows neither. */
export interface RowsAllowing {
  editable?: (row: Row) => boolean;
  deletable?: (row: Row) => boolean;
}

/**
 * Whether a row offers a step: its lifecycle (the same declaration the server enforces) and, where a
 * screen adds one, its own rule. A row the server would refuse the step never offers it.
 */
export function offers(resource: Resource, step: LifecycleStep, screenRule?: (row: Row) => boolean) {
  if (!resource.lifecycle && !screenRule) return undefined;
  return (row: Row) => lifecycleAllows(resource.lifecycle, step, row) && (screenRule?.(row) ?? true);
}

/**
 * The standard actions of a row, each only if the resource has it: edit (not for add-only
 * resources; on the rows `editable` allows), the on/off switch, taking off with a reason (not on
 * rows already off), delete after a question naming the row (on the rows `deletable` allows).
 */
export function rowActionsOf(
  resource: Resource,
  words: Words,
  open: (dialog: Dialog) => void,
  { editable, deletable }: RowsAllowing = {},
): RowAction<Row>[] {
  const { save, toggle, remove, delete: drop } = resource;
  const toggleField = resource.actions.toggle?.field;
  const actions: RowAction<Row>[] = [];
  if (save && resource.actions.save) {
    actions.push({
      key: 'edit',
      label: words.common('edit'),
      spec: save,
      shown: offers(resource, 'edit', editable),
      open: (row) => open({ kind: 'edit', row }),
    });
  }
  if (toggle && toggleField) {
    actions.push({
      key: 'toggle',
      label: words.field(toggleField),
      // The screen's own words for switching ('Hide', 'Show'), else the common ones.
      labelOf: (row) =>
        words.screen(row[toggleField] ? 'toggleOff' : 'toggleOn') ?? words.common(row[toggleField] ? 'off' : 'on'),
      spec: toggle,
      run: (row) => api(toggle, { id: row.id, [toggleField]: !row[toggleField] }),
    });
  }
  // A screen may ask before a row goes off, saying what follows (its `toggleOffQuestion`): switching off is then its own action.
  const offQuestion = words.screen('toggleOffQuestion');
  const switcher = actions.find((action) => action.key === 'toggle');
  if (offQuestion && switcher && toggleField) {
    const isOn = (row: Row) => Boolean(row[toggleField]);
    switcher.shown = (row) => !isOn(row);
    const label = words.screen('toggleOff') ?? words.common('off');
    actions.push({ ...switcher, key: 'toggleOff', label, labelOf: undefined, danger: true, confirm: offQuestion, shown: isOn });
  }
  if (remove) {
    actions.push({
      key: 'remove',
      label: words.common('remove'),
      spec: remove,
      danger: true,
      shown: (row) => row.removed_at === null || row.removed_at === undefined,
      open: (row) => open({ kind: 'remove', row }),
    });
  }
  if (drop) {
    actions.push({
      key: 'delete',
      label: words.common('delete'),
      spec: drop,
      danger: true,
      shown: offers(resource, 'delete', deletable),
      confirm: (row) => words.common('deleteQuestion', { name: rowTitle(resource, row) }),
      run: (row) => api(drop, resource.actions.deleteOne ? { id: row.id } : { ids: [row.id] }),
    });
  }
  return actions;
}
