import { eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Place, PlaceFinder } from '../../engine/scope.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { agents } from './agent.tables.ts';

/**
 * Agents as references find them (a recharge order's agent, a sub-agent's parent, the agent of a
 * recall): where each lives (its region) and its name, which is its member's nickname as the agent
 * list shows it — an agent has no name of its own. One query for any number of ids; the member is
 * read through the member module's lookup, not its table.
 */
export const agentPlaces: PlaceFinder = async (connection, keys) => {
  const profile = memberProfiles('agent_member');
  const query = new QueryBuilder()
    .select({ key: agents.id, regionId: agents.regionId, name: profile.nickname })
    .from(agents)
    .leftJoin(profile, eq(profile.id, agents.memberId))
    .where(inArray(agents.id, [...keys]))
    .toSQL();
  // Rows as arrays, in the select's order: the columns' names are the tables', not the keys above.
  const { rows } = await connection.query<[number | string, number, string | null]>(query.sql, query.params, 'array');
  return new Map<number, Place>(
    rows.map(([key, regionId, name]) => [Number(key), { regionId: Number(regionId), countryId: null, name }]),
  );
};
