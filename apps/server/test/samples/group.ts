import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the group module where the derived ones cannot do: a group's owner is a member named
 * by id, a popup's link is checked as a web address by the server, and commands act on the demo's
 * own groups. The group demo inserts its groups and members in a fixed order, so their ids are
 * known: group 2 (region 12, active, not recommended) is recommended, closed and dissolved in
 * registry order; member row 12 (a plain member of group 3, region 10) is muted, then unmuted.
 */
const UNKNOWN_MEMBER = 987_654_321;
const UNKNOWN = 999_999;
const GROUP_OUTSIDE_REGION_1 = 2;
const MEMBER_OUTSIDE_REGION_1 = 12;

let made = 0;
const group = (env: SampleEnv): Body => {
  made += 1;
  return { name: `Sample group ${made}`, owner_no: env.memberOutsideRegion1, tags: 'Music' };
};
const popup = (env: SampleEnv): Body => ({
  title: 'Sample popup',
  image: `/files/${env.uploadId}`,
  link_url: 'https://example.com/sample',
  regions: '0',
});
const onRow = (id: number, fields: Body = {}): Sample => ({
  valid: () => ({ id, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id, ...fields }),
});

export const samples: Record<string, Sample> = {
  'RecommendGroup/groupSave': {
    valid: group,
    // Passes validation; no member has this id.
    failing: (env) => ({ ...group(env), owner_no: UNKNOWN_MEMBER }),
    failures: {
      'unknown id': (env) => ({ body: { ...group(env), id: UNKNOWN } }),
      'no name': (env) => ({ body: { owner_no: env.memberOutsideRegion1 } }),
      'unknown tag': (env) => ({ body: { ...group(env), tags: 'Knitting' } }),
      'name over the limit': (env) => ({ body: { ...group(env), name: 'x'.repeat(41) } }),
    },
    // The owner, hence the group, is outside region 1.
    outOfRegion: group,
  },
  'RecommendGroup/groupRecommend': onRow(GROUP_OUTSIDE_REGION_1),
  'RecommendGroup/groupCloseRecommend': onRow(GROUP_OUTSIDE_REGION_1),
  'RecommendGroup/groupDissolve': onRow(GROUP_OUTSIDE_REGION_1, { dissolve_reason: 'Sample dissolution' }),
  'Message/groupMemberMute': onRow(MEMBER_OUTSIDE_REGION_1, { mute_duration: 'h24' }),
  'Message/groupMemberUnmute': onRow(MEMBER_OUTSIDE_REGION_1),
  'RecommendGroup/h5PopupSave': {
    valid: popup,
    // Passes validation; the server refuses a link that is no web address.
    failing: (env) => ({ ...popup(env), link_url: 'example.com/sample' }),
    failures: {
      'unknown id': (env) => ({ body: { ...popup(env), id: UNKNOWN } }),
      'off before on': (env) => ({ body: { ...popup(env), on_at: 4_000_000_000, off_at: 3_900_000_000 } }),
    },
    outOfRegion: popup,
  },
};
