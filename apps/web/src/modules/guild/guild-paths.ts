/** A guild's hosts (the hidden `/guild/anchorManagement`): the guild travels in the URL as the list's own filter. */
export const guildHostsPath = (guildId: number) => `/guild/anchorManagement?guild_id=${guildId}`;
