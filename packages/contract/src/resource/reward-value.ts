/**
 * A reward's value, in a file that imports nothing: the field kinds name it (fields.ts), and the
 * rest of the reward (its schema and words, reward.ts) needs the labels, which need the fields.
 */
export const REWARD_KINDS = ['coins', 'gift', 'prop', 'nameplate', 'medal', 'nothing'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** As a plan tier's coins (new-user MAX_TIER_COINS): a reward may be larger than one staff grant. */
export const MAX_REWARD_COINS = 1_000_000;
/** As a gift bag's count (gift-bag MAX_GIFT_BAG_COUNT). */
export const MAX_REWARD_GIFTS = 9999;
/** As a prop send's validity (prop-grant MAX_GRANT_DAYS). */
export const MAX_REWARD_DAYS = 3650;

/**
 * A reward on the wire and in storage: `item_id` names the item of the kind's catalogue, `amount`
 * counts coins or gifts (each recipient gets it all), `days` is how long a prop, medal or nameplate
 * lasts. Only the parts its kind takes are present (REWARD_PARTS).
 */
export interface Reward {
  kind: RewardKind;
  item_id?: number;
  amount?: number;
  days?: number;
}
