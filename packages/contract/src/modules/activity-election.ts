import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import { roomElectionLabels, roomNominationLabels } from './activity-election.labels.ts';
import { activityLifecycle, activityPayFields, activityShownFields, activityStateField } from './activity-fields.ts';

export { roomElectionLabels, roomNominationLabels } from './activity-election.labels.ts';

const menu = menuIdAt('/activityconfiguration/roomElection');
const module = 'Activity';
/** How votes are counted: one a vote gift, or one a coin of them. */
export const ELECTION_METRICS = ['gift_count', 'coins'] as const;
/** The most vote gifts one election has. */
export const MAX_VOTE_GIFTS = 10;
/** Who put a room forward: staff (passed at once), or the room itself from the app (reviewed). */
export const NOMINATION_SOURCES = ['staff', 'sign_up'] as const;
export const NOMINATION_STATES = ['pending', 'passed', 'refused'] as const;

/**
 * Room election (menu 11009, SPEC §7 Activity "room election"): rooms stand when their nomination
 * passed (staff nominate, rooms sign up in the app and wait for review); members vote by sending the
 * election's vote gifts in a room during the window; the `top_n` rooms with the most votes are
 * elected, announced on their nominations when it settles and paid by rank to their owners. An
 * activity of the one table, reviewed, run and settled as every activity.
 */
export const roomElections = resource({
  module,
  namespace: 'roomElections',
  menu,
  labels: roomElectionLabels,
  scope: { region: 'regions' },
  fields: {
    ...activityShownFields(),
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ends_at: { kind: 'time', required: true, sortable: true },
    window_state: windowStateField(),
    state: activityStateField(),
    metric: { kind: 'enum', values: ELECTION_METRICS, required: true, default: 'gift_count' },
    gifts: {
      kind: 'list',
      of: { gift_id: { kind: 'ref', ref: { entity: 'gift' }, required: true } },
      rows: { min: 1, max: MAX_VOTE_GIFTS },
    },
    ...activityPayFields(),
  },
  ...activityLifecycle({ review: 'electionReview', submit: 'electionSubmit', cancel: 'electionCancel' }),
  actions: {
    list: 'electionList',
    save: 'electionSave',
    delete: 'electionDelete',
    detail: 'electionDetail',
    export: 'electionExport',
    toggle: { field: 'shown', action: 'electionDisplay' },
  },
});
export type RoomElectionRow = RowOf<typeof roomElections.fields>;

/**
 * The rooms nominated for elections (a tab of the screen and of each election; a review queue):
 * staff nominate a room of the election's regions by its number (passed at once), rooms sign up from
 * the app (pending until reviewed, batch pass or refuse with a reason). Settling the election writes
 * each elected room's rank here: the announcement the app shows. Region scope: the room's region.
 */
export const roomNominations = resource({
  module,
  namespace: 'roomNominations',
  menu,
  tabOf: menu,
  recordTabOf: { resource: 'roomElections', field: 'activity_id' },
  labels: roomNominationLabels,
  scope: { region: 'region_id' },
  fields: {
    activity_id: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    room_id: { kind: 'room', readOnly: true, wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    source: { kind: 'enum', values: NOMINATION_SOURCES, readOnly: true, filter: 'eq' },
    pitch: { kind: 'longText', max: 300, required: true },
    state: {
      kind: 'enum',
      values: NOMINATION_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      readOnly: true,
      filter: 'eq',
    },
    // Shown while a room of the page was elected: most never are.
    elected_rank: { kind: 'int', readOnly: true, nullable: true, sparse: true },
    reviewed_by_name: { kind: 'admin', readOnly: true },
    reviewed_at: { kind: 'time', readOnly: true, nullable: true },
    review_reason: { kind: 'longText', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  // A passed nomination stands: votes may have been cast for it.
  lifecycle: { field: 'state', transitions: {}, delete: { in: ['pending', 'refused'] } },
  actions: { list: 'nominationList', add: 'electionNominate', delete: 'nominationDelete', export: 'nominationExport' },
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' }, check: 'nominationReview' },
});
export type RoomNominationRow = RowOf<typeof roomNominations.fields>;
