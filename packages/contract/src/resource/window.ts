import type { MessageKey } from '../messages.ts';

/**
 * A row's time window (DESIGN §4 "One row, one way"): from `start` to `end`, unix seconds, half-open
 * [start, end), a missing start meaning "since ever" and a missing end "never ends". Its state is
 * read from the clock, never stored: `scheduled` before the start, `running` inside, `ended` from
 * the end on. Shelf states (SHELF_STATES) are this state with a switch and a review on top.
 */
export const WINDOW_STATES = ['scheduled', 'running', 'ended'] as const;
export type WindowState = (typeof WINDOW_STATES)[number];

/**
 * A window declared on a resource (ResourceDeclaration.window). The kit checks on every save that
 * the end comes after the start, derives `state` with its list filter, and, with `noOverlap`,
 * refuses a window meeting another row's of the same `per` values, checked under one lock per
 * those values so that saves sent at once are judged one after the other.
 */
export interface WindowDeclaration<Field extends string = string> {
  /** A `time` field; null: since ever. */
  start: Field;
  /** A `time` field; null: never ends. */
  end: Field;
  /** A field declared with `windowStateField()`: derived by the server from the clock, with its filter. */
  state?: Field;
  noOverlap?: NoOverlap<Field>;
  /** The screen's own words where the kit's do not fit (the shelves' `off_not_after_on`). */
  refusals?: {
    /** For an end not after the start: the message and the end field's error. */
    order?: MessageKey;
    /**
     * For an overlap: the end field's error only. The message stays the kit's `window_overlap`,
     * which names the other row and its window; fixed words cannot.
     */
    overlap?: MessageKey;
  };
}

/**
 * Two rows' windows may not meet while they share every `per` field: equal values, or for a
 * `regions` field one region in common. A value in `meetsAll` shares with every value of its field
 * (a promotion on both stores meets one on either store).
 */
export interface NoOverlap<Field extends string = string> {
  per: readonly Field[];
  meetsAll?: Readonly<Partial<Record<Field, string>>>;
}

/** The state of a window at `now` (the server's SQL condition for a state says the same). */
export function windowStateAt(start: number | null, end: number | null, now: number): WindowState {
  if (end !== null && end <= now) return 'ended';
  return start !== null && start > now ? 'scheduled' : 'running';
}

/** The list column of a window's state: a coloured tag and a filter; the server derives it (ResourceDeclaration.window.state). */
export function windowStateField() {
  // Checked as a FieldSpec where a resource's fields take it: importing fields.ts here would close an
  // import cycle (the glossary reads these words, and fields.ts reaches the glossary through labels).
  return {
    kind: 'enum',
    values: WINDOW_STATES,
    colors: { scheduled: 'processing', running: 'success', ended: 'default' },
    readOnly: true,
    filter: 'eq',
  } as const;
}

/** The words of the window states, for the glossary (`window_state`) or a module's labels. */
export const WINDOW_STATE_LABELS = {
  'zh-cn': { scheduled: '未开始', running: '进行中', ended: '已结束' },
  en: { scheduled: 'Scheduled', running: 'Running', ended: 'Ended' },
} as const;

/**
 * The shelf window preset (ads, skins, room backgrounds, banners, promotions): `on_at` to `off_at`,
 * refused in the shelves' own words, their state the shelf state the server derives with its switch.
 */
export function shelfWindow() {
  return { start: 'on_at', end: 'off_at', refusals: { order: 'off_not_after_on' } } as const satisfies WindowDeclaration;
}
