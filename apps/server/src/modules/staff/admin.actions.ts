import { roleNameWords, staffActions } from '@console/contract';
import { admins } from '../../engine/auth/auth.tables.ts';
import { hashPassword, verifyPassword } from '../../engine/auth/passwords.ts';
import { type ActionContext, implement, implementPrepared } from '../../engine/context.ts';
import { forbidden, invalid, notFound } from '../../engine/errors.ts';
import { runList } from '../../engine/list/list.ts';
import { implementSpecial } from '../../engine/special.ts';
import { adminList, adminRowOf } from './admin-rows.ts';
import { assertMayGrant, assertOwnRegions, loadManagedAdmin, loadRole } from './guards.ts';
import { assertAccountInsideCaller, newAccountScope } from './scope-grants.ts';

/** Ends the target's sessions now and drops them from every node's cache once committed. */
async function endSessionsOf(ctx: ActionContext, adminId: number, keep?: string): Promise<void> {
  const change = await ctx.auth.revokeAdminSessions(ctx.sql, adminId, ctx.now, keep);
  ctx.afterCommit(() => ctx.auth.dropCached(change));
}

/** An area handed to staff must exist, and be the caller's own when the caller runs an area. */
async function assertArea(ctx: ActionContext, areaId: number | undefined): Promise<void> {
  if (!areaId) return;
  const { rows } = await ctx.sql.query('SELECT 1 FROM operating_area WHERE id = $1', [areaId]);
  if (rows.length === 0) throw invalid('invalid_input', { area_id: 'invalid_choice' });
  const own = ctx.admin.areaId;
  if (!ctx.admin.scope.all && own !== areaId) throw forbidden('out_of_region');
}

const list = implement(staffActions.adminList, (input, ctx) => runList(ctx, adminList, input));

/** argon2 hashing is slow: done before the transaction (see implementPrepared). */
const hashInputPassword = (input: { password: string }) => hashPassword(input.password);

const create = implementPrepared(staffActions.adminCreate, hashInputPassword, async (input, ctx, passwordHash) => {
  const role = await loadRole(ctx, input.role_id);
  assertMayGrant(ctx, role);
  assertOwnRegions(ctx, input.region_ids);
  await assertArea(ctx, input.area_id);
  const scope = newAccountScope(ctx, input);
  const taken = await ctx.sql.query('SELECT 1 FROM admin WHERE lower(username) = lower($1)', [input.username]);
  if (taken.rows.length > 0) throw invalid('duplicate', { username: 'duplicate' });
  const { rows } = await ctx.sql.query<{ id: number }>(
    `INSERT INTO admin (username, real_name, password_hash, must_change_password, role_id, area_id, region_ids, country_ids,
       created_at, updated_at)
     VALUES ($1, $2, $3, true, $4, $5, $6::integer[], $7::integer[], $8, $8) RETURNING id`,
    [input.username, input.real_name, passwordHash, role.id, scope.areaId, scope.regionIds, scope.countryIds, ctx.now],
  );
  await assertAccountInsideCaller(ctx, rows[0]!.id);
  const row = await adminRowOf(ctx.sql, rows[0]!.id);
  ctx.audit({
    targetType: 'admin',
    targetId: row.id,
    message: { key: 'admin_create', params: { username: row.username, role: roleNameWords(role.name, role.kind) } },
    after: row,
  });
  return row;
});

const update = implement(staffActions.adminUpdate, async (input, ctx) => {
  await loadManagedAdmin(ctx, input.id);
  const before = await adminRowOf(ctx.sql, input.id);
  if (input.role_id !== undefined) assertMayGrant(ctx, await loadRole(ctx, input.role_id));
  assertOwnRegions(ctx, input.region_ids);
  if (input.area_id) await assertArea(ctx, input.area_id);
  await ctx.sql.query(
    `UPDATE admin SET real_name = coalesce($2, real_name), role_id = coalesce($3, role_id),
       area_id = CASE WHEN $4::integer IS NULL THEN area_id WHEN $4::integer = 0 THEN NULL ELSE $4::integer END,
       region_ids = CASE WHEN $5::boolean THEN $6::integer[] ELSE region_ids END, updated_at = $7
     WHERE id = $1`,
    [
      input.id,
      input.real_name ?? null,
      input.role_id ?? null,
      input.area_id ?? null,
      input.region_ids !== undefined,
      input.region_ids ?? null,
      ctx.now,
    ],
  );
  await assertAccountInsideCaller(ctx, input.id);
  const after = await adminRowOf(ctx.sql, input.id);
  // What the account may do or see changed: its sessions end so no stale permission survives.
  const reach = (row: typeof before) => JSON.stringify([row.role_id, row.area_id, row.region_ids]);
  if (reach(before) !== reach(after)) await endSessionsOf(ctx, input.id);
  ctx.audit({
    targetType: 'admin',
    targetId: input.id,
    message: { key: 'admin_edit', params: { username: after.username } },
    before,
    after,
  });
  return after;
});

/** The kit loads the account locked (a missing one is 'not_found') and logs it as the target; the guards run first. */
const changeStatus = implementSpecial(staffActions.adminChangeStatus, {
  lock: admins,
  run: async (input, ctx) => {
    await loadManagedAdmin(ctx, input.id);
    const before = await adminRowOf(ctx.sql, input.id);
    await ctx.sql.query('UPDATE admin SET status = $2, updated_at = $3 WHERE id = $1', [input.id, input.status, ctx.now]);
    if (input.status === 'disabled') await endSessionsOf(ctx, input.id);
    else {
      // Every node drops what it cached of the account (disabled): its ended sessions then say so.
      const change = await ctx.auth.announce(ctx.sql, { admin: input.id });
      ctx.afterCommit(() => ctx.auth.dropCached(change));
    }
    const after = await adminRowOf(ctx.sql, input.id);
    ctx.audit({
      message: { key: input.status === 'disabled' ? 'admin_disable' : 'admin_enable', params: { username: after.username } },
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  },
});

const resetPassword = implementSpecial(staffActions.adminResetPassword, {
  lock: admins,
  prepare: hashInputPassword,
  run: async (input, ctx, _account, passwordHash) => {
    await loadManagedAdmin(ctx, input.id);
    await ctx.sql.query('UPDATE admin SET password_hash = $2, must_change_password = true, updated_at = $3 WHERE id = $1', [
      input.id,
      passwordHash,
      ctx.now,
    ]);
    await endSessionsOf(ctx, input.id);
    const after = await adminRowOf(ctx.sql, input.id);
    ctx.audit({ message: { key: 'admin_reset_password', params: { username: after.username } } });
    return after;
  },
});

/** The kit loads the account locked (a missing one is 'not_found') and logs it as the target; the guards run first. */
const setQuota = implementSpecial(staffActions.adminSetQuota, {
  lock: admins,
  run: async (input, ctx) => {
    await loadManagedAdmin(ctx, input.id);
    const before = await adminRowOf(ctx.sql, input.id);
    if (ctx.admin.roleKind !== 'super_admin') {
      // Nobody hands out more than they hold themselves.
      const own = await adminRowOf(ctx.sql, ctx.admin.adminId);
      const over = (['gold', 'gift', 'prop'] as const).filter((kind) => (input[kind] ?? 0) > own[kind]);
      if (over.length > 0) throw forbidden('cannot_grant');
    }
    await ctx.sql.query(
      `UPDATE admin SET gold_quota = coalesce($2, gold_quota), gift_quota = coalesce($3, gift_quota),
         prop_quota = coalesce($4, prop_quota), updated_at = $5 WHERE id = $1`,
      [input.id, input.gold ?? null, input.gift ?? null, input.prop ?? null, ctx.now],
    );
    const after = await adminRowOf(ctx.sql, input.id);
    const quota = (row: typeof before) => ({ gold: row.gold, gift: row.gift, prop: row.prop });
    ctx.audit({
      message: { key: 'admin_set_quota', params: { username: after.username } },
      before: quota(before),
      after: quota(after),
    });
    return after;
  },
});

/** Both argon2 steps (verify the old password, hash the new one) run before the transaction. */
async function checkAndHash(input: { old_password: string; new_password: string }, ctx: ActionContext): Promise<string> {
  ctx.audit({ targetType: 'admin', targetId: ctx.admin.adminId, message: { key: 'own_password' } });
  const { rows } = await ctx.sql.query<{ password_hash: string }>('SELECT password_hash FROM admin WHERE id = $1', [
    ctx.admin.adminId,
  ]);
  if (!rows[0]) throw notFound();
  if (!(await verifyPassword(rows[0].password_hash, input.old_password))) {
    throw invalid('recheck_failed', { old_password: 'recheck_failed' });
  }
  if (input.old_password === input.new_password) throw invalid('invalid_input', { new_password: 'duplicate' });
  return hashPassword(input.new_password);
}

const changeOwnPassword = implementPrepared(staffActions.changeOwnPassword, checkAndHash, async (_input, ctx, newHash) => {
  const { adminId } = ctx.admin;
  await ctx.sql.query('UPDATE admin SET password_hash = $2, must_change_password = false, updated_at = $3 WHERE id = $1', [
    adminId,
    newHash,
    ctx.now,
  ]);
  await endSessionsOf(ctx, adminId, ctx.tokenHash ?? undefined);
  return null;
});

export const adminActions = [list, create, update, changeStatus, resetPassword, setQuota, changeOwnPassword];
