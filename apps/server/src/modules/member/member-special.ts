import { memberSpecialActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { admins } from '../../engine/auth/auth.tables.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { members } from './member.tables.ts';
import { memberRoles } from './member-role.tables.ts';

/**
 * Members with app roles (specialList, menu 22002): the in-app roles the user page set, each with
 * its member (scoped by their region), who set it (the staff account's name, read from the engine's
 * accounts as the KA demo does) and the member's last sign-in.
 */
export const memberSpecialActionList = serveResource(memberSpecialActions.specialMembers, memberRoles, {
  join: { table: members, on: eq(members.id, memberRoles.memberId) },
  columns: {
    user_id: memberRoles.memberId,
    user_no: members.userNo,
    nickname: members.nickname,
    region_id: members.regionId,
    last_login_at: members.lastLoginTime,
  },
  // A subquery, not a join: a role set by an account since deleted still lists (with no name).
  select: {
    created_by_name: sql<string>`coalesce((select ${admins.username} from ${admins} where ${eq(admins.id, memberRoles.createdBy)}), '')`,
  },
});
