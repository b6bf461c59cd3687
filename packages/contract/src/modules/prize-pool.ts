import { menuIdAt } from '../menu.ts';
import { type Fields, type RowOf, resource } from '../resource/index.ts';
import { PERCENT_FULL, PERCENT_PATTERN } from '../resource/percent.ts';
import { prizePoolLabels, prizePoolPrizeLabels } from './prize-pool.labels.ts';

export { prizePoolLabels, prizePoolPrizeLabels } from './prize-pool.labels.ts';

/**
 * Prize pools (issue 19; SPEC §2 /setting roomTurntable, luckyBox, gameSet): three screens, one
 * model. SPEC names the screens only; what follows is what the staff of a voice-chat app expect.
 *
 * - Room turntable (24004): the wheel in rooms; a spin costs coins.
 * - Lucky box (24005): boxes bought for coins (bronze, silver, gold box); opening one draws a prize.
 * - Game prize pool (24006, gameSet): the pools of the in-app games, per game and tier.
 *
 * A pool has a name, a price per draw in coins (a whole number above 0, `prize_pool_price_positive`),
 * one region (a pool is made for a region's members; a country admin sees and changes their
 * region's) and an on/off switch. Its prizes are coins, a gift, a prop or nothing ("thank you"),
 * each with a value in coins and a probability.
 *
 * Probabilities are percents with up to two decimals (0–100, `prize_pool_probability_range`), sent
 * and shown as text ("12.5", "0.01"): the server keeps them as whole basis points (1 = 0.01 %), so
 * sums are exact. A pool's probabilities must sum to exactly 100 %. Prizes are edited one at a time,
 * so the sum is enforced where it matters: a pool is switched on only when its prizes sum to 100 %
 * (`prize_pool_sum_switch_on`), and a change to a prize of a switched-on pool that breaks the sum is
 * refused (`prize_pool_sum_broken`); a switched-off pool may be reworked freely. A new pool starts
 * switched off. Beside each pool the server computes the probability total, the expected payout
 * per draw (Σ value × probability, in coins with two decimals, rounded down) and the return ratio
 * (expected payout / price, a percent with two decimals, rounded down).
 */
export const PRIZE_POOL_KINDS = ['roomTurntable', 'luckyBox', 'gameSet'] as const;
export type PrizePoolKind = (typeof PRIZE_POOL_KINDS)[number];

/** What a prize is: coins, a gift of the catalogue, a prop of the shop, or nothing (a "thank you" slot). */
export const PRIZE_KINDS = ['coins', 'gift', 'prop', 'nothing'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** A probability as staff type it: a percent with up to two decimals (a sign is let through, to be refused by range). */
export const PROBABILITY_PATTERN = PERCENT_PATTERN;
/** 100 %, in basis points. */
export const PROBABILITY_FULL = PERCENT_FULL;

const MENU_PATHS: Readonly<Record<PrizePoolKind, string>> = {
  roomTurntable: '/setting/roomTurntable',
  luckyBox: '/setting/luckyBox',
  gameSet: '/setting/gameSet',
};

function poolFields() {
  return {
    name: { kind: 'text', max: 64, required: true, filter: 'contains' },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    // Bounded loosely so a price of 0 or below answers the rule's own message (prize_pool_price_positive).
    price: { kind: 'money', min: -1_000_000_000, max: 1_000_000_000, required: true, sortable: true },
    /** Switched by the on/off commands only: a pool goes on when its prizes sum to 100 %. */
    enabled: { kind: 'bool', readOnly: true, filter: 'eq' },
    prize_count: { kind: 'int', readOnly: true },
    /** Σ probability of the prizes, a percent ("100.00"). */
    probability_total: { kind: 'text', readOnly: true },
    /** Σ value × probability: coins one draw pays on average ("95.37"). */
    expected_payout: { kind: 'text', readOnly: true },
    /** Expected payout / price, a percent ("95.37"). */
    return_ratio: { kind: 'text', readOnly: true },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
    /** The pool's prizes, edited and saved with it (issue 28: a pool and its prizes in one save). */
    prizes: {
      kind: 'list',
      of: {
        kind: { kind: 'enum', values: PRIZE_KINDS, required: true },
        gift_id: { kind: 'int', min: 1, nullable: true, visibleWhen: { field: 'kind', is: ['gift'] } },
        prop_id: { kind: 'int', min: 1, nullable: true, visibleWhen: { field: 'kind', is: ['prop'] } },
        item_name: { kind: 'text', readOnly: true },
        amount: { kind: 'int', min: 1, max: 1_000_000_000, default: 1 },
        value: { kind: 'money', min: 0, max: 1_000_000_000, nullable: true },
        probability: { kind: 'percent', required: true },
      },
      rows: { max: 100 },
      sum: { field: 'probability', total: PERCENT_FULL, when: { field: 'enabled', is: [true] } },
    },
  } as const satisfies Fields;
}

function prizeFields() {
  return {
    pool_id: { kind: 'int', min: 1, required: true, filter: 'eq', sortable: true },
    /** Shown beside the pool's id, in its column (one "Pool" column, not two). */
    pool_name: { kind: 'text', readOnly: true, shownIn: 'pool_id' },
    /** The pool's region: the prize's scope. */
    region_id: { kind: 'region', readOnly: true, wireOnly: true },
    kind: { kind: 'enum', values: PRIZE_KINDS, required: true, filter: 'eq', colors: { nothing: 'default' } },
    /** A gift prize: the gift of the catalogue. */
    gift_id: { kind: 'int', min: 1, nullable: true },
    /** A prop prize: the prop of the shop. */
    prop_id: { kind: 'int', min: 1, nullable: true },
    /** The gift's or prop's name in the reader's language, or the coins ("500 coins"). */
    item_name: { kind: 'text', readOnly: true },
    /** Coins: how many; gift: how many gifts; prop: for how many days. */
    amount: { kind: 'int', min: 1, max: 1_000_000_000, default: 1 },
    /** What the prize is worth in coins; left empty: the coins, the gifts' price, 0 for nothing. A prop's must be given. */
    value: { kind: 'money', min: 0, max: 1_000_000_000 },
    /** A percent with up to two decimals, 0–100 ("12.5"). */
    probability: { kind: 'text', max: 16, required: true },
    /** value × probability: what this prize adds to a draw's expected payout, in coins ("4.50"). */
    contribution: { kind: 'text', readOnly: true },
    pool_probability_total: { kind: 'text', readOnly: true },
    pool_expected_payout: { kind: 'text', readOnly: true },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0 },
    updated_at: { kind: 'time', readOnly: true },
  } as const satisfies Fields;
}

/** The pool list and the prize list of one kind of pool: the same declaration, its own screen, wire names and permission. */
function prizePool<K extends PrizePoolKind>(kind: K) {
  const menu = menuIdAt(MENU_PATHS[kind]);
  const pools = resource({
    module: 'Setting',
    namespace: `${kind}Pools`,
    menu,
    labels: prizePoolLabels[kind],
    scope: { region: 'region_id' },
    sortBy: 'sort',
    order: 'asc',
    fields: poolFields(),
    actions: { list: `${kind}List`, save: `${kind}Save`, delete: `${kind}Delete` },
    commands: {
      switchOn: { action: `${kind}On` },
      switchOff: { action: `${kind}Off`, danger: true },
    },
    lifecycle: {
      field: 'enabled',
      transitions: {
        switchOn: { from: ['false'], to: 'true', refusals: { true: 'prize_pool_already_on' } },
        switchOff: { from: ['true'], to: 'false', refusals: { false: 'prize_pool_already_off' } },
      },
    },
  });
  const prizes = resource({
    module: 'Setting',
    namespace: `${kind}Prizes`,
    menu,
    tabOf: menu,
    labels: prizePoolPrizeLabels,
    scope: { region: 'region_id' },
    sortBy: 'pool_id',
    order: 'asc',
    fields: prizeFields(),
    actions: { list: `${kind}PrizeList`, save: `${kind}PrizeSave`, delete: `${kind}PrizeDelete` },
  });
  return { kind, pools, prizes };
}

export const roomTurntable = prizePool('roomTurntable');
export const luckyBox = prizePool('luckyBox');
export const gameSet = prizePool('gameSet');
export const PRIZE_POOLS = { roomTurntable, luckyBox, gameSet } as const;

export type PrizePool = typeof roomTurntable;
export type PrizePoolRow = RowOf<ReturnType<typeof poolFields>>;
export type PrizeRow = RowOf<ReturnType<typeof prizeFields>>;

// The percent helpers moved to the kit (the `percent` kind); the pools' rules still name them here.
export { basisPointsOfPercent, percentOfBasisPoints } from '../resource/percent.ts';

// Each resource at the top of the module: the registry finds resources among a module's exports.
export const roomTurntablePools = roomTurntable.pools;
export const roomTurntablePrizes = roomTurntable.prizes;
export const luckyBoxPools = luckyBox.pools;
export const luckyBoxPrizes = luckyBox.prizes;
export const gameSetPools = gameSet.pools;
export const gameSetPrizes = gameSet.prizes;
