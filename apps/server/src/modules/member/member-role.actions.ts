import { logWord, staffActions } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { forbidden, notFound } from '../../engine/errors.ts';

type MemberRoleKind = (typeof staffActions.MEMBER_ROLE_KINDS)[number];

/** In-app powers over other members: only a super admin hands out the app's admin roles. */
const ADMIN_ROLES: ReadonlySet<MemberRoleKind> = new Set(['country_admin', 'super_admin']);

export const setMemberRole = implement(staffActions.setMemberRole, async (input, ctx) => {
  if (ADMIN_ROLES.has(input.kind) && ctx.admin.roleKind !== 'super_admin') throw forbidden('cannot_grant');
  const { rows: found } = await ctx.sql.query('SELECT 1 FROM member WHERE id = $1', [input.user_id]);
  if (found.length === 0) throw notFound();
  const before = await rolesOf(input.user_id);
  if (input.enabled) {
    await ctx.sql.query(
      'INSERT INTO member_role (member_id, kind, created_by, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [input.user_id, input.kind, ctx.admin.adminId, ctx.now],
    );
  } else {
    await ctx.sql.query('DELETE FROM member_role WHERE member_id = $1 AND kind = $2', [input.user_id, input.kind]);
  }
  const roles = await rolesOf(input.user_id);
  ctx.audit({
    targetType: 'member',
    targetId: input.user_id,
    message: {
      key: input.enabled ? 'member_role_set' : 'member_role_cancel',
      params: { kind: logWord('role_kind', input.kind), user_id: input.user_id },
    },
    before,
    after: roles,
  });
  return { user_id: input.user_id, roles };

  async function rolesOf(memberId: number): Promise<MemberRoleKind[]> {
    const { rows } = await ctx.sql.query<{ kind: MemberRoleKind }>(
      'SELECT kind FROM member_role WHERE member_id = $1 ORDER BY kind',
      [memberId],
    );
    return rows.map((row) => row.kind);
  }
});
