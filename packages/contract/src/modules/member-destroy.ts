import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { memberDestroyLabels } from './member-destroy.labels.ts';

export const DESTROY_STATES = ['in_progress', 'cancelled', 'done'] as const;

/**
 * Account deregistrations (menu 21009; SPEC §4): in progress, cancelled or done. Read only; the
 * member's number, nickname and region come from the member, whose region and country scope the list.
 */
export const userDestroys = resource({
  module: 'Member',
  namespace: 'memberDestroy',
  menu: MenuIds.userDestroy,
  labels: memberDestroyLabels,
  scope: { region: 'region_id', country: 'country_id' },
  fields: {
    user_id: { kind: 'member', filter: 'eq' },
    user_no: { kind: 'int' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region' },
    country_id: { kind: 'country', internal: true },
    state: {
      kind: 'enum',
      values: DESTROY_STATES,
      colors: { in_progress: 'processing', cancelled: 'default', done: 'error' },
      filter: 'eq',
    },
    reason: { kind: 'longText' },
    applied_at: { kind: 'time' },
    finishes_at: { kind: 'time' },
  },
  actions: { list: 'userDestroyList' },
});
export type UserDestroyRow = RowOf<typeof userDestroys.fields>;

export const userDestroyList = userDestroys.list;
