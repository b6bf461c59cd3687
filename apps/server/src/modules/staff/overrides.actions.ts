import { actionKey, logWord, roleActions } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { adminActionOverrides, admins, roles } from '../../engine/auth/auth.tables.ts';
import { implement } from '../../engine/context.ts';
import { forbidden, invalid } from '../../engine/errors.ts';
import { fieldsAt, type ListDefinition, runList } from '../../engine/list/list.ts';
import { adminAllows } from '../../engine/permissions.ts';
import { loadManagedAdmin } from './guards.ts';
import { propSendLimits } from './staff.tables.ts';

type OverrideRow = { admin_id: number; username: string; role: string; module: string; action: string; enabled: boolean };

const overrideList: ListDefinition<OverrideRow> = {
  fields: {
    id: adminActionOverrides.id,
    adminId: adminActionOverrides.adminId,
    username: admins.username,
    role: roles.name,
    key: adminActionOverrides.actionKey,
    enabled: adminActionOverrides.enabled,
  },
  source: (db, fields) =>
    db
      .select(fields)
      .from(adminActionOverrides)
      .innerJoin(admins, eq(admins.id, adminActionOverrides.adminId))
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .$dynamic(),
  key: adminActionOverrides.id,
  order: 'asc',
  filters: { admin_id: { eq: adminActionOverrides.adminId } },
  toRow: (record) => {
    const r = record as { adminId: number; username: string; role: string; key: string; enabled: boolean };
    const [module = '', action = ''] = r.key.split('/');
    return { admin_id: r.adminId, username: r.username, role: r.role, module, action, enabled: r.enabled };
  },
};

const listOverrides = implement(roleActions.adminModuleList, (input, ctx) => runList(ctx, overrideList, input));

const saveOverride = implement(roleActions.adminModuleSave, async (input, ctx) => {
  const key = input.action_key[0]!;
  const spec = ctx.actions.find((candidate) => actionKey(candidate) === key);
  if (!spec) throw invalid('invalid_input', { action_key: 'invalid_choice' });
  // Enabling hands the action out: only someone who may call it may do that.
  if (input.enabled && !adminAllows(ctx.admin, spec)) throw forbidden('cannot_grant');
  await loadManagedAdmin(ctx, input.admin_id);
  await ctx.sql.query(
    `INSERT INTO admin_action_override (admin_id, action_key, enabled, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (admin_id, action_key) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
    [input.admin_id, key, input.enabled, ctx.now],
  );
  const change = await ctx.auth.announce(ctx.sql, { admin: input.admin_id });
  ctx.afterCommit(() => ctx.auth.dropCached(change));
  const [row] = await ctx.db
    .select(fieldsAt(overrideList, ctx.now))
    .from(adminActionOverrides)
    .innerJoin(admins, eq(admins.id, adminActionOverrides.adminId))
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(adminActionOverrides.adminId, input.admin_id), eq(adminActionOverrides.actionKey, key)));
  const result = overrideList.toRow(row as Record<string, unknown>, ctx.lang, ctx.now);
  ctx.audit({
    targetType: 'admin',
    targetId: input.admin_id,
    message: {
      key: input.enabled ? 'override_enable' : 'override_disable',
      params: { action: spec.label ?? key, username: result.username },
    },
    after: result,
  });
  return result;
});

type LimitRow = { admin_id: number; username: string; prop_type: roleActions.PropsLimitRowType; monthly_limit: number };

const limitList: ListDefinition<LimitRow> = {
  fields: {
    id: propSendLimits.id,
    adminId: propSendLimits.adminId,
    username: admins.username,
    propType: propSendLimits.propType,
    monthlyLimit: propSendLimits.monthlyLimit,
  },
  source: (db, fields) =>
    db.select(fields).from(propSendLimits).innerJoin(admins, eq(admins.id, propSendLimits.adminId)).$dynamic(),
  key: propSendLimits.id,
  order: 'asc',
  filters: { admin_id: { eq: propSendLimits.adminId }, prop_type: { eq: propSendLimits.propType } },
  toRow: (record) => {
    const r = record as { adminId: number; username: string; propType: LimitRow['prop_type']; monthlyLimit: number };
    return { admin_id: r.adminId, username: r.username, prop_type: r.propType, monthly_limit: r.monthlyLimit };
  },
};

const listLimits = implement(roleActions.propsLimitList, (input, ctx) => runList(ctx, limitList, input));

const saveLimit = implement(roleActions.propsLimitSave, async (input, ctx) => {
  await loadManagedAdmin(ctx, input.admin_id);
  const { rows: before } = await ctx.sql.query(
    'SELECT monthly_limit FROM prop_send_limit WHERE admin_id = $1 AND prop_type = $2',
    [input.admin_id, input.prop_type],
  );
  await ctx.sql.query(
    `INSERT INTO prop_send_limit (admin_id, prop_type, monthly_limit, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (admin_id, prop_type) DO UPDATE SET monthly_limit = excluded.monthly_limit, updated_at = excluded.updated_at`,
    [input.admin_id, input.prop_type, input.monthly_limit, ctx.now],
  );
  const { rows } = await ctx.sql.query<{ username: string }>('SELECT username FROM admin WHERE id = $1', [input.admin_id]);
  const row = {
    admin_id: input.admin_id,
    username: rows[0]?.username ?? '',
    prop_type: input.prop_type,
    monthly_limit: input.monthly_limit,
  };
  ctx.audit({
    targetType: 'admin',
    targetId: input.admin_id,
    message: {
      key: 'prop_limit_set',
      params: { username: row.username, prop_type: logWord('prop_type', input.prop_type), limit: input.monthly_limit },
    },
    before: before[0] ?? null,
    after: row,
  });
  return row;
});

export const overrideActionList = [listOverrides, saveOverride, listLimits, saveLimit];
