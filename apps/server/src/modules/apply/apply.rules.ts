import { ALL_MENU_IDS, type ApplySetting, applyActions, type CoinIssueType, Status } from '@console/contract';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { adminActionOverrides, admins, roles } from '../../engine/auth/auth.tables.ts';
import type { Principal } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { roleAllows } from '../../engine/permissions.ts';
import { applications, applySettings } from './apply.tables.ts';

/** The settings as saved, or what holds before anyone saved them: no rule, leaders decide. */
export async function applySettingOf(db: Orm): Promise<ApplySetting> {
  const [row] = await db.select().from(applySettings).where(eq(applySettings.id, 1));
  return {
    total_over: row?.totalOver ?? null,
    count_over: row?.countOver ?? null,
    issue_types: row?.issueTypes ?? [],
    approver: row?.approver ?? 'leader',
    approver_role_id: row?.approverRoleId ?? null,
    updated_at: row?.updatedAt ?? 0,
  };
}

/**
 * Refuses a direct grant the approval settings send to an application (403, saying which rule and
 * what to do instead). The ledger's grant path asks this for every grant not coming from an
 * approved application.
 */
export async function refuseUnapproved(db: Orm, grant: { total: number; count: number; issueType: CoinIssueType }) {
  const setting = await applySettingOf(db);
  const refuse = (key: Parameters<typeof refusal>[0], params: Record<string, string | number>) => {
    throw refusal(key, params);
  };
  if (setting.total_over !== null && grant.total > setting.total_over)
    refuse('application_required_total', { limit: setting.total_over, total: grant.total });
  if (setting.count_over !== null && grant.count > setting.count_over)
    refuse('application_required_count', { limit: setting.count_over, count: grant.count });
  if (setting.issue_types.includes(grant.issueType)) refuse('application_required_type', { type: grant.issueType });
}

function refusal(
  key: 'application_required_total' | 'application_required_count' | 'application_required_type',
  params: Record<string, string | number>,
) {
  return new ActionError(Status.forbidden, key, { params });
}

/** Whether `caller`, who holds the approval screen, may decide an application of this applicant and leader. */
export function mayDecide(caller: Principal, setting: ApplySetting, application: { applicantId: number; leaderId: number }) {
  if (caller.adminId === application.applicantId) return false;
  if (caller.roleKind === 'super_admin' || caller.adminId === application.leaderId) return true;
  return setting.approver === 'role' && caller.roleId === setting.approver_role_id;
}

/** The same rule as a condition on the applications table: the approver's list shows these only. */
export function decidableBy(caller: Principal, setting: ApplySetting): SQL {
  const notOwn = ne(applications.applicantId, caller.adminId);
  if (caller.roleKind === 'super_admin') return notOwn;
  const byRole = setting.approver === 'role' && caller.roleId === setting.approver_role_id;
  return byRole ? notOwn : (and(notOwn, eq(applications.leaderId, caller.adminId)) as SQL);
}

/**
 * The admins an application of `caller` may name as its leader: enabled, not the caller, allowed to
 * approve (their role holds the approval screen and does not deny the action, unless an override of
 * theirs says otherwise), and, when a role approves, super admins or admins of that role.
 */
export async function leaderCandidates(db: Orm, caller: Principal, setting: ApplySetting) {
  const byRole =
    setting.approver === 'role' && setting.approver_role_id !== null
      ? or(eq(roles.kind, 'super_admin'), eq(roles.id, setting.approver_role_id))
      : undefined;
  const rows = await db
    .select({
      id: admins.id,
      username: admins.username,
      realName: admins.realName,
      kind: roles.kind,
      menuIds: roles.menuIds,
      denied: roles.deniedActions,
    })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(admins.status, 'enabled'), ne(admins.id, caller.adminId), byRole))
    .orderBy(admins.id);
  const approve = applyActions.approveApply;
  const key = `${approve.module}/${approve.action}`;
  const overrides = await db
    .select({ adminId: adminActionOverrides.adminId, enabled: adminActionOverrides.enabled })
    .from(adminActionOverrides)
    .where(
      and(
        eq(adminActionOverrides.actionKey, key),
        inArray(
          adminActionOverrides.adminId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const override = new Map(overrides.map((row) => [row.adminId, row.enabled]));
  return rows
    .filter((row) => {
      const superAdmin = row.kind === 'super_admin';
      const role = {
        menuIds: superAdmin ? ALL_MENU_IDS : new Set(row.menuIds),
        deniedActions: new Set(superAdmin ? [] : row.denied),
      };
      return override.get(row.id) ?? roleAllows(role, approve);
    })
    .map((row) => ({ id: row.id, username: row.username, real_name: row.realName }));
}
