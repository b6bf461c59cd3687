import type { FieldSpec } from './fields.ts';

/**
 * Shelf states of SPEC §4 (ads, gifts, props, room backgrounds, banners): `pending` (to go live:
 * not approved, or switched off before its on time), `scheduled` (going on shelf: switched on, on
 * time not reached), `on` (on shelf), `off` (off shelf: its off time passed, or switched off after
 * its on time). Derived by the server from the times, the switch and the call's clock, never stored.
 */
export const SHELF_STATES = ['pending', 'scheduled', 'on', 'off'] as const;
export type ShelfState = (typeof SHELF_STATES)[number];

/** The list column of a shelf state: a coloured tag and a filter; the server's `shelfState` hook computes it. */
export function shelfStateField() {
  return {
    kind: 'enum',
    values: SHELF_STATES,
    colors: { pending: 'default', scheduled: 'processing', on: 'success', off: 'warning' },
    readOnly: true,
    filter: 'eq',
  } as const satisfies FieldSpec;
}

/** The words of the shelf states, for a module's labels (`values: { shelf_state: SHELF_STATE_LABELS.en }`). */
export const SHELF_STATE_LABELS = {
  'zh-cn': { pending: '待上线', scheduled: '待上架', on: '已上架', off: '已下架' },
  en: { pending: 'To go live', scheduled: 'Going on shelf', on: 'On shelf', off: 'Off shelf' },
} as const;
