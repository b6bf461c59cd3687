import { type ApplicationRow, applyActions, type Lang } from '@console/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { ActionContext, RegisteredAction } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { runList } from '../../engine/list/list.ts';
import { ResourceColumns, type RowHooks } from '../../engine/resource/resource-table.ts';
import { applySettingOf, decidableBy } from './apply.rules.ts';
import { applications } from './apply.tables.ts';

export type ApplicationRecord = typeof applications.$inferSelect;

const hooks: RowHooks = {
  derived: { recipients: (record) => (record as ApplicationRecord).memberIds.join(',') },
};
const applicantColumns = new ResourceColumns(applyActions.applications, applications, hooks);
const approverColumns = new ResourceColumns(applyActions.approvals, applications, hooks);

/** An application as both lists show it. */
export function applicationRow(record: ApplicationRecord, now: number, lang: Lang): ApplicationRow {
  return applicantColumns.toRow(record, now, lang) as unknown as ApplicationRow;
}

/** The application, locked until the transaction ends: edits and decisions of one application queue. */
export async function lockApplication(ctx: ActionContext, id: number): Promise<ApplicationRecord> {
  const [record] = await ctx.db.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!record) throw notFound();
  return record;
}

/**
 * A list of applications narrowed to the caller (the kit's list hooks know the caller's regions,
 * not the caller): the declaration's filters and sorting, and the caller's condition on every page
 * and count. Read from the primary, not the replica: an approver must see the current hash.
 */
function callerList(columns: ResourceColumns, mine: (ctx: ActionContext) => Promise<SQL | undefined>): RegisteredAction {
  const definition = columns.listDefinition();
  return implement(columns.resource.list, async (input, ctx) =>
    runList(ctx, { ...definition, always: and(definition.always, await mine(ctx)) }, input as never),
  );
}

/** The applicant's list: their own applications; a super admin sees everyone's. */
const applyList = callerList(applicantColumns, async (ctx) =>
  ctx.admin.roleKind === 'super_admin' ? undefined : eq(applications.applicantId, ctx.admin.adminId),
);

/** The approver's list: the applications they may decide, never their own. */
const approvalList = callerList(approverColumns, async (ctx) => decidableBy(ctx.admin, await applySettingOf(ctx.db)));

export const applicationLists = [applyList, approvalList];
