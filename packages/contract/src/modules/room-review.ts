import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { roomActivityLabels, roomDisbandLabels } from './room-review.labels.ts';

const auditManage = menuIdAt('/service/auditManage');

export const ACTIVITY_REVIEW_STATES = ['pending', 'passed', 'refused', 'ignored'] as const;

/**
 * Room activities rooms submit from the app (room review, SPEC §4): pending until staff pass,
 * refuse (with a reason) or ignore them, one by one or in a batch that moves whole or not at all.
 * A passed activity can be pinned to the top of the app's activity list (`topActive`); only a
 * passed one, so an unreviewed or refused activity never tops the list. The region is the room's
 * when it submitted: what region scope reads. A tab of room review.
 */
export const roomActivityReviews = resource({
  module: 'Room',
  namespace: 'roomActivityReview',
  menu: auditManage,
  tabOf: auditManage,
  labels: roomActivityLabels,
  scope: { region: 'region_id' },
  fields: {
    room_id: { kind: 'room', filter: 'eq' },
    room_no: { kind: 'int', filter: 'eq' },
    // The first text field: what questions and the log name a row by.
    title: { kind: 'text', max: 64, filter: 'contains' },
    room_name: { kind: 'text' },
    cover: { kind: 'image' },
    description: { kind: 'longText', max: 1000 },
    start_at: { kind: 'time', sortable: true },
    end_at: { kind: 'time' },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: ACTIVITY_REVIEW_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
    },
    is_top: { kind: 'bool', filter: 'eq' },
    topped_at: { kind: 'time', nullable: true },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'roomActiveReviewList', deleteOne: 'deleteRoomActive', export: 'roomActiveReviewExport' },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'passed', refuse: 'refused', ignore: 'ignored' },
    check: 'changeRoomActiveBatch',
    outcomeFields: ['topped_at'],
  },
  commands: {
    top: { action: 'topActive' },
    untop: { action: 'cancelTopActive' },
  },
});
export type RoomActivityReviewRow = RowOf<typeof roomActivityReviews.fields>;

/** SPEC §4 dissolution labels: pending, then disbanded (passed) or dismissed (refused), or ignored. */
export const DISBAND_STATES = ['pending', 'disbanded', 'dismissed', 'ignored'] as const;

/**
 * Room dissolution applications: a room's owner asks in the app to dissolve the room. Disbanding
 * (the pass outcome) dissolves the room from that moment: the room list shows it as disbanded (the
 * room-review module's `roomDissolutions` lookup); dismissing says why; ignoring leaves the room
 * as it is. A tab of room review, scoped by the room's region when the owner applied.
 */
export const roomDisbandApplications = resource({
  module: 'Room',
  namespace: 'roomDisband',
  menu: auditManage,
  tabOf: auditManage,
  labels: roomDisbandLabels,
  scope: { region: 'region_id' },
  fields: {
    room_id: { kind: 'room', filter: 'eq' },
    room_no: { kind: 'int', filter: 'eq' },
    room_name: { kind: 'text' },
    owner_id: { kind: 'member' },
    reason: { kind: 'longText', max: 500 },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: DISBAND_STATES,
      colors: { pending: 'processing', disbanded: 'error', dismissed: 'warning' },
      filter: 'eq',
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'roomDisbandList', export: 'roomDisbandExport' },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'disbanded', refuse: 'dismissed', ignore: 'ignored' },
    check: 'roomDisbandReview',
  },
});
export type RoomDisbandRow = RowOf<typeof roomDisbandApplications.fields>;
