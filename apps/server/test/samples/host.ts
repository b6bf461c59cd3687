import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of host management where the derived ones cannot do: its commands act on the guild
 * demo's hosts, whose ids are fixed by its insert order. Hosts 13–20 are outside region 1 (guilds
 * of regions 2 and 3), none of them another module's sample: 13 is deducted from (it has
 * thousands of diamonds, each sample takes one), 17 is cleared, 18 is grouped and suspended.
 */
const UNKNOWN = 999_999;
const HOST_TO_DEDUCT = 13;
const HOST_TO_CLEAR = 17;
const HOST_TO_CHANGE = 18;
const GROUP_FOR_ALL = 1;

const onHost = (id: number, fields: Body): Sample => ({
  valid: () => ({ id, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id, ...fields }),
});

export const samples: Record<string, Sample> = {
  'PresideManagement/hostDiamondDeduct': {
    ...onHost(HOST_TO_DEDUCT, { amount: 1, reason: 'Sample deduction' }),
    // Passes validation; no host has that many diamonds.
    failing: () => ({ id: HOST_TO_DEDUCT, amount: 999_999_999, reason: 'Sample deduction' }),
    failures: {
      'no amount': () => ({ body: { id: HOST_TO_DEDUCT, reason: 'Sample deduction' } }),
      'unknown host': () => ({ body: { id: UNKNOWN, amount: 1, reason: 'Sample deduction' } }),
    },
  },
  'PresideManagement/hostDiamondClear': onHost(HOST_TO_CLEAR, { reason: 'Sample clear' }),
  'PresideManagement/hostGroupSet': {
    ...onHost(HOST_TO_CHANGE, { host_group_id: GROUP_FOR_ALL }),
    failures: { 'unknown host group': () => ({ body: { id: HOST_TO_CHANGE, host_group_id: UNKNOWN } }) },
  },
  'PresideManagement/hostStateSet': onHost(HOST_TO_CHANGE, { state: 'suspended' }),
  'PresideManagement/roomHostRank': {
    valid: (env: SampleEnv) => ({ room_id: env.rooms.outsideRegion1.id, time_type: 'week' }),
    outOfRegion: (env: SampleEnv) => ({ room_id: env.rooms.outsideRegion1.id, time_type: 'week' }),
  },
};
