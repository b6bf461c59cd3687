import { BAN_REASONS } from '../constants.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { memberViolationLabels } from './member-violation.labels.ts';

export const VIOLATION_STATES = ['pending', 'ignored', 'banned'] as const;

const sendCoinsMenu = menuIdAt('/sendCoins/sendCoins') as number;
const violationMenu = menuIdAt('/riskcontrolManagement/memberViolation') as number;

/**
 * Violating members (SPEC §7 SendCoins/findMemberViolationByPage, §4 violating user: ignored,
 * banned): members reported for breaking the rules, checked before coins go to them. Ignoring
 * closes the report; banning bans the member's account for 30 days with the report's reason, in
 * the check's transaction (the ban shows on the user page like any other). A screen of its own under
 * risk control (menu 21012), and still a tab of Send coins, where coins are checked before they go:
 * either menu id lets a role work the queue.
 */
export const memberViolations = resource({
  module: 'SendCoins',
  namespace: 'memberViolation',
  menu: [violationMenu, sendCoinsMenu],
  labels: memberViolationLabels,
  scope: { region: 'region_id' },
  fields: {
    user_id: { kind: 'member', filter: 'eq' },
    user_no: { kind: 'int' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    reason: { kind: 'enum', values: BAN_REASONS, filter: 'eq' },
    evidence: { kind: 'longText' },
    reported_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: VIOLATION_STATES,
      filter: 'eq',
      colors: { pending: 'processing', ignored: 'default', banned: 'error' },
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'findMemberViolationByPage', export: 'memberViolationExport' },
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'ignored', refuse: 'banned' }, check: 'memberViolationCheck' },
});
export type MemberViolationRow = RowOf<typeof memberViolations.fields>;
