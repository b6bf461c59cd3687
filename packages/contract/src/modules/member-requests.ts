import { menuIdAt } from '../menu.ts';
import { type Fields, type RowOf, resource } from '../resource/index.ts';
import { SVIP_MAX_LEVEL } from './member-profile.ts';
import { numberApplicationLabels, svipComplaintLabels } from './member-requests.labels.ts';

export { numberApplicationLabels, svipComplaintLabels } from './member-requests.labels.ts';
export { MEMBER_REQUEST_MESSAGES } from './member-requests.messages.ts';

const module = 'Member';
const requestsMenu = menuIdAt('/props/memberRequests') as number;
export const REQUEST_STATES = ['pending', 'passed', 'refused'] as const;
/** What entitles a member to pick a pretty number, as the app records it with the application. */
export const NUMBER_SOURCES = ['svip_privilege', 'activity_reward', 'recharge_gift'] as const;
/** Why the app froze a member's SVIP, as it reports it with the complaint. */
export const SVIP_FREEZE_REASONS = ['refund', 'shared_account', 'risk_flag', 'violation'] as const;

/** The member a request is of, and the review's columns every request queue shows. */
const memberFields = {
  user_id: { kind: 'member', filter: 'eq' },
  nickname: { kind: 'text', readOnly: true },
  region_id: { kind: 'region', readOnly: true, filter: 'eq' },
} as const satisfies Fields;
const reviewFields = {
  state: {
    kind: 'enum',
    values: REQUEST_STATES,
    colors: { pending: 'processing', passed: 'success', refused: 'error' },
    filter: 'eq',
  },
  reviewed_by_name: { kind: 'admin', readOnly: true },
  reviewed_at: { kind: 'time', nullable: true, readOnly: true },
  review_reason: { kind: 'longText', readOnly: true },
} as const satisfies Fields;
const review = { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' } } as const;

/**
 * Pretty-number applications (Member numberApplyList, menu 13010): a member entitled to pick a
 * pretty number asks for one. A review queue, one or many at once: passing gives each member the
 * number in the check's transaction; a number another member uses or the lock list holds refuses
 * the whole check, naming it (nothing changes). Scoped by the member's region.
 */
export const numberApplications = resource({
  module,
  namespace: 'numberApplications',
  menu: requestsMenu,
  labels: numberApplicationLabels,
  scope: { region: 'region_id' },
  sortBy: 'created_at',
  fields: {
    ...memberFields,
    previous_no: { kind: 'int', readOnly: true },
    number: { kind: 'text', pattern: '[1-9]\\d{3,11}', filter: 'contains' },
    source: { kind: 'enum', values: NUMBER_SOURCES, filter: 'eq' },
    reason: { kind: 'longText' },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    ...reviewFields,
  },
  actions: { list: 'numberApplyList', export: 'numberApplyExport' },
  review: { ...review, check: 'numberApplyCheck' },
  sensitive: true,
});
export type NumberApplicationRow = RowOf<typeof numberApplications.fields>;

/**
 * SVIP unfreeze complaints (Member findComplainListByPage, "SVIP unfreeze list"): a member whose
 * SVIP the app froze asks for it back. A review queue: passing gives the member back the frozen level
 * for the days it had left, from now, never lowering or shortening an SVIP they hold now
 * (`restored_until` says till when); refusing keeps it frozen with the reason. A tab of member requests.
 */
export const svipComplaints = resource({
  module,
  namespace: 'svipComplaints',
  menu: requestsMenu,
  tabOf: requestsMenu,
  labels: svipComplaintLabels,
  scope: { region: 'region_id' },
  sortBy: 'created_at',
  fields: {
    ...memberFields,
    svip_level: { kind: 'int', min: 1, max: SVIP_MAX_LEVEL, filter: 'eq' },
    remaining_days: { kind: 'int', min: 0 },
    freeze_reason: { kind: 'enum', values: SVIP_FREEZE_REASONS, filter: 'eq' },
    frozen_at: { kind: 'time', sortable: true },
    content: { kind: 'longText' },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    ...reviewFields,
    restored_until: { kind: 'time', nullable: true, readOnly: true },
  },
  actions: { list: 'findComplainListByPage', export: 'complainExport' },
  review: { ...review, check: 'complainCheck', outcomeFields: ['restored_until'] },
  sensitive: true,
});
export type SvipComplaintRow = RowOf<typeof svipComplaints.fields>;
