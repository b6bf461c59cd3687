import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { roomBackgroundLabels } from './room-background.labels.ts';

export const BACKGROUND_REVIEW_STATES = ['pending', 'passed', 'refused', 'ignored'] as const;

/**
 * Backgrounds rooms submit from the app, waiting for staff (room review, SPEC §4): a passed one
 * becomes its room's background, a refused one says why, an ignored one stays as it was. Each row
 * shows its room's pretty id and name as they are now; the region is the room's when it submitted.
 */
export const roomBackgroundReviews = resource({
  module: 'Room',
  namespace: 'roomBackground',
  menu: menuIdAt('/service/auditManage'),
  labels: roomBackgroundLabels,
  scope: { region: 'region_id' },
  fields: {
    room_id: { kind: 'room', filter: 'eq' },
    room_no: { kind: 'int' },
    room_name: { kind: 'text' },
    image: { kind: 'image' },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true },
    state: {
      kind: 'enum',
      values: BACKGROUND_REVIEW_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'roomBgReviewList' },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'passed', refuse: 'refused', ignore: 'ignored' },
    check: 'changeRoomBgBatch',
  },
});
export type RoomBackgroundReviewRow = RowOf<typeof roomBackgroundReviews.fields>;
