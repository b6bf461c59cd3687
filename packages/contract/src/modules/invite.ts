import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { importReport, type RowOf, resource } from '../resource/index.ts';
import { inviteeLabels, inviteLabels } from './invite.labels.ts';

export { inviteeLabels, inviteLabels } from './invite.labels.ts';

const managementMenu = menuIdAt('/invitationMessage/management');
const bindingMenu = menuIdAt('/invitationMessage/binding');

export const INVITE_STATES = ['bound', 'unbound'] as const;
/** How a binding came about: typed by staff, a batch file, or the app's own invite link. */
export const INVITE_SOURCES = ['manual', 'batch', 'app'] as const;

/**
 * Invitations (SPEC §2 /invitationMessage, §7 module Invite): an invitee member bound to the member
 * who invited them. A member is bound to one inviter at a time and never to themself. Unbinding asks
 * a reason and keeps the row as history (`unbound`); an unbound row may be bound again
 * (`bindInvite`) while its invitee has no other inviter, or deleted (`deleteInvite`). A live
 * binding is never deleted: it is unbound first, so its reason stays on record. The region is the
 * invitee's (what a country admin's and a promoter's scope reads).
 */
export const invitations = resource({
  module: 'Invite',
  namespace: 'invitations',
  menu: managementMenu,
  labels: inviteLabels,
  scope: { region: 'region_id' },
  sortBy: 'bound_at',
  fields: {
    // Both required, checked by the server so a missing one answers which.
    invitee_id: { kind: 'member', filter: 'eq' },
    invitee_nickname: { kind: 'text', readOnly: true },
    inviter_id: { kind: 'member', filter: 'eq' },
    inviter_nickname: { kind: 'text', readOnly: true },
    /** The inviter's live invitees. */
    inviter_invitees: { kind: 'int', readOnly: true },
    remark: { kind: 'longText', max: 200 },
    source: {
      kind: 'enum',
      values: INVITE_SOURCES,
      colors: { batch: 'processing', app: 'success' },
      readOnly: true,
      filter: 'eq',
    },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    state: {
      kind: 'enum',
      values: INVITE_STATES,
      colors: { bound: 'success', unbound: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    bound_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    created_by_name: { kind: 'admin', readOnly: true },
    unbound_at: { kind: 'time', nullable: true, readOnly: true },
    unbound_by_name: { kind: 'admin', readOnly: true },
    unbind_reason: { kind: 'longText', readOnly: true },
  },
  actions: {
    list: 'getListByPage',
    add: 'addInvite',
    deleteOne: 'deleteInvite',
    export: 'getListByPageExport',
  },
  lifecycle: {
    field: 'state',
    transitions: {
      unbind: { from: ['bound'], to: 'unbound', refusals: { unbound: 'invite_already_unbound' } },
      rebind: { from: ['unbound'], to: 'bound', refusals: { bound: 'invite_not_unbound' } },
    },
    // Only an unbound invitation's history is deleted; a live one is unbound first, with its reason.
    delete: { in: ['unbound'], refusals: { bound: 'invite_still_bound' } },
  },
  commands: {
    unbind: { action: 'unbind', fields: { reason: { kind: 'longText', max: 500, required: true } }, danger: true },
    rebind: { action: 'bindInvite' },
  },
});
export type InvitationRow = RowOf<typeof invitations.fields>;

/**
 * An inviter's invitees (`getDetailByPage`), a tab of the invitations screen: who each inviter
 * brought, when they registered and whether they are still bound. Read only.
 */
export const invitees = resource({
  module: 'Invite',
  namespace: 'invitees',
  menu: managementMenu,
  tabOf: managementMenu,
  labels: inviteeLabels,
  scope: { region: 'region_id' },
  sortBy: 'bound_at',
  fields: {
    inviter_id: { kind: 'member', filter: 'eq' },
    invitee_id: { kind: 'member', filter: 'eq' },
    invitee_nickname: { kind: 'text', filter: 'contains' },
    registered_at: { kind: 'time', sortable: true },
    region_id: { kind: 'region', filter: 'eq' },
    state: { kind: 'enum', values: INVITE_STATES, colors: { bound: 'success', unbound: 'default' }, filter: 'eq' },
    bound_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'getDetailByPage' },
});
export type InviteeRow = RowOf<typeof invitees.fields>;

/**
 * Batch binding (menu 19002, hidden): invitee ids from an xlsx's first column and/or a pasted list,
 * all bound to one inviter. All or none (the kit's import rule): a value that is no id, names no
 * member or one outside the caller's regions, the inviter themself, a member already bound, or a
 * repeat in the file fails its row, and any failed row refuses the whole file with the per-row
 * report, binding nobody. At most 5000 rows (SPEC §5).
 */
export const bindInviteExcel = defineAction({
  module: 'Invite',
  action: 'bindInviteExcel',
  refs: { inviter_id: { entity: 'member' } },
  summary: "Invitees from an xlsx's first column or a pasted list bound to one inviter, all or none, with a per-row report",
  label: { zh: '批量绑定邀请关系', en: 'Bind invitees in batch' },
  permission: { menu: bindingMenu },
  mutates: true,
  upload: 'xlsx',
  input: z.object({ inviter_id: id(), invitee_ids: text({ max: 200_000 }).optional() }),
  output: importReport,
});
