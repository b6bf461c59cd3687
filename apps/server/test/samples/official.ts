import type { Body, Sample } from '../samples.ts';

/**
 * Samples of official accounts and app managers: a member is listed once, so each call names a
 * member of its own (fixture members are 10,000,001 onwards; the demo takes the newest ones);
 * member 1 is no member. A manager's region is the member's: the out-of-region one is a member
 * outside region 1.
 */
const FIRST_SAMPLE_MEMBER = 10_000_150;
const NO_MEMBER = 1;
let calls = 0;
const nextMember = () => {
  calls += 1;
  return FIRST_SAMPLE_MEMBER + calls;
};
const official = (regions: number[]): Body => ({
  member_id: nextMember(),
  display_name: 'Sample official',
  badge: 'system',
  regions,
});

export const samples: Record<string, Sample> = {
  'Setting/officialSave': {
    valid: () => official([0]),
    failing: () => ({ ...official([0]), member_id: NO_MEMBER }),
    outOfRegion: () => official([3]),
  },
  'Setting/managementSave': {
    valid: () => ({ member_id: nextMember(), can_mute: true }),
    failing: () => ({ member_id: NO_MEMBER }),
    outOfRegion: (env) => ({ member_id: env.memberOutsideRegion1 }),
  },
};
