import { logWord, staffActions } from '@console/contract';
import { forbidden } from '../../engine/errors.ts';
import { implementSpecial } from '../../engine/special.ts';
import { members } from './member.tables.ts';

type MemberRoleKind = (typeof staffActions.MEMBER_ROLE_KINDS)[number];

/** In-app powers over other members: only a super admin hands out the app's admin roles. */
const ADMIN_ROLES: ReadonlySet<MemberRoleKind> = new Set(['country_admin', 'super_admin']);

/** The kit loads the member locked (a missing one is 'not_found') and logs the member as the target. */
export const setMemberRole = implementSpecial(staffActions.setMemberRole, {
  lock: members,
  run: async (input, ctx) => {
    if (ADMIN_ROLES.has(input.kind) && ctx.admin.roleKind !== 'super_admin') throw forbidden('cannot_grant');
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
  },
});
