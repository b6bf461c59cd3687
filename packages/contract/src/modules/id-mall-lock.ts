import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { idLockLabels } from './id-mall.labels.ts';
import { ID_DIGITS_MAX } from './id-mall-digits.ts';

export const ID_LOCK_STATES = ['locked', 'unlocked'] as const;

/**
 * Pretty-number locks (menu 24001, /setting/idLock, SPEC §7): a locked number is not sold, whether
 * the mall lists it or not (a number kept for officials). A lock needs a reason; unlocking takes it
 * off with a reason and keeps it as history (who, when, why). One active lock per number.
 */
export const idLocks = resource({
  module: 'IdLock',
  namespace: 'idLocks',
  menu: menuIdAt('/setting/idLock'),
  labels: idLockLabels,
  fields: {
    number: { kind: 'text', max: ID_DIGITS_MAX, required: true, unique: true, filter: 'contains' },
    reason: { kind: 'longText', max: 500, required: true },
    status: {
      kind: 'enum',
      values: ID_LOCK_STATES,
      colors: { locked: 'error', unlocked: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    /** Whether the mall lists the number (a lock may keep back a number not yet for sale). */
    in_mall: { kind: 'bool', readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, filter: 'range', sortable: true },
    removed_at: { kind: 'time', nullable: true, readOnly: true },
    removed_by_name: { kind: 'admin', readOnly: true },
    remove_reason: { kind: 'longText', readOnly: true },
  },
  actions: { list: 'lockList', add: 'lockAdd', remove: 'unlock', export: 'lockExport' },
});
export type IdLockRow = RowOf<typeof idLocks.fields>;
