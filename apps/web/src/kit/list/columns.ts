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

/** About how wide a character of the table's 14 px text is: a CJK one, a capital, another Latin one. */
function charWidth(char: string): number {
  if ((char.codePointAt(0) ?? 0) >= 0x2e80) return 14;
  return /[A-Z]/.test(char) ? 9.5 : 7.5;
}

const textWidth = (text: string) => [...text].reduce((width, char) => width + charWidth(char), 0);

/** Room a header takes beside its text: the cell's padding and a sort arrow. */
const HEADER_PADDING = 34;

/**
 * The narrowest a column may be: its header's longest unbroken word on one line. Narrower, an English
 * header broke mid-word ("Pretty numb|er") or ran over the next one; CJK text breaks between any two
 * characters, so a Chinese header only needs its widest character.
 */
export function headerMinWidth(title: string): number {
  const pieces = title.split(/\s+|(?=[\u2e80-\uffff])|(?<=[\u2e80-\uffff])/u);
  return Math.ceil(Math.max(0, ...pieces.map(textWidth)) + HEADER_PADDING);
}

/** Room a cell takes beside its text: its padding. */
const CELL_PADDING = 18;
/** A word wider than this (a link, a device id) may break: a column that wide for it would crowd the rest. */
const MAX_WORD_WIDTH = 220;
/** Room for a word of wider letters than the average the estimate assumes. */
const WIDE_LETTERS = 1.12;

/**
 * The narrowest a column may be for the values it shows on this page: its longest Latin word on one
 * line ("Newcomers" broke as "Newcomer|s" in a narrow host-group column), inside a tag's padding
 * too when `tagged`. CJK text may break anywhere.
 */
export function cellMinWidth(values: readonly unknown[], tagged = false): number {
  let widest = 0;
  for (const value of values) {
    if (typeof value !== 'string' || value === '') continue;
    for (const word of value.split(/\s+|(?=[\u2e80-\uffff])|(?<=[\u2e80-\uffff])/u)) widest = Math.max(widest, textWidth(word));
  }
  if (widest === 0) return 0;
  // The estimate is an average letter's; a word of wide ones (an address with m, w and @) needs more.
  return Math.ceil(Math.min(widest * WIDE_LETTERS, MAX_WORD_WIDTH) + CELL_PADDING + (tagged ? TAG_PADDING : 0));
}

/** The kinds shown as a tag, whose text sits inside the tag's own padding and border. */
export const TAGGED_KINDS: readonly string[] = ['enum', 'bool'];
const TAG_PADDING = 18;

/** How far a table's columns may narrow to fit its room before it scrolls sideways instead. */
export const MIN_FIT = 0.65;

/**
 * Widths of a table's columns in its room: a table that fits keeps its widths; one a little wider
 * than its room narrows its columns (not the pinned ones, to at most MIN_FIT) until it fits; a wider
 * one keeps them and scrolls sideways under its pinned columns, so the row actions pinned at its end
 * stay in view however wide the table is (they were scrolled off-screen on rooms, users and
 * approvals). `extra` is room the table takes besides its columns (the selection checkboxes);
 * `room` 0 is not measured yet; `cellLeast` is each column's cellMinWidth on the page shown.
 */
export function fitColumns(
  columns: readonly { width?: number; fixed?: 'start' | 'end'; keepWidth?: boolean; title?: string }[],
  room: number,
  extra = 0,
  cellLeast: readonly number[] = [],
): { widths: number[]; x: number; pinEnd: boolean } {
  const least = columns.map((column, index) => Math.max(column.title ? headerMinWidth(column.title) : 0, cellLeast[index] ?? 0));
  const widths = columns.map((column, index) => Math.max(column.width ?? 120, least[index] as number));
  const total = widths.reduce((sum, width) => sum + width, extra);
  if (room <= 0 || total <= room) return { widths, x: total, pinEnd: room > 0 };
  // Pinned columns and those that keep their width are not narrowed: the others share what is left.
  const kept = new Set(columns.flatMap((column, index) => (column.fixed !== undefined || column.keepWidth ? [index] : [])));
  const factorOf = () => {
    const fixed = widths.reduce((sum, width, index) => sum + (kept.has(index) ? width : 0), extra);
    const free = widths.reduce((sum, width, index) => sum + (kept.has(index) ? 0 : width), 0);
    return (room - fixed) / free;
  };
  if (factorOf() < MIN_FIT) return { widths, x: total, pinEnd: true };
  // No column narrower than its header's or its cells' longest word: one that would be keeps that width, and the
  // others share the rest (each pass can only clamp more columns, so it ends).
  let factor = factorOf();
  for (let clamped = true; clamped; ) {
    clamped = false;
    widths.forEach((width, index) => {
      if (!kept.has(index) && Math.floor(width * factor) < (least[index] as number)) {
        widths[index] = least[index] as number;
        kept.add(index);
        clamped = true;
      }
    });
    if (clamped) factor = kept.size === widths.length ? 1 : factorOf();
  }
  const fitted = widths.map((width, index) => (kept.has(index) ? width : Math.floor(width * factor)));
  return { widths: fitted, x: fitted.reduce((sum, width) => sum + width, extra), pinEnd: true };
}

/** The narrowest and widest a row-actions column gets: wider, it would hide the table it is pinned over. */
export const ACTIONS_WIDTH = { min: 80, max: 440 } as const;

/**
 * The width of a row-actions column: room for the buttons of the row that offers the most (each
 * button as wide as its label), within ACTIONS_WIDTH. Sized by
 * what the rows offer, not by every action the screen has: rooms have fourteen, a row shows six.
 */
export function actionsWidth(labelsPerRow: readonly (readonly string[])[]): number {
  const buttonWidth = (label: string) => 16 + textWidth(label);
  const widest = Math.max(0, ...labelsPerRow.map((labels) => labels.reduce((sum, label) => sum + buttonWidth(label), 0)));
  return Math.min(ACTIONS_WIDTH.max, Math.max(ACTIONS_WIDTH.min, Math.ceil(widest + 24)));
}
