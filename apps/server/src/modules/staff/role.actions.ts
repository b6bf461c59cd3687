import {
  ALL_MENU_IDS,
  actionKey,
  type LogMessage,
  type MenuNode,
  menuIdsOf,
  roleActions,
  roleNameWords,
} from '@console/contract';
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { admins, roles } from '../../engine/auth/auth.tables.ts';
import { type ActionContext, implement } from '../../engine/context.ts';
import { forbidden, invalid, notFound } from '../../engine/errors.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { offeredMenu } from '../shell/reference.actions.ts';
import { assertMayGrant, loadRole } from './guards.ts';

type RoleRow = roleActions.RoleRow;

// Spelled out: drizzle leaves single-table columns unqualified, which a subquery would bind to its own table.
const adminCount = sql<number>`(SELECT count(*)::int FROM admin a WHERE a.role_id = role.id)`;

const roleList: ListDefinition<RoleRow> = {
  fields: { ...getTableColumns(roles), adminCount },
  source: (db, fields) => db.select(fields).from(roles).$dynamic(),
  key: roles.id,
  order: 'asc',
  filters: { name: { contains: roles.name }, kind: { eq: roles.kind } },
  toRow: (record) => {
    const r = record as typeof roles.$inferSelect & { adminCount: number };
    return {
      id: r.id,
      name: r.name,
      kind: r.kind as RoleRow['kind'],
      menu_ids: r.menuIds,
      denied_actions: r.deniedActions,
      admin_count: r.adminCount,
      updated_at: r.updatedAt,
    };
  },
};

async function roleRowOf(ctx: ActionContext, id: number): Promise<RoleRow> {
  const [record] = await ctx.db
    .select({ ...getTableColumns(roles), adminCount })
    .from(roles)
    .where(eq(roles.id, id));
  if (!record) throw notFound();
  return roleList.toRow(record, ctx.lang, ctx.now);
}

const list = implement(roleActions.roleList, (input, ctx) => runList(ctx, roleList, input));

/**
 * Saving a role: nobody edits their own role, a role above their own, or gives a role more than
 * they hold. Everyone holding the role gets the change on their next call, on every node.
 */
const save = implement(roleActions.roleSave, async (input, ctx) => {
  const menuIds = [...new Set(input.menu_ids)];
  const unknownMenu = menuIds.find((id) => !ALL_MENU_IDS.has(id));
  if (unknownMenu !== undefined) throw invalid('invalid_input', { menu_ids: 'invalid_choice' });
  const known = new Set(ctx.actions.map(actionKey));
  if (input.denied_actions.some((key) => !known.has(key))) throw invalid('invalid_input', { denied_actions: 'invalid_choice' });
  const next = { kind: input.kind, menuIds, deniedActions: [...new Set(input.denied_actions)] };
  assertMayGrant(ctx, next);
  const taken = await ctx.sql.query('SELECT 1 FROM role WHERE lower(name) = lower($1) AND id <> $2', [input.name, input.id ?? 0]);
  if (taken.rows.length > 0) throw invalid('duplicate', { name: 'duplicate' });
  if (input.id === undefined) {
    const [created] = await ctx.db
      .insert(roles)
      .values({
        name: input.name,
        kind: next.kind,
        menuIds,
        deniedActions: next.deniedActions,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: roles.id });
    const row = await roleRowOf(ctx, created!.id);
    ctx.audit({
      targetType: 'role',
      targetId: row.id,
      message: { key: 'role_create', params: { role: roleNameWords(row.name, row.kind) } },
      after: row,
    });
    return row;
  }
  if (input.id === ctx.admin.roleId) throw forbidden('not_yourself');
  const current = await loadRole(ctx, input.id);
  assertMayGrant(ctx, current);
  if (current.kind === 'super_admin' || (current.kind !== next.kind && current.kind !== 'custom')) {
    // Built-in kinds keep their kind; the super admin role is everything by definition.
    throw forbidden('cannot_grant');
  }
  const before = await roleRowOf(ctx, input.id);
  await ctx.db
    .update(roles)
    .set({ name: input.name, kind: next.kind, menuIds, deniedActions: next.deniedActions, updatedAt: ctx.now })
    .where(eq(roles.id, input.id));
  const change = await ctx.auth.announce(ctx.sql, { role: input.id });
  ctx.afterCommit(() => ctx.auth.dropCached(change));
  const after = await roleRowOf(ctx, input.id);
  ctx.audit({
    targetType: 'role',
    targetId: input.id,
    message: { key: 'role_edit', params: { role: roleNameWords(after.name, after.kind) } },
    before,
    after,
  });
  return after;
});

const roleDeleted = (role: { name: string; kind: string }): LogMessage => ({
  key: 'role_delete',
  params: { role: roleNameWords(role.name, role.kind) },
});

const remove = implement(roleActions.roleDelete, async (input, ctx) => {
  const role = await loadRole(ctx, input.id);
  // Named before the checks: a refused deletion's log row (built-in, held, not yours) then says which
  // role it was about (DESIGN §6: every row has its target); the success below adds the rest.
  ctx.audit({ targetType: 'role', targetId: input.id, message: roleDeleted(role) });
  if (role.kind !== 'custom') throw invalid('built_in_role');
  if (input.id === ctx.admin.roleId) throw forbidden('not_yourself');
  assertMayGrant(ctx, role);
  const [held] = await ctx.db.select({ n: count() }).from(admins).where(eq(admins.roleId, input.id));
  if ((held?.n ?? 0) > 0) throw invalid('role_in_use');
  await ctx.db.delete(roles).where(eq(roles.id, input.id));
  ctx.audit({ targetType: 'role', targetId: input.id, message: roleDeleted(role), before: role });
  return null;
});

/**
 * The role editor's material: every menu whose screen exists (both languages; the honest menu of
 * Power/leftMenu) and every action under its menus.
 */
const permissionTree = implement(roleActions.permissionTree, async (_input, ctx) => {
  const node = (n: MenuNode) => ({
    id: typeof n.id === 'number' ? n.id : [...n.id],
    path: n.path,
    zh: n.zh,
    en: n.en,
    hidden: n.hidden,
  });
  return {
    menus: offeredMenu(ctx.actions).map((top) => ({ ...node(top), children: top.children.map(node) })),
    actions: ctx.actions
      .filter((spec) => typeof spec.permission === 'object')
      .map((spec) => ({
        key: actionKey(spec),
        summary: spec.summary,
        label: (ctx.lang === 'en-us' ? spec.label?.en : spec.label?.zh) ?? spec.summary,
        menu_ids: typeof spec.permission === 'object' ? [...menuIdsOf(spec.permission.menu)] : [],
        mutates: spec.mutates,
        sensitive: spec.sensitive ?? false,
      })),
    grantable_menu_ids: [...ctx.admin.menuIds],
  };
});

export const roleActionList = [list, save, remove, permissionTree];
