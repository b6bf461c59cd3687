import { memberHistoryActions as spec } from '@console/contract';
import { getTableColumns } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import type { ListDefinition } from '../../engine/list/list.ts';
import { memberProfileHistory } from './member-profile-history.tables.ts';

type Row = typeof memberProfileHistory.$inferSelect;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Keeps the old and new value of each profile field staff's change moved (the HistoryLog group),
 * in the change's transaction: a failed change keeps no history, and a save that moves nothing
 * (the same nickname again) writes none.
 */
export async function recordProfileChanges(
  ctx: ActionContext,
  memberId: number,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<void> {
  const rows = spec.PROFILE_HISTORY_FIELDS.filter(
    (field) => field in after && asText(before[field]) !== asText(after[field]),
  ).map((field) => ({
    memberId,
    field,
    oldValue: asText(before[field]),
    newValue: asText(after[field]),
    actor: 'staff',
    adminId: ctx.admin.adminId,
    adminName: ctx.admin.username,
    changedAt: ctx.now,
  }));
  if (rows.length > 0) await ctx.db.insert(memberProfileHistory).values(rows);
}

/** One member's profile history, newest first; the engine has checked the member is in the caller's regions. */
export const profileHistory: ListDefinition<spec.ProfileHistoryRow> = {
  fields: getTableColumns(memberProfileHistory),
  source: (db, fields) => db.select(fields).from(memberProfileHistory).$dynamic(),
  key: memberProfileHistory.id,
  filters: {
    user_id: { eq: memberProfileHistory.memberId },
    field: { eq: memberProfileHistory.field },
    actor: { eq: memberProfileHistory.actor },
  },
  toRow: (record) => {
    const row = record as Row;
    return {
      id: row.id,
      user_id: row.memberId,
      field: row.field as spec.ProfileHistoryField,
      old_value: row.oldValue,
      new_value: row.newValue,
      actor: row.actor as spec.ProfileHistoryRow['actor'],
      admin_name: row.adminName,
      changed_at: row.changedAt,
    };
  },
};
