import { QueryBuilder } from 'drizzle-orm/pg-core';
import { guilds } from './guild.tables.ts';

/** Guilds' names by id, for another module's list that shows a guild (video chat hosts): a subquery of `id` and `name`. */
export function guildNames() {
  return new QueryBuilder().select({ id: guilds.id, name: guilds.name }).from(guilds).as('guild_names');
}
