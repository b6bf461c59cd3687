import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField, shelfWindow } from '../resource/index.ts';
import { roomBannerApplicationLabels, roomBannerLabels } from './room-banner.labels.ts';

export { roomBannerApplicationLabels, roomBannerLabels } from './room-banner.labels.ts';

const bannerMenu = menuIdAt('/service/roomBanner');

/** Where tapping a banner leads: nowhere, a web page, or a room. */
export const BANNER_JUMP_TYPES = ['none', 'url', 'room'] as const;
export const BANNER_APPLICATION_STATES = ['pending', 'passed', 'refused', 'ignored'] as const;

/**
 * Room banners (SPEC §7 RoomTopic roomBanner…, the banner management screen; menu 2017, a path the
 * lead chose): a picture over the room list, leading to a web page (its http(s) URL required) or a
 * room (its number required; an unknown room is refused). Shelf states like gifts (SPEC §4): to go
 * live, going on shelf, on shelf, off shelf, from the on/off times and the manual switch. A banner
 * shown in several regions is seen by a country admin holding any and changed only by one holding
 * all; a country admin's banner may lead only to a room of their regions.
 */
export const roomBanners = resource({
  module: 'RoomTopic',
  namespace: 'roomBanners',
  menu: bannerMenu,
  labels: roomBannerLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    title: { kind: 'text', max: 64, required: true, filter: 'contains' },
    image: { kind: 'image', required: true },
    jump_type: { kind: 'enum', values: BANNER_JUMP_TYPES, required: true, default: 'none', filter: 'eq' },
    jump_url: { kind: 'text', max: 500, nullable: true },
    /** The room's number (pretty id) when the banner leads to a room. */
    jump_room: { kind: 'int', min: 1, nullable: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    on_at: { kind: 'time', nullable: true, sortable: true },
    off_at: { kind: 'time', nullable: true },
    is_on: { kind: 'bool', default: true },
    shelf_state: shelfStateField(),
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  refs: { jump_room: { entity: 'room', by: 'number' } },
  window: shelfWindow(),
  actions: {
    list: 'roomBannerList',
    save: 'roomBannerSave',
    delete: 'roomBannerDelete',
    detail: 'roomBannerInfo',
    toggle: { field: 'is_on', action: 'roomBannerIsOn' },
  },
});
export type RoomBannerRow = RowOf<typeof roomBanners.fields>;

/**
 * Banners rooms ask for from the app (SPEC §4 reviews: pending, then passed or refused, ignore
 * offered, batch): the room, the picture, why, and when it should show. Passing one puts it on the
 * banner list at once (leading to the room, in the room's region, switched on, for the asked
 * times); refusing needs a reason. Staff may enter or correct an application while it is pending.
 * Region scope: the room's region when it applied.
 */
export const roomBannerApplications = resource({
  module: 'RoomTopic',
  namespace: 'roomBannerApplications',
  menu: bannerMenu,
  tabOf: bannerMenu,
  labels: roomBannerApplicationLabels,
  scope: { region: 'region_id' },
  fields: {
    // Required, but checked by the server: a missing number answers SPEC §5's 'Room number cannot be empty'.
    room_no: { kind: 'int', min: 1, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    room_id: { kind: 'room', readOnly: true, wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    image: { kind: 'image', required: true },
    reason: { kind: 'longText', max: 500, required: true },
    on_at: { kind: 'time', nullable: true },
    off_at: { kind: 'time', nullable: true },
    state: {
      kind: 'enum',
      values: BANNER_APPLICATION_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
      readOnly: true,
    },
    /** The banner a passed application became. */
    banner_id: { kind: 'int', readOnly: true, nullable: true },
    submitted_at: { kind: 'time', readOnly: true, sortable: true },
    reviewed_by_name: { kind: 'admin', readOnly: true },
    reviewed_at: { kind: 'time', readOnly: true, nullable: true },
    review_reason: { kind: 'longText', readOnly: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  window: shelfWindow(),
  actions: {
    list: 'roomBannerApplicationList',
    save: 'roomBannerApplicationSave',
    delete: 'roomBannerApplicationDelete',
    detail: 'roomBannerApplicationInfo',
  },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'passed', refuse: 'refused', ignore: 'ignored' },
    check: 'roomBannerApplicationCheck',
    outcomeFields: ['banner_id'],
  },
});
export type RoomBannerApplicationRow = RowOf<typeof roomBannerApplications.fields>;
