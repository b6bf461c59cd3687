import type { Body, Sample } from '../samples.ts';

/**
 * Samples of in-app purchase promotions where the derived ones cannot do: a product id must look
 * like a store's (`com.app.coins.499`), and each call's own product keeps promotions from
 * overlapping. The failing call overlaps the demo's starter pack (every region, both stores, forever).
 */
const UNKNOWN = 999_999;
let calls = 0;
const sale = (regions: number[]): Body => {
  calls += 1;
  return {
    name: 'Sample promotion',
    product_id: `com.sample.coins.${calls}`,
    platform: 'all',
    price_cents: 99,
    coins: 700,
    bonus_coins: 70,
    regions,
  };
};

export const samples: Record<string, Sample> = {
  'Setting/appSaleSave': {
    valid: () => sale([0]),
    failing: () => ({ ...sale([0]), product_id: 'com.app.coins.99' }),
    failures: { 'unknown id': () => ({ body: { ...sale([0]), id: UNKNOWN } }) },
    outOfRegion: () => sale([3]),
  },
};
