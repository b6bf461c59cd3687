import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { groupLabels, groupMemberLabels, groupMessageLabels } from './group.labels.ts';

export { groupLabels, groupMemberLabels, groupMessageLabels } from './group.labels.ts';

const listMenu = menuIdAt('/group/index') as number;
const detailMenu = menuIdAt('/group/groupManagement/groupDetail') as number;

/** SPEC §3 Group states: a group stands until staff dissolve it; a dissolved group takes no further change. */
export const GROUP_STATES = ['active', 'dissolved'] as const;
export const GROUP_MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
/** How long a member stays muted in the group chat, by its seconds (`forever`: until unmuted). */
export const GROUP_MUTE_SECONDS = { h1: 3600, h24: 86_400, d7: 7 * 86_400, forever: 0 } as const;
export type GroupMuteDuration = keyof typeof GROUP_MUTE_SECONDS;

/**
 * Groups (SPEC §2 /group/index and group detail, §3 Group): id, owner (an existing member, named by
 * user id or number), name (SPEC §5 'Group name required', checked by the server), avatar, tags
 * (interest tags of the hobby list), entry questions (one a line). The region is the owner's when the
 * group was made or its owner changed: region scope reads it. Recommended on, or "close
 * recommendation" (SPEC §4); dissolving needs the password again and a reason, takes the group off
 * recommendation, and a dissolved group refuses every further change.
 */
export const groups = resource({
  module: 'RecommendGroup',
  namespace: 'group',
  menu: [listMenu, detailMenu],
  labels: groupLabels,
  scope: { region: 'region_id', country: 'country_id' },
  fields: {
    id: { kind: 'int', readOnly: true, filter: 'eq' },
    // Required, but checked by the server: a missing name answers SPEC §5's 'Group name required'.
    name: { kind: 'text', max: 40, filter: 'contains' },
    avatar: { kind: 'image' },
    /** The owner by user id or user number (pretty id): saved and searched by it. */
    owner_no: { kind: 'int', min: 1, filter: 'eq' },
    owner_name: { kind: 'text', readOnly: true, shownIn: 'owner_no' },
    owner_id: { kind: 'member', readOnly: true, wireOnly: true },
    member_count: { kind: 'int', readOnly: true },
    /** Interest tags of the hobby list, separated by commas. */
    tags: { kind: 'text', max: 200, filter: 'contains' },
    /** Questions a member answers to join, one a line. */
    questions: { kind: 'longText', max: 1000 },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    country_id: { kind: 'country', readOnly: true, wireOnly: true },
    recommended: { kind: 'bool', readOnly: true, filter: 'eq', colors: { true: 'success' } },
    state: {
      kind: 'enum',
      values: GROUP_STATES,
      readOnly: true,
      filter: 'eq',
      colors: { active: 'success', dissolved: 'error' },
    },
    dissolved_at: { kind: 'time', readOnly: true, nullable: true, detail: true },
    dissolve_reason: { kind: 'longText', readOnly: true, detail: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  refs: { owner_no: { entity: 'member', by: 'number' } },
  actions: { list: 'groupList', save: 'groupSave', export: 'groupExport', detail: 'groupDetail' },
  commands: {
    recommend: { action: 'groupRecommend' },
    closeRecommend: { action: 'groupCloseRecommend', danger: true },
    dissolve: {
      action: 'groupDissolve',
      sensitive: true,
      danger: true,
      fields: { dissolve_reason: { kind: 'longText', max: 500, required: true } },
    },
  },
});
export type GroupRow = RowOf<typeof groups.fields>;

/**
 * Group members (a tab of the group list, and each group's a tab of its detail; SPEC §7 Message, group
 * chat management): role and when they
 * joined; muted in the group chat for a while or until unmuted. The owner is never muted, and
 * nobody in a dissolved group. Region scope: the group's region.
 */
export const groupMembers = resource({
  module: 'Message',
  namespace: 'groupMember',
  menu: [listMenu, detailMenu],
  tabOf: listMenu,
  recordTabOf: { resource: 'group', field: 'group_id' },
  labels: groupMemberLabels,
  scope: { region: 'region_id' },
  order: 'asc',
  fields: {
    group_id: { kind: 'ref', ref: { entity: 'group' }, filter: 'eq' },
    user_no: { kind: 'int', filter: 'eq' },
    nickname: { kind: 'text', filter: 'contains' },
    member_id: { kind: 'member', wireOnly: true },
    role: { kind: 'enum', values: GROUP_MEMBER_ROLES, filter: 'eq', colors: { owner: 'processing', admin: 'success' } },
    joined_at: { kind: 'time', sortable: true },
    muted: { kind: 'bool', filter: 'eq', colors: { true: 'error' } },
    muted_until: { kind: 'time', nullable: true },
    region_id: { kind: 'region', wireOnly: true },
  },
  actions: { list: 'groupMemberList' },
  commands: {
    mute: {
      action: 'groupMemberMute',
      danger: true,
      fields: {
        mute_duration: {
          kind: 'enum',
          values: Object.keys(GROUP_MUTE_SECONDS) as GroupMuteDuration[],
          required: true,
        },
      },
    },
    unmute: { action: 'groupMemberUnmute' },
  },
});
export type GroupMemberRow = RowOf<typeof groupMembers.fields>;

/**
 * Group chat messages (a tab of the group list, filtered by group, and each group's a tab of its detail;
 * SPEC §7 Message, group chat management), newest first: a message
 * breaking the rules is removed with a reason and stays as history (who, when, why).
 */
export const groupMessages = resource({
  module: 'Message',
  namespace: 'groupMessage',
  menu: [listMenu, detailMenu],
  tabOf: listMenu,
  recordTabOf: { resource: 'group', field: 'group_id' },
  labels: groupMessageLabels,
  scope: { region: 'region_id' },
  fields: {
    group_id: { kind: 'ref', ref: { entity: 'group' }, filter: 'eq' },
    sender_no: { kind: 'int', filter: 'eq' },
    sender_name: { kind: 'text', shownIn: 'sender_no' },
    content: { kind: 'longText', filter: 'contains' },
    sent_at: { kind: 'time', sortable: true, filter: 'range' },
    region_id: { kind: 'region', wireOnly: true },
    removed_at: { kind: 'time', nullable: true },
    removed_by_name: { kind: 'admin' },
    remove_reason: { kind: 'longText' },
  },
  actions: { list: 'groupChatList', remove: 'groupChatRemove' },
});
export type GroupMessageRow = RowOf<typeof groupMessages.fields>;
