import { getTableName } from 'drizzle-orm';
import { likeEscape } from '../../engine/paging.ts';
import type { EntityPlaces, PlaceSearch } from '../../engine/scope.ts';
import { placesBy, placeVisible } from '../../engine/scope.ts';
import { memberNicknames, members } from './member.tables.ts';

const MEMBER_COLUMNS = { id: members.id, region: members.regionId, country: members.countryId, name: members.nickname };
const byId = placesBy(MEMBER_COLUMNS);
const byNumber = placesBy(MEMBER_COLUMNS, members.userNo);

// Named by the Drizzle declarations, so a renamed table or column breaks the build, not a search.
const NICKNAME_SEARCH = `SELECT m.${members.id.name} AS id, m.${members.userNo.name} AS number, m.${members.nickname.name} AS name
  FROM ${getTableName(memberNicknames)} n JOIN ${getTableName(members)} m ON m.${members.id.name} = n.${memberNicknames.memberId.name}
  WHERE n.${memberNicknames.nicknameLower.name} LIKE $1`;
const IN_SCOPE = ` AND (m.${members.regionId.name} = ANY($3::int[]) OR m.${members.countryId.name} = ANY($4::int[]))`;

/**
 * The members a picker offers: the key typed whole, then nicknames containing the text, read from the
 * narrow trigram-indexed copy member search uses (the wide member table has no index a substring can use).
 */
const searchMembers: PlaceSearch = async (connection, query) => {
  // Millions of members: none is offered before something is typed.
  if (query.text === '') return [];
  // A key typed whole (id or pretty number), which the member table's unique indexes answer.
  const typed = /^\d{1,16}$/.test(query.text) ? Number(query.text) : undefined;
  const place = typed ? (await (query.by === 'number' ? byNumber : byId)(connection, [typed])).get(typed) : undefined;
  const exact = typed && place && placeVisible(query.scope, place) ? [{ key: typed, name: place.name ?? null }] : [];
  const params: unknown[] = [`%${likeEscape(query.text.toLowerCase())}%`, query.limit];
  if (!query.scope.all) params.push([...query.scope.regionIds], [...query.scope.countryIds]);
  const { rows } = await connection.query<{ id: string; number: string; name: string }>(
    `${NICKNAME_SEARCH}${query.scope.all ? '' : IN_SCOPE} ORDER BY m.${members.id.name} LIMIT $2`,
    params,
  );
  const named = rows.map((row) => ({ key: Number(query.by === 'number' ? row.number : row.id), name: row.name }));
  return [...exact, ...named.filter((row) => !exact.some((one) => one.key === row.key))].slice(0, query.limit);
};

/** Members as references name them: by id or pretty number, with their nickname; searched by nickname or key. */
export const memberPlaces: EntityPlaces = {
  id: byId,
  number: byNumber,
  search: searchMembers,
};
