/**
 * Which columns a list shows: every column unless the admin hid it (saved per admin through
 * Preference/tableColumns*). Columns marked not hideable (row actions) always show, and at least one
 * hideable column stays, so a table never ends up empty.
 */
export interface ColumnChoice {
  key: string;
  hideable?: boolean;
}

export function visibleColumns<C extends ColumnChoice>(columns: readonly C[], hidden: readonly string[]): C[] {
  const hide = new Set(hidden);
  const shown = columns.filter((column) => column.hideable === false || !hide.has(column.key));
  if (shown.some((column) => column.hideable !== false)) return shown;
  const first = columns.find((column) => column.hideable !== false);
  return first ? columns.filter((column) => column === first || column.hideable === false) : shown;
}

/** Hidden keys after showing or hiding one column; unknown keys (columns since removed) are dropped. */
export function toggleColumn(columns: readonly ColumnChoice[], hidden: readonly string[], key: string, show: boolean): string[] {
  const hideable = new Set(columns.filter((column) => column.hideable !== false).map((column) => column.key));
  const next = new Set(hidden.filter((one) => hideable.has(one)));
  if (show) next.delete(key);
  else if (hideable.has(key)) next.add(key);
  // Hiding the last shown column is refused: the table would have nothing to show.
  if ([...hideable].every((one) => next.has(one))) return [...hidden.filter((one) => hideable.has(one))];
  return [...hideable].filter((one) => next.has(one));
}
