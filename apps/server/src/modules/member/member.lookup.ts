import { eq } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { members } from './member.tables.ts';

/**
 * Who a member is, for another module's list of rows about members (risk records) to join on the
 * member id: what such a list shows, searches and scopes by, nothing more (no contact details,
 * balances or password hash). A subquery of the member table, which PostgreSQL plans as the join
 * itself, so the member indexes serve the list's scope and search. `alias` names it apart from another
 * member of the same row (a video chat's caller beside its host).
 */
export function memberProfiles(alias = 'member_profiles') {
  return new QueryBuilder()
    .select({
      id: members.id,
      userNo: members.userNo,
      nickname: members.nickname,
      countryId: members.countryId,
      regionId: members.regionId,
      registerTime: members.registerTime,
      lastLoginTime: members.lastLoginTime,
      wealthLevel: members.wealthLevel,
    })
    .from(members)
    .as(alias);
}

/**
 * The member a list's rows are about, joined on `memberId`: the join, and the three columns such
 * lists show and scope by (`user_no`, `nickname`, `region_id` — a country admin sees the rows of
 * their region's members). `profile` names the joined member for more columns or joins.
 */
export function rowsAboutMember(memberId: AnyPgColumn) {
  const profile = memberProfiles();
  return {
    profile,
    join: { table: profile, on: eq(profile.id, memberId) },
    columns: { user_no: profile.userNo, nickname: profile.nickname, region_id: profile.regionId },
  };
}
