import type { ActionSpec, FieldKind } from '@console/contract';
import type { ReactNode } from 'react';

/** One column of a list declaration; `key` is also what the admin's column choice stores. */
export interface ListColumn<Row> {
  key: string;
  title: string;
  dataIndex?: keyof Row & string;
  width?: number;
  /**
   * The column is never narrowed below `width` to fit the table in its room: lines that must not
   * wrap (an admin's three quotas) ran into the next column's text when it was.
   */
  keepWidth?: boolean;
  render?: (row: Row) => ReactNode;
  fixed?: 'start' | 'end';
  /** Row actions and the like always show. */
  hideable?: boolean;
  /**
   * What the column holds, when the kit should show it: `count` (an amount or a count: thousands
   * separators, never wrapped), or a declared field's kind (the cell's `data-kind`, which the
   * screen checks read: text staff typed is shown as typed).
   */
  kind?: FieldKind | 'count';
  /**
   * Shown only while the list's filters (by name, as in the address) allow it: a review queue's
   * reviewer is empty on every row while it lists the pending ones.
   */
  shownWith?: (filters: Readonly<Record<string, unknown>>) => boolean;
  /**
   * What a cell shows, as text, when it is not the row's value itself (an enum's label, a
   * reference's name): the column is never narrower than its longest word.
   */
  cellText?: (row: Row) => string;
  /** Shown only while a row of the page holds a value (FieldSpec.sparse). */
  sparse?: boolean;
}

/** A button over the table (add, import…); hidden unless the admin holds `spec`'s permission. */
export interface ToolbarAction {
  key: string;
  label: string;
  spec?: Pick<ActionSpec, 'permission'>;
  primary?: boolean;
  icon?: ReactNode;
  onClick: () => void;
}

/** A link in a row's action cell; with `confirm`, `run` waits for the admin's yes. */
export interface RowAction<Row> {
  key: string;
  label: string;
  /** A label that depends on the row (switch on / switch off). */
  labelOf?: (row: Row) => string;
  spec?: Pick<ActionSpec, 'permission'>;
  danger?: boolean;
  /** The question asked first (defaults to 'confirm this operation?'); a function names the row. */
  confirm?: boolean | string | ((row: Row) => string);
  run?: (row: Row) => Promise<unknown>;
  open?: (row: Row) => void;
  shown?: (row: Row) => boolean;
}

/** A button over the table acting on the selected rows (batch review, delete); shown only with a selection. */
export interface BatchAction<Row> {
  key: string;
  label: string;
  spec?: Pick<ActionSpec, 'permission'>;
  danger?: boolean;
  /** The question asked first; `run` waits for the admin's yes. */
  confirm?: (rows: Row[]) => string;
  run?: (rows: Row[]) => Promise<unknown>;
  open?: (rows: Row[]) => void;
}
