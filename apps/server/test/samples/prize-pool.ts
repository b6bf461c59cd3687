import type { Body, Sample } from '../samples.ts';

/**
 * Samples of the prize pools (Setting/roomTurntable*, luckyBox*, gameSet*) where the derived ones
 * cannot do: a price must be above 0, a probability is a percent, a switched-on pool keeps its
 * prizes at 100 %, and the commands and deletes need pools in a fitting state. The demo inserts in a
 * fixed order (prize-pool.demo.ts), so the ids are known; every row named here lies outside region 1.
 * Per kind: `off` a switched-off pool at 100 % (switched on here), `on` a switched-on one (switched
 * off), `drop` a switched-off one (deleted), `draft` the 90 % draft of region 0 (prizes added), and
 * `lastPrize` that draft's last prize (deleted).
 */
const UNKNOWN = 999_999;
const IDS = {
  roomTurntable: { off: 6, on: 1, drop: 8, draft: 10, lastPrize: 58 },
  luckyBox: { off: 9, on: 1, drop: 12, draft: 14, lastPrize: 66 },
  gameSet: { off: 12, on: 1, drop: 16, draft: 18, lastPrize: 70 },
} as const;

const onRow = (body: Body): Sample => ({
  valid: () => body,
  failing: () => ({ ...body, id: UNKNOWN }),
  outOfRegion: () => body,
});

function kindSamples(kind: keyof typeof IDS): Record<string, Sample> {
  const ids = IDS[kind];
  const pool = (): Body => ({ name: 'Sample pool', region_id: 0, price: 100, sort: 1 });
  const prize = (): Body => ({ pool_id: ids.draft, kind: 'coins', amount: 10, probability: '5', sort: 1 });
  return {
    [`Setting/${kind}Save`]: {
      valid: pool,
      failing: () => ({ ...pool(), price: 0 }),
      failures: { 'unknown id': () => ({ body: { ...pool(), id: UNKNOWN } }) },
      outOfRegion: pool,
    },
    [`Setting/${kind}Delete`]: onRow({ ids: [ids.drop] }),
    [`Setting/${kind}On`]: onRow({ id: ids.off }),
    [`Setting/${kind}Off`]: onRow({ id: ids.on }),
    [`Setting/${kind}PrizeSave`]: {
      valid: prize,
      failing: () => ({ ...prize(), probability: '100.01' }),
      failures: {
        'unknown id': () => ({ body: { ...prize(), id: UNKNOWN } }),
        'unknown pool': () => ({ body: { ...prize(), pool_id: UNKNOWN } }),
      },
      outOfRegion: prize,
    },
    [`Setting/${kind}PrizeDelete`]: onRow({ ids: [ids.lastPrize] }),
  };
}

export const samples: Record<string, Sample> = {
  ...kindSamples('roomTurntable'),
  ...kindSamples('luckyBox'),
  ...kindSamples('gameSet'),
};
