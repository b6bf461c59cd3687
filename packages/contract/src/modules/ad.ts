import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField, shelfWindow } from '../resource/index.ts';
import { adLabels } from './ad.labels.ts';

/** Where the app shows an ad: the home page's banner carousel, a popup over the home page, the splash screen at start. */
export const AD_KINDS = ['banner', 'popup', 'splash'] as const;
/**
 * What a tap opens: nothing, an in-app web page (h5) or the browser (url) at `jump_target`, a voice
 * room by its pretty number, or the recharge page (no target).
 */
export const AD_JUMP_TYPES = ['none', 'h5', 'url', 'room', 'recharge'] as const;
export type AdJumpType = (typeof AD_JUMP_TYPES)[number];
/** Jump types whose target is a web address (http or https). */
export const AD_URL_JUMPS: readonly AdJumpType[] = ['h5', 'url'];
/** How often a popup shows to one member: at every app open, once a day, or once ever. Other kinds have none. */
export const AD_POPUP_FREQUENCIES = ['every_open', 'daily', 'once'] as const;

/**
 * Ads and popups (menu 10001, /ad/index; SPEC §3 "title, image, jump type, regions, times, sort";
 * §4 to go live → going on shelf → on shelf → off shelf, derived like gifts' from the times and the
 * switch, never stored). SPEC names no kinds, jump types or frequency: these are what a voice-chat
 * app's operators place (home banners, popups, splash screens). Rules: the off time comes after the
 * on time (`off_not_after_on`); an h5/url jump needs an http(s) address (`ad_url_required`,
 * `ad_url_invalid`), a room jump a room's pretty number that names a room (`ad_room_required`,
 * `ad_room_unknown`); other jumps keep no target. An ad of several regions is seen by a country
 * admin holding any of them and changed only by one holding all.
 */
export const ads = resource({
  module: 'Advertise',
  namespace: 'ads',
  menu: menuIdAt('/ad/index'),
  labels: adLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    kind: {
      kind: 'enum',
      values: AD_KINDS,
      colors: { banner: 'processing', popup: 'warning', splash: 'success' },
      required: true,
      filter: 'eq',
    },
    title: { kind: 'text', max: 64, required: true, filter: 'contains' },
    image: { kind: 'image', required: true },
    jump_type: { kind: 'enum', values: AD_JUMP_TYPES, default: 'none', filter: 'eq' },
    /** Asked for only by the jumps that go somewhere (checked by the ad's own rule, in its own words). */
    jump_target: {
      kind: 'text',
      max: 500,
      default: '',
      visibleWhen: { field: 'jump_type', is: ['h5', 'url', 'room'] },
      requiredWhen: { field: 'jump_type', is: ['h5', 'url', 'room'] },
    },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    /** A popup's only (the server keeps none for other kinds). */
    frequency: { kind: 'enum', values: AD_POPUP_FREQUENCIES, nullable: true, visibleWhen: { field: 'kind', is: ['popup'] } },
    on_at: { kind: 'time', nullable: true, sortable: true },
    off_at: { kind: 'time', nullable: true },
    is_on: { kind: 'bool', default: true },
    shelf_state: shelfStateField(),
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  refs: { jump_target: { entity: 'room', by: 'number', when: { field: 'jump_type', is: ['room'] } } },
  window: shelfWindow(),
  actions: { list: 'adList', save: 'adSave', delete: 'adDelete', toggle: { field: 'is_on', action: 'adIsOn' } },
});
export type AdRow = RowOf<typeof ads.fields>;
