import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the invite module. The demo inserts its invitations in a fixed order
 * (invite.demo.ts; invite.test.ts relies on it): row 1 is bound, row 2 unbound (deleted by the
 * deletion's sample), row 3 unbound with no other binding (bound again by `bindInvite`), each an
 * invitee outside region 1. The first demo members are in no invitation.
 */
export const SAMPLE_BOUND = 1;
export const SAMPLE_UNBOUND = 2;
export const SAMPLE_REBIND = 3;
const UNKNOWN = 999_999;

const newInvite = (env: SampleEnv): Body => ({ invitee_id: env.memberOutsideRegion1, inviter_id: env.memberInRegion1 });

export const samples: Record<string, Sample> = {
  'Invite/addInvite': {
    valid: newInvite,
    // A member never invites themself.
    failing: (env) => ({ invitee_id: env.memberOutsideRegion1, inviter_id: env.memberOutsideRegion1 }),
    failures: { 'unknown invitee': (env) => ({ body: { invitee_id: UNKNOWN, inviter_id: env.memberInRegion1 } }) },
    outOfRegion: newInvite,
  },
  'Invite/unbind': {
    valid: () => ({ id: SAMPLE_BOUND, reason: 'Sample reason' }),
    // Already unbound.
    failing: () => ({ id: SAMPLE_UNBOUND, reason: 'Sample reason' }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN, reason: 'Sample reason' } }) },
    outOfRegion: () => ({ id: SAMPLE_BOUND, reason: 'Sample reason' }),
  },
  'Invite/bindInvite': {
    valid: () => ({ id: SAMPLE_REBIND }),
    // Still bound.
    failing: () => ({ id: SAMPLE_BOUND + 3 }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN } }) },
    outOfRegion: () => ({ id: SAMPLE_REBIND }),
  },
  'Invite/deleteInvite': {
    valid: () => ({ id: SAMPLE_UNBOUND }),
    // A live binding is unbound first.
    failing: () => ({ id: SAMPLE_BOUND + 3 }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN } }) },
    outOfRegion: () => ({ id: SAMPLE_UNBOUND }),
  },
  'Invite/bindInviteExcel': {
    // The last demo member: in no demo invitation, and not the one addInvite's sample binds.
    valid: (env) => ({ inviter_id: env.memberInRegion1, invitee_ids: String(env.roomMemberNo) }),
    // The inviter themself.
    failing: (env) => ({ inviter_id: env.memberInRegion1, invitee_ids: String(env.memberInRegion1) }),
    failures: { 'unknown inviter': (env) => ({ body: { inviter_id: UNKNOWN, invitee_ids: String(env.memberOutsideRegion1) } }) },
  },
};
