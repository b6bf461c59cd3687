import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField, shelfWindow } from '../resource/index.ts';
import { groupCheckLabels, groupHobbyLabels, groupPopupLabels } from './group-recommend.labels.ts';

export { groupCheckLabels, groupHobbyLabels, groupPopupLabels } from './group-recommend.labels.ts';

const listMenu = menuIdAt('/group/index') as number;

export const GROUP_CHECK_STATES = ['pending', 'passed', 'refused', 'ignored'] as const;
/** What a group's owner asked to change from the app: its name or its avatar. */
export const GROUP_CHECK_KINDS = ['name', 'avatar'] as const;

/**
 * Group checks (SPEC §7 RecommendGroup checks): changes owners ask for in the app wait here until
 * staff pass, refuse (with a reason) or ignore them, one by one or in a batch that moves whole or
 * not at all. Passing one makes it the group's; a change of a dissolved group cannot pass. A tab of
 * the group list, scoped by the group's region.
 */
export const groupChecks = resource({
  module: 'RecommendGroup',
  namespace: 'groupCheck',
  menu: listMenu,
  tabOf: listMenu,
  labels: groupCheckLabels,
  scope: { region: 'region_id' },
  fields: {
    group_id: { kind: 'ref', ref: { entity: 'group' }, filter: 'eq' },
    group_name: { kind: 'text' },
    kind: { kind: 'enum', values: GROUP_CHECK_KINDS, filter: 'eq' },
    new_name: { kind: 'text' },
    new_avatar: { kind: 'image' },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: GROUP_CHECK_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'groupCheckList', export: 'groupCheckExport' },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'passed', refuse: 'refused', ignore: 'ignored' },
    check: 'groupCheck',
  },
});
export type GroupCheckRow = RowOf<typeof groupChecks.fields>;

/**
 * Hobbies (SPEC §7 RecommendGroup hobby excel import): the interest tags groups carry, named once
 * (case aside), in their order, switched on or off; imported from an xlsx's first column or a
 * pasted list with a per-row report (names already there are skipped and counted).
 */
export const groupHobbies = resource({
  module: 'RecommendGroup',
  namespace: 'groupHobby',
  menu: listMenu,
  tabOf: listMenu,
  labels: groupHobbyLabels,
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name: { kind: 'text', max: 20, required: true, unique: 'ci', filter: 'contains' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    /** Groups carrying the tag now. */
    group_count: { kind: 'int', readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'hobbyList',
    save: 'hobbySave',
    delete: 'hobbyDelete',
    toggle: { field: 'is_on', action: 'hobbyOn' },
    import: { action: 'hobbyExcelImport', value: 'name', paste: 'names' },
  },
});
export type GroupHobbyRow = RowOf<typeof groupHobbies.fields>;

/**
 * H5 popups over the group square (SPEC §7 RecommendGroup H5 popups): a picture leading to a web
 * page (an http(s) URL), shown in some regions between on and off times while switched on; shelf
 * state derived (SPEC §4). Seen by a country admin holding any of its regions, changed only by one
 * holding all.
 */
export const groupPopups = resource({
  module: 'RecommendGroup',
  namespace: 'groupPopup',
  menu: listMenu,
  tabOf: listMenu,
  labels: groupPopupLabels,
  scope: { region: 'regions' },
  fields: {
    title: { kind: 'text', max: 64, required: true, filter: 'contains' },
    image: { kind: 'image', required: true },
    // Checked by the server as a web address, so a wrong one says so ('Invalid option' would not).
    link_url: { kind: 'text', max: 500, required: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    on_at: { kind: 'time', nullable: true, sortable: true },
    off_at: { kind: 'time', nullable: true },
    is_on: { kind: 'bool', default: true },
    shelf_state: shelfStateField(),
    updated_at: { kind: 'time', readOnly: true },
  },
  window: shelfWindow(),
  actions: {
    list: 'h5PopupList',
    save: 'h5PopupSave',
    delete: 'h5PopupDelete',
    toggle: { field: 'is_on', action: 'h5PopupOn' },
  },
});
export type GroupPopupRow = RowOf<typeof groupPopups.fields>;
