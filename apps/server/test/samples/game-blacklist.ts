import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the game blacklist (Setting/gameBlackAdd) where the derived ones cannot do: a member is
 * listed once per game, so each call bars `env.memberOutsideRegion1` from the next game (the
 * derived body bars them from the same game every time, a duplicate after the first).
 */
const GAMES = ['ludo', 'turntable', 'lucky_box', 'fruit', 'greedy', 'all'] as const;
const UNKNOWN_MEMBER = 987_654_321;
let calls = 0;
const entry = (env: SampleEnv): Body => {
  calls += 1;
  return { member_id: env.memberOutsideRegion1, game: GAMES[calls % GAMES.length], reason: 'Sample bar' };
};

export const samples: Record<string, Sample> = {
  'Setting/gameBlackAdd': {
    valid: entry,
    failing: (env) => ({ ...entry(env), member_id: UNKNOWN_MEMBER }),
    failures: {
      duplicate: (env) => {
        const setup = entry(env);
        return { setup, body: { ...setup, reason: 'Again' } };
      },
      'no reason': (env) => ({ body: { ...entry(env), reason: '' } }),
    },
    outOfRegion: entry,
  },
};
