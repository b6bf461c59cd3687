import {
  type CoinIssueType,
  isMessageKey,
  type MessageKey,
  propGrantActions,
  REWARD_PARTS,
  type Reward,
  rewardSchema,
  Status,
} from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { ActionError } from '../../engine/errors.ts';
import { type Scope, UNLIMITED } from '../../engine/scope.ts';
import { giftsById } from '../gift/gift.lookup.ts';
import { giveGiftBags } from '../gift/gift-bag.give.ts';
import { post, recipientRefusal, unreachable } from '../ledger/ledger.post.ts';
import { membersAt } from '../member/member.balances.ts';
import { giveItems, type Item, nameplateItem, shopPropItem } from '../prop/prop-give.ts';
import { rewardPayouts } from './reward.tables.ts';

/** Who a job's payout is booked to: nobody signed in (as the ledger's own opening postings). */
export const SYSTEM_PAYER = { id: 0, name: 'system' } as const;
/** SPEC §9 coin issue type 8, promotion: what rewards are booked as unless the caller says otherwise. */
export const REWARD_ISSUE_TYPE: CoinIssueType = '8';
/** What a member's prop list says a rewarded prop came from. */
const REWARD_SOURCE = 'reward';

export interface PayOptions {
  /** Unix seconds: the call's or the job's clock. */
  now: number;
  /** Why, as the ledger and the prop and gift records show it. */
  reason: string;
  /** Who decided it: the admin confirming, or SYSTEM_PAYER (the default) for a job. */
  by?: { id: number; name: string };
  /** A coin reward's issue type: REWARD_ISSUE_TYPE by default. */
  issueType?: CoinIssueType;
  /**
   * Whose regions the recipients must be in. Any by default: a job has no caller, and a payout's
   * recipients come from the row that authorised it (a recall's agent, a plan's agents), not from
   * a caller's pick.
   */
  scope?: Scope;
}

export interface Payout {
  /** The members this call paid, in id order. */
  paid: number[];
  /** The members the source key had paid before: nothing was paid them now. */
  already: number[];
  /** A coin reward's ledger postings. */
  postingIds: number[];
  /** The prop grants or gift bags recorded. */
  recordIds: number[];
}

/** A refusal about the reward itself, as a save of it would be refused. */
function refusal(key: MessageKey, params?: Record<string, string | number>): ActionError {
  return new ActionError(Status.invalid, key, { params });
}

/** The reward checked by the contract's own rules: a reward read back from a row or a job's data may be stale. */
function checked(reward: Reward): Reward {
  const parsed = rewardSchema().safeParse(reward);
  if (parsed.success) return parsed.data as Reward;
  const message = parsed.error.issues[0]?.message ?? '';
  throw refusal(isMessageKey(message) ? message : 'reward_invalid');
}

/**
 * The item a reward gives, refused when it is gone (or a medal's prop is no medal): a gift is only
 * checked; a prop, medal or nameplate answers its name and the days it lasts (a prop's own validity
 * when the reward gives none). None for coins and nothing.
 */
async function itemOf(tx: Orm, reward: Reward): Promise<{ item: Item; days: number } | undefined> {
  const wanted = REWARD_PARTS[reward.kind].item;
  if (!wanted) return undefined;
  const id = reward.item_id as number;
  if (reward.kind === 'gift') {
    if (!(await giftsById(tx, [id])).has(id)) throw refusal('reward_item_unknown', { id });
    return undefined;
  }
  if (reward.kind === 'nameplate') {
    const plate = await nameplateItem(tx, id, propGrantActions.LIMITED_AS.nameplate);
    if (!plate) throw refusal('reward_item_unknown', { id });
    return { item: plate, days: reward.days as number };
  }
  const prop = await shopPropItem(tx, id);
  if (!prop) throw refusal('reward_item_unknown', { id });
  if (wanted.propType && prop.limitedAs !== wanted.propType) throw refusal('reward_not_medal', { id });
  return { item: prop, days: reward.days ?? (prop.validityDays as number) };
}

type Paid = Pick<Payout, 'paid' | 'postingIds' | 'recordIds'>;

/** Pays the members whose payout row this call inserted, through the path of the reward's kind. */
async function give(
  tx: Orm,
  due: Reward,
  item: { item: Item; days: number } | undefined,
  memberIds: number[],
  options: PayOptions & { by: { id: number; name: string }; scope: Scope; sourceKey: string },
): Promise<Paid> {
  const { by, reason, sourceKey, now } = options;
  const itemId = due.item_id as number;
  if (due.kind === 'coins') {
    const posted = await post(tx, {
      kind: 'grant',
      currency: 'gold',
      amount: due.amount as number,
      memberIds,
      issueType: options.issueType ?? REWARD_ISSUE_TYPE,
      reason,
      admin: by,
      scope: options.scope,
      now,
      sourceKey,
    });
    return { paid: posted.memberIds, postingIds: posted.postingIds, recordIds: [] };
  }
  if (due.kind === 'gift') {
    const given = await giveGiftBags(tx, { giftId: itemId, count: due.amount as number, memberIds, reason, by, sourceKey, now });
    return { paid: given.memberIds, postingIds: [], recordIds: given.bagIds };
  }
  if (item) {
    const kind = due.kind === 'nameplate' ? 'nameplate' : 'prop';
    const give = { kind, itemId, item: item.item, memberIds, days: item.days, reason, by, sourceKey, now } as const;
    const given = await giveItems(tx, { ...give, source: REWARD_SOURCE });
    return { paid: given.memberIds, postingIds: [], recordIds: given.grantIds };
  }
  // A reward of nothing: the payout row is all there is to it.
  return { paid: memberIds, postingIds: [], recordIds: [] };
}

/**
 * Pays one reward to each recipient, exactly once per source key and member, in the caller's
 * transaction and with nothing of a request (a pg-boss job calls it with its own transaction):
 * coins through the ledger's post(), gifts into the backpacks, props, medals and nameplates through
 * the prop grants, each under the same key. The reward, its item and every recipient are checked
 * first; then one payout row per member is inserted, and the members whose row already existed are
 * paid nothing and answered as `already`. Any refusal throws, so the caller's transaction leaves
 * no member of the batch paid. No quota is taken and no log row written: a staff payout's action
 * logs it, a job's own record says what it paid.
 */
export async function payReward(
  tx: Orm,
  reward: Reward,
  recipients: readonly number[],
  sourceKey: string,
  options: PayOptions,
): Promise<Payout> {
  const payout: Payout = { paid: [], already: [], postingIds: [], recordIds: [] };
  const ids = [...new Set(recipients)].sort((a, b) => a - b);
  if (ids.length === 0) return payout;
  const due = checked(reward);
  const by = options.by ?? SYSTEM_PAYER;
  const scope = options.scope ?? UNLIMITED;
  const item = await itemOf(tx, due);
  const { unknown, outside } = unreachable(ids, await membersAt(tx, ids), scope);
  if (unknown.length > 0) throw recipientRefusal('unknown_recipients', unknown);
  if (outside.length > 0) throw recipientRefusal('recipients_out_of_region', outside);

  const claimed = await tx
    .insert(rewardPayouts)
    .values(
      ids.map((memberId) => ({
        sourceKey,
        memberId,
        kind: due.kind,
        itemId: due.item_id ?? null,
        amount: due.amount ?? null,
        days: item?.days ?? null,
        reason: options.reason,
        paidById: by.id,
        paidByName: by.name,
        paidAt: options.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ memberId: rewardPayouts.memberId });
  const owed = claimed.map((row) => row.memberId).sort((a, b) => a - b);
  if (owed.length > 0) Object.assign(payout, await give(tx, due, item, owed, { ...options, by, scope, sourceKey }));
  // A member the key's ledger posting or record served before the payout rows existed is paid already.
  const paid = new Set(payout.paid);
  payout.already = ids.filter((id) => !paid.has(id));
  return payout;
}
