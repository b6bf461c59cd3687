import type { memberActions } from '@console/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ListDefinition } from '../../engine/list/list.ts';
import { likeEscape } from '../../engine/paging.ts';
import { memberNicknames, members } from './member.tables.ts';

type Status = (typeof memberActions.MEMBER_STATUSES)[number];

/** A live measure of `kind` on the member (not lifted, not expired at `now`). */
export function liveMeasure(kind: string, now: number): SQL {
  return sql`EXISTS (SELECT 1 FROM member_ban b WHERE b.member_id = member.id AND b.kind = ${kind}
    AND b.lifted_at IS NULL AND (b.expires_at IS NULL OR b.expires_at > ${now}))`;
}

/**
 * The same measure as a column of a page. A scalar subquery is probed through the ban index for
 * each row shown; PostgreSQL may run an EXISTS column as a hashed subplan instead, which reads
 * every live ban in the table for each page.
 */
function liveFlag(kind: string, now: number | SQL): SQL<boolean> {
  return sql<boolean>`coalesce((SELECT true FROM member_ban b WHERE b.member_id = member.id AND b.kind = ${kind}
    AND b.lifted_at IS NULL AND (b.expires_at IS NULL OR b.expires_at > ${now}) LIMIT 1), false)`;
}

/**
 * Nickname search, served by the trigram index of the narrow nickname copy: any substring for 3+
 * characters, a prefix for 1–2 (a substring of two letters would match half the members).
 */
export function nicknameCondition(text: string): SQL {
  const term = likeEscape(text.toLowerCase());
  const pattern = text.length >= 3 ? `%${term}%` : `${term}%`;
  return sql`${members.id} IN (SELECT ${memberNicknames.memberId} FROM ${memberNicknames}
    WHERE ${memberNicknames.nicknameLower} LIKE ${pattern})`;
}

function statusCondition(status: Status, now: number): SQL | undefined {
  if (status === 'deregistered') return eq(members.status, 'deregistered');
  if (status === 'banned') return liveMeasure('id', now);
  if (status === 'frozen') return liveMeasure('freeze', now);
  return and(eq(members.status, 'normal'), sql`NOT ${liveMeasure('id', now)}`);
}

/**
 * The member columns a list row shows, and nothing else: the table has 35 columns and a row shows
 * 14. The list used to read all but the password hash, and `pg` described and decoded each of them
 * on every page and every export batch; an export through the list on PGlite took ~1.5× as long.
 */
const rowColumns = {
  id: members.id,
  userNo: members.userNo,
  nickname: members.nickname,
  avatar: members.avatar,
  gender: members.gender,
  countryId: members.countryId,
  regionId: members.regionId,
  wealthLevel: members.wealthLevel,
  charmLevel: members.charmLevel,
  gold: members.gold,
  diamond: members.diamond,
  registerTime: members.registerTime,
  lastLoginTime: members.lastLoginTime,
  status: members.status,
};

/** What a member row is made from: its columns and its two live flags. */
type MemberRowRecord = Pick<typeof members.$inferSelect, keyof typeof rowColumns> & { banned: boolean; frozenNow: boolean };

export function memberRowOf(m: MemberRowRecord): memberActions.MemberRow {
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
    banned: m.banned,
    frozen: m.frozenNow,
  };
}

/** The list's columns at `now`: the call's time, or the kit's placeholder for it (ListDefinition.fields). */
export const memberFields = (now: number | SQL) => ({
  ...rowColumns,
  banned: liveFlag('id', now),
  frozenNow: liveFlag('freeze', now),
});

export const memberList: ListDefinition<memberActions.MemberRow> = {
  fields: memberFields,
  source: (db, fields) => db.select(fields).from(members).$dynamic(),
  key: members.id,
  order: 'asc',
  sortable: { register_time: members.registerTime, last_login_time: members.lastLoginTime },
  scope: { region: members.regionId, country: members.countryId },
  filters: {
    user_id: { eq: members.id },
    user_no: { eq: members.userNo },
    nickname: { where: (text: string) => nicknameCondition(text) },
    phone_region: { where: (region: string) => eq(members.phoneRegion, region.startsWith('+') ? region : `+${region}`) },
    phone: { eq: members.phone },
    email: { where: (email: string) => sql`lower(${members.email}) = ${email.toLowerCase()}` },
    country_id: { eq: members.countryId },
    register_from: { from: members.registerTime },
    register_to: { to: members.registerTime },
    register_ip: { eq: members.registerIp },
    device_id: { eq: members.deviceId },
    status: { where: statusCondition },
  },
  toRow: (record) => memberRowOf(record as MemberRowRecord),
};
