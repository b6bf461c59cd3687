import { memberActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { members } from './member.tables.ts';
import { memberFields, memberRowOf } from './member-list.ts';

/** Everything the user page shows about one member, in one call (SPEC §3 Member). */
export const findMember = implement(memberActions.findMember, async (input, ctx) => {
  const [member] = await ctx.db
    .select({
      ...memberFields(ctx.now),
      phoneRegion: members.phoneRegion,
      phone: members.phone,
      email: members.email,
      signature: members.signature,
      registerIp: members.registerIp,
      deviceId: members.deviceId,
      banCount: members.banCount,
      birthday: members.birthday,
      province: members.province,
      hobbies: members.hobbies,
      activityLevel: members.activityLevel,
      svipLevel: members.svipLevel,
      svipExpiresAt: members.svipExpiresAt,
      gameLevel: members.gameLevel,
      gamePrivilege: members.gamePrivilege,
      bean: members.bean,
      avatarBlockedUntil: members.avatarBlockedUntil,
      hasPassword: sql<boolean>`${members.passwordHash} <> ''`,
      authenticationState: sql<string>`coalesce((SELECT state FROM member_authentication a WHERE a.member_id = ${members.id}), 'none')`,
    })
    .from(members)
    .where(eq(members.id, input.user_id));
  if (!member) throw notFound();
  const [bindings, relations, tags, roles] = await Promise.all([
    ctx.sql.query<{ channel: string; external_id: string; bound_at: number }>(
      'SELECT channel, external_id, bound_at FROM member_binding WHERE member_id = $1 ORDER BY bound_at',
      [input.user_id],
    ),
    ctx.sql.query<{ kind: string; partner_id: number; partner_no: number; partner_nickname: string; since: number }>(
      `SELECT r.kind, r.partner_id, p.user_no AS partner_no, p.nickname AS partner_nickname, r.since
         FROM member_relation r JOIN member p ON p.id = r.partner_id
        WHERE r.member_id = $1 ORDER BY r.since`,
      [input.user_id],
    ),
    ctx.sql.query<{ tag_id: number }>('SELECT tag_id FROM member_tag WHERE member_id = $1 ORDER BY tag_id', [input.user_id]),
    ctx.sql.query<{ kind: string }>('SELECT kind FROM member_role WHERE member_id = $1 ORDER BY kind', [input.user_id]),
  ]);
  const svipLive = member.svipLevel > 0 && (member.svipExpiresAt === null || member.svipExpiresAt > ctx.now);
  return {
    ...memberRowOf(member),
    bean: member.bean,
    phone_region: member.phoneRegion,
    phone: member.phone,
    email: member.email,
    signature: member.signature,
    register_ip: member.registerIp,
    device_id: member.deviceId,
    ban_count: member.banCount,
    birthday: member.birthday,
    province: member.province,
    hobbies: member.hobbies,
    activity_level: member.activityLevel,
    // An expired SVIP reads as none, the way an expired ban stops counting.
    svip_level: svipLive ? member.svipLevel : 0,
    svip_expires_at: svipLive ? member.svipExpiresAt : null,
    game_level: member.gameLevel,
    game_privilege: member.gamePrivilege,
    // A block that has run out reads as none, as an expired SVIP does.
    avatar_blocked_until:
      member.avatarBlockedUntil !== null && member.avatarBlockedUntil > ctx.now ? member.avatarBlockedUntil : null,
    authentication_state: member.authenticationState,
    has_password: member.hasPassword,
    // The user page shows the current tags and in-app roles, which only their setters answered before.
    tag_ids: tags.rows.map((row) => Number(row.tag_id)),
    roles: roles.rows.map((row) => row.kind),
    bindings: bindings.rows,
    relations: relations.rows,
  };
});
