import type { Sample, SampleEnv } from '../samples.ts';

/** Samples of bans and blocks (issue 31): the one-ID lookup reads a member outside region 1. The lists take no sample. */
export const samples: Record<string, Sample> = {
  'Member/selectBlockId': {
    valid: (env: SampleEnv) => ({ user_id: env.memberOutsideRegion1 }),
  },
};
