import { memberActions } from '@console/contract';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { likeEscape, pageWindow } from '../../engine/paging.ts';
import { scopeCondition, type TargetLocator } from '../../engine/scope.ts';
import { members } from './member.tables.ts';
import { setMemberRole } from './member-role.actions.ts';

type Member = typeof members.$inferSelect;

function toRow(m: Member) {
  return {
    id: m.id,
    user_no: m.userNo,
    nickname: m.nickname,
    avatar: m.avatar,
    gender: m.gender,
    country_id: m.countryId,
    region_id: m.regionId,
    wealth_level: m.wealthLevel,
    charm_level: m.charmLevel,
    gold: m.gold,
    diamond: m.diamond,
    register_time: m.registerTime,
    last_login_time: m.lastLoginTime,
    status: m.status,
  };
}

const memberList = implement(memberActions.memberList, async (input, ctx) => {
  const conditions: (SQL | undefined)[] = [scopeCondition(ctx.scope, members.regionId, members.countryId)];
  if (input.user_id !== undefined) conditions.push(eq(members.id, input.user_id));
  if (input.user_no !== undefined) conditions.push(eq(members.userNo, input.user_no));
  if (input.nickname) conditions.push(ilike(members.nickname, `%${likeEscape(input.nickname)}%`));
  if (input.country_id !== undefined) conditions.push(eq(members.countryId, input.country_id));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db.select().from(members).where(where).orderBy(asc(members.id)).limit(limit).offset(offset);
  const [{ total }] = await ctx.db.select({ total: count() }).from(members).where(where);
  return { list: rows.map(toRow), total };
});

const findMember = implement(memberActions.findMember, async (input, ctx) => {
  const [member] = await ctx.db.select().from(members).where(eq(members.id, input.user_id));
  if (!member) throw notFound();
  return {
    ...toRow(member),
    phone_region: member.phoneRegion,
    phone: member.phone,
    email: member.email,
    signature: member.signature,
    register_ip: member.registerIp,
    device_id: member.deviceId,
    ban_count: member.banCount,
    frozen: member.frozen,
  };
});

const locateMember: TargetLocator = async (connection, id) => {
  const { rows } = await connection.query<{ region_id: number; country_id: number }>(
    'SELECT region_id, country_id FROM member WHERE id = $1',
    [id],
  );
  return rows[0] && { regionId: rows[0].region_id, countryId: rows[0].country_id };
};

export const memberModule = {
  name: 'member',
  actions: [memberList, findMember, setMemberRole],
  scopedEntities: { member: locateMember },
};
