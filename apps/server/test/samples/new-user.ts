import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the new-user screens (InviteNewPeople) where derived ones cannot do. The demo
 * (new-user.demo.ts; new-user.test.ts relies on it) passes the last demo member's review (the
 * support sample's member, named by its pretty number), leaves supports 1 and 4 pending outside
 * region 1 (granted and cancelled by the samples), support 3 cancelled, and plan 2 in region 10.
 */
export const SAMPLE_SUPPORT_GRANT = 1;
export const SAMPLE_SUPPORT_CANCELLED = 3;
export const SAMPLE_SUPPORT_CANCEL = 4;
export const SAMPLE_PLAN = 2;
const UNKNOWN = 999_999;
const DAY = 86_400;

const support = (env: SampleEnv): Body => ({ member_id: env.roomMemberNo, coins: 200, reason: 'Sample support' });
const plan = (): Body => ({
  id: SAMPLE_PLAN,
  name: 'Sample plan',
  region_id: 10,
  tiers: '5:100, 10:300',
  starts_at: 1_700_000_000,
  ends_at: 1_700_000_000 + 30 * DAY,
  enabled: true,
});

export const samples: Record<string, Sample> = {
  'InviteNewPeople/supportAdd': {
    valid: support,
    // A member whose new-user review did not pass (the first demo member has none).
    failing: () => ({ member_id: 1, coins: 200, reason: 'Sample support' }),
    failures: {
      'unknown member': () => ({ body: { member_id: UNKNOWN, coins: 200, reason: 'Sample support' } }),
      'over limits': (env) => ({ body: { ...support(env), coins: 100_001 } }),
    },
  },
  'InviteNewPeople/supportGrant': {
    valid: () => ({ id: SAMPLE_SUPPORT_GRANT }),
    failing: () => ({ id: SAMPLE_SUPPORT_CANCELLED }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN } }) },
    outOfRegion: () => ({ id: SAMPLE_SUPPORT_GRANT }),
  },
  'InviteNewPeople/supportCancel': {
    valid: () => ({ id: SAMPLE_SUPPORT_CANCEL }),
    failing: () => ({ id: SAMPLE_SUPPORT_CANCELLED }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN } }) },
    outOfRegion: () => ({ id: SAMPLE_SUPPORT_CANCEL }),
  },
  'InviteNewPeople/invitePlanSave': {
    valid: plan,
    // Tiers whose counts fall.
    failing: () => ({ ...plan(), tiers: '10:100, 5:300' }),
    failures: {
      'unknown id': () => ({ body: { ...plan(), id: UNKNOWN } }),
      'ends before it starts': () => ({ body: { ...plan(), ends_at: 1_600_000_000 } }),
    },
    outOfRegion: plan,
  },
};
