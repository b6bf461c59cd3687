import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { familyDissolutionLabels, familyLabels, familyMemberLabels } from './family.labels.ts';

export { familyDissolutionLabels, familyLabels, familyMemberLabels } from './family.labels.ts';

const familiesMenu = menuIdAt('/family/userInformation');
const dissolutionMenu = menuIdAt('/family/dissolution');

/** SPEC §5: a family is founded by its owner and this many founders besides. */
export const FAMILY_FOUNDERS = 5;
export const FAMILY_STATES = ['active', 'dissolved'] as const;
export const FAMILY_ROLES = ['owner', 'founder', 'member'] as const;

/**
 * Families (SPEC §3, §5; §7 module Family): a name, an owner (member id), an avatar, a declaration
 * and an income share ratio (integer percent 0–100), all required. Creating one names its founders
 * (`founder_ids`, member ids): five besides the owner, none of them already in a family. The region
 * is the owner's, what a country admin's scope reads. A dissolved family (its dissolution passed)
 * keeps its row as history and refuses every change.
 */
export const families = resource({
  module: 'Family',
  namespace: 'families',
  menu: familiesMenu,
  labels: familyLabels,
  scope: { region: 'region_id' },
  fields: {
    name: { kind: 'text', max: 32, required: true, filter: 'contains' },
    // Required on creation, checked by the server: an edit keeps the owner and may leave it out.
    owner_id: { kind: 'member', filter: 'eq' },
    avatar: { kind: 'image', required: true },
    declaration: { kind: 'longText', max: 500, required: true },
    level: { kind: 'int', min: 1, max: 10, default: 1, sortable: true },
    income_ratio: { kind: 'int', min: 0, max: 100, required: true, sortable: true },
    /** Member ids, comma or space separated; read on creation only (the server checks count and membership). */
    founder_ids: { kind: 'longText', max: 2000, formOnly: true },
    member_count: { kind: 'int', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    state: {
      kind: 'enum',
      values: FAMILY_STATES,
      colors: { active: 'success', dissolved: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    dissolved_at: { kind: 'time', nullable: true, readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'familyList', save: 'familySave', detail: 'familyInfo', export: 'familyExport' },
});
export type FamilyRow = RowOf<typeof families.fields>;

/**
 * The members of each family, owner and founders included, with their role and when they joined.
 * A member leaves with a reason (`familyMemberRemove`): the row stays as history with who removed
 * them and why; the owner never leaves (the family is dissolved instead), nor anyone of a dissolved
 * family (dissolving released them all). Scoped by the family's region.
 */
export const familyMembers = resource({
  module: 'Family',
  namespace: 'familyMembers',
  menu: familiesMenu,
  tabOf: familiesMenu,
  labels: familyMemberLabels,
  scope: { region: 'region_id' },
  fields: {
    family_id: { kind: 'ref', ref: { entity: 'family' }, filter: 'eq' },
    // Searched by; shown (and exported) inside the family's column by its reference.
    family_name: { kind: 'text', filter: 'contains', wireOnly: true },
    member_id: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    role: { kind: 'enum', values: FAMILY_ROLES, colors: { owner: 'error', founder: 'warning' }, filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    joined_at: { kind: 'time', sortable: true },
    removed_at: { kind: 'time', nullable: true },
    removed_by_name: { kind: 'admin' },
    remove_reason: { kind: 'longText', max: 500 },
  },
  actions: { list: 'familyMemberList', export: 'familyMemberExport' },
  commands: {
    remove: { action: 'familyMemberRemove', fields: { reason: { kind: 'longText', max: 500, required: true } }, danger: true },
  },
});
export type FamilyMemberRow = RowOf<typeof familyMembers.fields>;

/** SPEC §4 dissolution labels: pending, then disbanded (passed) or dismissed (refused), or ignored. */
export const FAMILY_DISSOLUTION_STATES = ['pending', 'disbanded', 'dismissed', 'ignored'] as const;

/**
 * Family dissolution applications an owner sends from the app (menu 20002, hidden): pending until
 * staff disband the family (the pass outcome: the family is dissolved and every member leaves it),
 * dismiss it with a reason, or ignore it. Reviewing is sensitive (a password re-check), each check
 * one log row with the applications before and the outcome after. Scoped by the family's region.
 */
export const familyDissolutions = resource({
  module: 'Family',
  namespace: 'familyDissolution',
  menu: dissolutionMenu,
  labels: familyDissolutionLabels,
  scope: { region: 'region_id' },
  sensitive: true,
  fields: {
    family_id: { kind: 'ref', ref: { entity: 'family' }, filter: 'eq' },
    // Searched by; shown (and exported) inside the family's column by its reference.
    family_name: { kind: 'text', filter: 'contains', wireOnly: true },
    owner_id: { kind: 'member', filter: 'eq' },
    member_count: { kind: 'int' },
    reason: { kind: 'longText', max: 500 },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: FAMILY_DISSOLUTION_STATES,
      colors: { pending: 'processing', disbanded: 'error', dismissed: 'warning' },
      filter: 'eq',
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'familyDissolutionList', export: 'familyDissolutionExport' },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'disbanded', refuse: 'dismissed', ignore: 'ignored' },
    check: 'familyDissolutionReview',
  },
});
export type FamilyDissolutionRow = RowOf<typeof familyDissolutions.fields>;
