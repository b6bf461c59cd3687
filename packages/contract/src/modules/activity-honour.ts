import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { activityHonourLabels } from './activity.labels.ts';

export { activityHonourLabels } from './activity.labels.ts';

/** Places of a settled activity's board that go on the honour wall by themselves. */
export const HONOUR_PLACES = 3;
export const HONOUR_SOURCES = ['settled', 'manual'] as const;

/**
 * The honour wall (menu 12009, SPEC §7 "honor wall"): the winners the app shows. The top places of
 * each settled activity's boards are added by the settlement; staff pin an entry to the top, hide
 * one, or add one by hand (a winner of an activity run outside the console). Only an entry added by
 * hand is deleted; a settled one is hidden.
 */
export const activityHonours = resource({
  module: 'Activity',
  namespace: 'activityHonours',
  menu: menuIdAt('/activityManagement/honorWall'),
  labels: activityHonourLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', required: true, filter: 'eq' },
    title_zh: { kind: 'text', max: 64, required: true, filter: 'contains' },
    title_en: { kind: 'text', max: 64, required: true },
    rank: { kind: 'int', min: 1, max: 1000, nullable: true },
    activity_id: { kind: 'int', nullable: true, readOnly: true, filter: 'eq' },
    source: { kind: 'enum', values: HONOUR_SOURCES, readOnly: true, filter: 'eq', colors: { settled: 'success' } },
    pinned: { kind: 'bool', default: false, filter: 'eq' },
    shown: { kind: 'bool', default: true, readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: {
    list: 'honorList',
    save: 'honorSave',
    delete: 'honorDelete',
    toggle: { field: 'shown', action: 'honorDisplay' },
  },
});
export type ActivityHonourRow = RowOf<typeof activityHonours.fields>;
