import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { keyAccountLabels } from './key-account.labels.ts';

export { keyAccountLabels } from './key-account.labels.ts';

/** KA tiers, lowest first. */
export const KA_TIERS = ['silver', 'gold', 'diamond'] as const;
/** A key account has recharged at least this many coins, or reached this wealth (consumption) level. */
export const KA_MIN_RECHARGE_COINS = 100_000;
export const KA_MIN_WEALTH_LEVEL = 20;

/**
 * Key accounts (SPEC §2 /riskcontrolManagement/ka, menu 21007): members above a recharge or
 * consumption level, each looked after by an account manager (a staff account), with a tier, notes
 * and the last contact. Filtered by manager and region; exported. Scoped by the member's region.
 */
export const keyAccounts = resource({
  module: 'KeyAccount',
  namespace: 'keyAccounts',
  menu: menuIdAt('/riskcontrolManagement/ka'),
  labels: keyAccountLabels,
  scope: { region: 'region_id' },
  sortBy: 'recharge_coins',
  fields: {
    member_id: { kind: 'member', required: true, unique: true, filter: 'eq' },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    tier: { kind: 'enum', values: KA_TIERS, required: true, filter: 'eq', default: 'silver' },
    wealth_level: { kind: 'int', readOnly: true, sortable: true },
    recharge_coins: { kind: 'money', readOnly: true, sortable: true },
    manager_name: { kind: 'admin', readOnly: true, filter: 'contains' },
    manager_id: { kind: 'int', min: 1, required: true, filter: 'eq', shownIn: 'manager_name' },
    notes: { kind: 'longText', max: 1000 },
    last_contact_at: { kind: 'time', nullable: true, sortable: true, filter: 'range' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'keyAccountList', save: 'keyAccountSave', delete: 'keyAccountDelete', export: 'keyAccountExport' },
});
export type KeyAccountRow = RowOf<typeof keyAccounts.fields>;
