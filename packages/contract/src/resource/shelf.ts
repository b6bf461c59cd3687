import type { WindowState } from './window.ts';

/**
 * Shelf states of SPEC §4 (ads, gifts, props, room backgrounds, banners): `pending` (to go live:
 * not approved, or switched off before its on time), `scheduled` (going on shelf: switched on, on
 * time not reached), `on` (on shelf), `off` (off shelf: its off time passed, or switched off after
 * its on time). Derived by the server from the times, the switch and the call's clock, never stored.
 * The time part is the window's state (window.ts) of `on_at` to `off_at`; the switch and the review
 * sit on top of it (shelfStateFrom).
 */
export const SHELF_STATES = ['pending', 'scheduled', 'on', 'off'] as const;
export type ShelfState = (typeof SHELF_STATES)[number];

/**
 * A shelf state from its window's state, the switch and (where a review comes first) the approval:
 * not approved is pending; an ended window is off; switched off, it is pending before its start
 * and off after; switched on, it is going on shelf before its start and on shelf after.
 */
export function shelfStateFrom(window: WindowState, enabled: boolean, approved?: boolean): ShelfState {
  if (approved === false) return 'pending';
  if (window === 'ended') return 'off';
  if (!enabled) return window === 'scheduled' ? 'pending' : 'off';
  return window === 'scheduled' ? 'scheduled' : 'on';
}

/** The list column of a shelf state: a coloured tag and a filter; the server's `shelfState` hook computes it. */
export function shelfStateField() {
  // Checked as a FieldSpec where a resource's fields take it: importing fields.ts here would close an
  // import cycle (the glossary reads these words, and fields.ts reaches the glossary through labels).
  return {
    kind: 'enum',
    values: SHELF_STATES,
    colors: { pending: 'default', scheduled: 'processing', on: 'success', off: 'warning' },
    readOnly: true,
    filter: 'eq',
  } as const;
}

/** The words of the shelf states, for a module's labels (`values: { shelf_state: SHELF_STATE_LABELS.en }`). */
export const SHELF_STATE_LABELS = {
  'zh-cn': { pending: '待上线', scheduled: '待上架', on: '已上架', off: '已下架' },
  en: { pending: 'To go live', scheduled: 'Going on shelf', on: 'On shelf', off: 'Off shelf' },
} as const;
