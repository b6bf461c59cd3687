import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the guild, host and video chat modules where the derived ones cannot do: owners and
 * hosts are members named by id, and host commands act on the demo's own hosts. The guild demo
 * inserts its guilds and hosts in a fixed order, so their ids are known: guild 4 (Rising Dragon,
 * region 2) takes the sample host; hosts 10 and 11 are the Sunrise guild's (region 0); video chat
 * host 9 is host 9's approval (region 0, not banned). `env.memberOutsideRegion1` becomes a host of
 * guild 4 here, then is approved for video chat (registry order: guild before video chat).
 */
const UNKNOWN_MEMBER = 987_654_321;
const UNKNOWN = 999_999;
const GUILD_OUTSIDE_REGION_1 = 4;
const HOST_TO_REMOVE = 10;
const HOST_TO_GROUP = 11;
const HOST_GROUP_FOR_ALL = 1;
const VIDEO_HOST_TO_BAN = 9;

let guilds = 0;
const guild = (env: SampleEnv): Body => {
  guilds += 1;
  return { name: `Sample guild ${guilds}`, owner_no: env.memberOutsideRegion1, enabled: true };
};
const hostAdd = (env: SampleEnv): Body => ({ guild_id: GUILD_OUTSIDE_REGION_1, user_no: env.memberOutsideRegion1 });
const videoHost = (env: SampleEnv): Body => ({ user_no: env.memberOutsideRegion1, price: 50, is_on: true });
const onRow = (id: number, fields: Body = {}): Sample => ({
  valid: () => ({ id, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id, ...fields }),
});

export const samples: Record<string, Sample> = {
  'Guild/guildSave': {
    valid: guild,
    // Passes validation; no member has this id.
    failing: (env) => ({ ...guild(env), owner_no: UNKNOWN_MEMBER }),
    failures: {
      'unknown id': (env) => ({ body: { ...guild(env), id: UNKNOWN } }),
      'no owner': (env) => ({ body: { name: String(guild(env).name) } }),
      'duplicate name': (env) => {
        const setup = guild(env);
        return { setup, body: { ...setup, name: String(setup.name).toUpperCase() } };
      },
      'name over the limit': (env) => ({ body: { ...guild(env), name: 'x'.repeat(41) } }),
    },
    // The owner, hence the guild, is outside region 1.
    outOfRegion: guild,
  },
  'Guild/guildHostAdd': {
    valid: hostAdd,
    failing: () => ({ guild_id: GUILD_OUTSIDE_REGION_1, user_no: UNKNOWN_MEMBER }),
    failures: {
      'unknown guild': (env) => ({ body: { ...hostAdd(env), guild_id: UNKNOWN } }),
      'no member': () => ({ body: { guild_id: GUILD_OUTSIDE_REGION_1 } }),
      'unknown host group': (env) => ({ body: { ...hostAdd(env), host_group_id: UNKNOWN } }),
    },
    outOfRegion: hostAdd,
  },
  'Guild/guildHostRemove': onRow(HOST_TO_REMOVE, { reason: 'Sample removal' }),
  'Guild/guildHostGroup': {
    ...onRow(HOST_TO_GROUP, { host_group_id: HOST_GROUP_FOR_ALL }),
    failures: { 'unknown host group': () => ({ body: { id: HOST_TO_GROUP, host_group_id: UNKNOWN } }) },
  },
  'NovaRoom/videoChatHostSave': {
    valid: videoHost,
    // Passes validation; no member has this id.
    failing: () => ({ user_no: UNKNOWN_MEMBER, price: 50 }),
    failures: {
      'unknown id': (env) => ({ body: { ...videoHost(env), id: UNKNOWN } }),
      'price over the limit': (env) => ({ body: { ...videoHost(env), price: 10_001 } }),
      'no host': () => ({ body: { price: 50 } }),
    },
    outOfRegion: videoHost,
  },
  'NovaRoom/videoChatHostBan': onRow(VIDEO_HOST_TO_BAN, { ban_reason: 'Sample ban' }),
  'NovaRoom/videoChatHostUnban': onRow(VIDEO_HOST_TO_BAN),
};
