import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the new-user screens (InviteNewPeople) where derived ones cannot do. The demo
 * (new-user.demo.ts; new-user.test.ts relies on it) passes the last demo member's review (the
 * support sample's member, named by its pretty number), leaves supports 1 and 4 pending outside
 * region 1 (granted and cancelled by the samples), support 3 cancelled, plan 2 in region 10 (settled once by the demo) and plan 3 in region 4.
 */
export const SAMPLE_SUPPORT_GRANT = 1;
export const SAMPLE_SUPPORT_CANCELLED = 3;
export const SAMPLE_SUPPORT_CANCEL = 4;
/** Plan 3 is edited by the save sample; plan 2 (switched by the toggle sample) is settled, plan 3 has nothing to pay. */
export const SAMPLE_PLAN = 3;
export const SAMPLE_PLAN_SETTLE = 2;
/** new-user-more.demo.ts: recalls 1 and 2 pending outside region 1, 3 rejected; teams 2 and 3 outside region 1. */
export const SAMPLE_RECALL_CONFIRM = 1;
export const SAMPLE_RECALL_REJECT = 2;
export const SAMPLE_RECALL_REJECTED = 3;
export const SAMPLE_TEAM_EDIT = 2;
export const SAMPLE_TEAM_DELETE = 3;
const UNKNOWN = 999_999;
const DAY = 86_400;

const support = (env: SampleEnv): Body => ({ member_id: env.roomMemberNo, coins: 200, reason: 'Sample support' });
const plan = (): Body => ({
  id: SAMPLE_PLAN,
  name: 'Sample plan',
  region_id: 4,
  tiers: '5:100, 10:300',
  starts_at: 1_700_000_000,
  ends_at: 1_700_000_000 + 30 * DAY,
  enabled: true,
});

const team = (env: SampleEnv): Body => ({ name: 'Sample team', leader_id: env.roomMemberNo, region_id: 10, member_ids: '' });

export const samples: Record<string, Sample> = {
  'InviteNewPeople/recallConfirm': {
    valid: () => ({ id: SAMPLE_RECALL_CONFIRM }),
    failing: () => ({ id: SAMPLE_RECALL_REJECTED }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN } }) },
    outOfRegion: () => ({ id: SAMPLE_RECALL_CONFIRM }),
  },
  'InviteNewPeople/recallReject': {
    valid: () => ({ id: SAMPLE_RECALL_REJECT, reason: 'Sample rejection' }),
    failing: () => ({ id: SAMPLE_RECALL_REJECTED, reason: 'Sample rejection' }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN, reason: 'Sample rejection' } }) },
    outOfRegion: () => ({ id: SAMPLE_RECALL_REJECT, reason: 'Sample rejection' }),
  },
  'InviteNewPeople/invitePlanSettle': {
    valid: () => ({ id: SAMPLE_PLAN_SETTLE }),
    // Plan 3 (region 4) has no agent invitees: nothing to pay.
    failing: () => ({ id: SAMPLE_PLAN }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN } }) },
    outOfRegion: () => ({ id: SAMPLE_PLAN_SETTLE }),
  },
  'InviteNewPeople/teamSave': {
    valid: team,
    // A member id that is no number.
    failing: (env) => ({ ...team(env), member_ids: '12, abc' }),
    failures: { 'unknown leader': (env) => ({ body: { ...team(env), leader_id: UNKNOWN } }) },
    outOfRegion: (env) => ({ ...team(env), id: SAMPLE_TEAM_EDIT }),
  },
  'InviteNewPeople/teamDelete': {
    valid: () => ({ ids: [SAMPLE_TEAM_DELETE] }),
    failures: { 'unknown id': () => ({ body: { ids: [UNKNOWN] } }) },
    outOfRegion: () => ({ ids: [SAMPLE_TEAM_EDIT] }),
  },
  'InviteNewPeople/supportAdd': {
    valid: support,
    // A member whose new-user review did not pass (the first demo member has none).
    failing: () => ({ member_id: 1, coins: 200, reason: 'Sample support' }),
    failures: {
      'unknown member': () => ({ body: { member_id: UNKNOWN, coins: 200, reason: 'Sample support' } }),
      'over limits': (env) => ({ body: { ...support(env), coins: 100_001 } }),
    },
    // The support sample's member is outside region 1 (the country admin's).
    outOfRegion: support,
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
