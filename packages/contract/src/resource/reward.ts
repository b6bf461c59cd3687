import { z } from 'zod';
import { id, int, jsonText } from '../fields.ts';
import type { MessageKey } from '../messages.ts';
import type { LabelLang } from './labels.ts';
import {
  MAX_REWARD_COINS,
  MAX_REWARD_DAYS,
  MAX_REWARD_GIFTS,
  REWARD_KINDS,
  type Reward,
  type RewardKind,
} from './reward-value.ts';

/**
 * What an activity, a plan tier or a recall pays each recipient (issue 28 item 10): coins, gifts into
 * the backpack, a shop prop, a nameplate, a medal, or nothing (a rank that wins no prize). The
 * server pays it with `payReward` (apps/server modules/reward), once per source key and member.
 */
export * from './reward-value.ts';

/** Which catalogue a kind's item comes from: a medal is a shop prop whose prop type is `medal`. */
export type RewardCatalogue = 'gift' | 'shop_prop' | 'nameplate';

interface RewardParts {
  item: { catalogue: RewardCatalogue; propType?: 'medal'; required: MessageKey } | null;
  amount: { max: number; required: MessageKey; range: MessageKey } | null;
  /** `optional`: left out, the item's own validity; `required`: the item has none (a nameplate). */
  days: 'optional' | 'required' | null;
}

/** What each kind takes, as plain data: the form shows these inputs, the schema checks them, the server reads them. */
export const REWARD_PARTS: Readonly<Record<RewardKind, RewardParts>> = {
  coins: {
    item: null,
    amount: { max: MAX_REWARD_COINS, required: 'reward_coins_required', range: 'reward_coins_range' },
    days: null,
  },
  gift: {
    item: { catalogue: 'gift', required: 'reward_gift_required' },
    amount: { max: MAX_REWARD_GIFTS, required: 'reward_count_required', range: 'reward_count_range' },
    days: null,
  },
  prop: { item: { catalogue: 'shop_prop', required: 'reward_prop_required' }, amount: null, days: 'optional' },
  nameplate: { item: { catalogue: 'nameplate', required: 'reward_nameplate_required' }, amount: null, days: 'required' },
  medal: {
    item: { catalogue: 'shop_prop', propType: 'medal', required: 'reward_medal_required' },
    amount: null,
    days: 'optional',
  },
  nothing: { item: null, amount: null, days: null },
};

/** The words of the kinds and parts, for a form and a list (`values: { kind: REWARD_LABELS.en.kinds }`). */
export const REWARD_LABELS = {
  'zh-cn': {
    kinds: { coins: '金币', gift: '礼物', prop: '道具', nameplate: '铭牌', medal: '勋章', nothing: '无奖励' },
    item: '奖励物品',
    amount: { coins: '金币数', gift: '礼物个数' },
    days: '有效期(天)',
  },
  en: {
    kinds: { coins: 'Coins', gift: 'Gift', prop: 'Prop', nameplate: 'Nameplate', medal: 'Medal', nothing: 'No reward' },
    item: 'Item',
    amount: { coins: 'Coins', gift: 'Gifts' },
    days: 'Validity (days)',
  },
} as const satisfies Record<LabelLang, unknown>;

/** The parts its kind takes, each present or refused with the kind's own words; ranges per kind. */
function checkParts(reward: Reward, ctx: z.core.$RefinementCtx<Reward>): void {
  const parts = REWARD_PARTS[reward.kind];
  const refuse = (message: MessageKey, part: string) => ctx.addIssue({ code: 'custom', message, path: [part] });
  if (parts.item && reward.item_id === undefined) refuse(parts.item.required, 'item_id');
  if (parts.amount) {
    if (reward.amount === undefined) refuse(parts.amount.required, 'amount');
    else if (reward.amount < 1 || reward.amount > parts.amount.max) refuse(parts.amount.range, 'amount');
  }
  if (parts.days === 'required' && reward.days === undefined) refuse('reward_days_required', 'days');
  else if (parts.days && reward.days !== undefined && (reward.days < 1 || reward.days > MAX_REWARD_DAYS)) {
    refuse('reward_days_range', 'days');
  }
}

/** Only the parts its kind takes: a form that switched kinds may still send the old kind's amount. */
export function canonicalReward(reward: Reward): Reward {
  const parts = REWARD_PARTS[reward.kind];
  return {
    kind: reward.kind,
    ...(parts.item && reward.item_id !== undefined ? { item_id: reward.item_id } : {}),
    ...(parts.amount && reward.amount !== undefined ? { amount: reward.amount } : {}),
    ...(parts.days && reward.days !== undefined ? { days: reward.days } : {}),
  };
}

/** What a save accepts as a reward: an object, or its JSON text; answered in its canonical form. */
export function rewardSchema() {
  return z.preprocess(
    jsonText,
    z
      .object(
        {
          kind: z.enum(REWARD_KINDS, { error: (issue) => (issue.input === undefined ? 'required' : 'reward_invalid') }),
          item_id: id().optional(),
          // Ranges depend on the kind: checked with its words below.
          amount: int().optional(),
          days: int().optional(),
        },
        { error: (issue) => (issue.input === undefined ? 'required' : 'reward_invalid') },
      )
      .superRefine(checkParts)
      .transform(canonicalReward),
  );
}

/** A reward in a row or an answer. */
export const rewardOutput = z.object({
  kind: z.enum(REWARD_KINDS),
  item_id: z.number().int().optional(),
  amount: z.number().int().optional(),
  days: z.number().int().optional(),
});

/** A reward in words for a list cell or an export ("Gift × 3: Rose", "金币 500"); `item` is the item's name when known. */
export function rewardText(reward: Reward, lang: LabelLang, item?: string): string {
  const words = REWARD_LABELS[lang];
  const kind = words.kinds[reward.kind];
  const named = item ?? (reward.item_id === undefined ? '' : `#${reward.item_id}`);
  const days = reward.days === undefined ? '' : lang === 'en' ? `, ${reward.days} days` : `,${reward.days}天`;
  // Thousands separators, as every amount (issue 29 item 6).
  const amount = (reward.amount ?? 0).toLocaleString('en-US');
  if (reward.kind === 'coins') return `${kind} ${amount}`;
  if (reward.kind === 'gift') return `${kind} × ${amount}${lang === 'en' ? ': ' : ':'}${named}`;
  if (reward.kind === 'nothing') return kind;
  return `${kind}${lang === 'en' ? ': ' : ':'}${named}${days}`;
}
