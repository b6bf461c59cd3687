import { type MessageKey, prizePoolActions, Status } from '@console/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { giftsById } from '../gift/gift.lookup.ts';
import { itemOf } from '../prop/prop-grant.ts';
import type { PrizePoolTables } from './prize-pool.tables.ts';

const { PROBABILITY_FULL, basisPointsOfPercent, percentOfBasisPoints } = prizePoolActions;

/**
 * A refusal shown on one field of the form: the message names the value, the field's words (which
 * take no parameters) say what is wrong there.
 */
function refused(
  key: MessageKey,
  field: string,
  params: Record<string, string | number> = {},
  fieldKey: MessageKey = key,
): ActionError {
  return new ActionError(Status.invalid, key, { params, data: { errors: { [field]: fieldKey } } });
}

/** A pool's price per draw: a whole number of coins above 0. */
export function checkPoolPrice(values: Values): void {
  if (values.price !== undefined && Number(values.price) <= 0) {
    throw refused('prize_pool_price_positive', 'price', { price: Number(values.price) }, 'prize_pool_price_positive_field');
  }
}

/** Σ probability of a pool's prizes, in basis points, leaving out the prizes `except`. */
export async function probabilitySum(ctx: ActionContext, tables: PrizePoolTables, poolId: number, except: number[] = []) {
  const { prizes } = tables;
  const [found] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${prizes.probability}), 0)` })
    .from(prizes)
    .where(and(eq(prizes.poolId, poolId), except.length > 0 ? notInArray(prizes.id, except) : undefined));
  return Number(found?.sum ?? 0);
}

/** The pools of `ids`, locked: prize changes of one pool wait for each other, so its sum is checked on what is there. */
async function lockPools(ctx: ActionContext, tables: PrizePoolTables, ids: number[]) {
  const { pools } = tables;
  return ctx.db
    .select({ id: pools.id, name: pools.name, regionId: pools.regionId, enabled: pools.enabled })
    .from(pools)
    .where(inArray(pools.id, ids))
    .for('update');
}

/** A switched-on pool keeps its prizes at exactly 100 %: `sum` is what they would add up to after the change. */
function assertSumKept(pool: { name: string; enabled: boolean }, sum: number): void {
  if (pool.enabled && sum !== PROBABILITY_FULL) {
    throw new ActionError(Status.invalid, 'prize_pool_sum_broken', {
      params: { pool: pool.name, sum: percentOfBasisPoints(sum) },
    });
  }
}

/** `switchOn` (the lifecycle refuses a pool already on): only a pool whose prizes add up to exactly 100 %. */
export async function switchOn(tables: PrizePoolTables, record: Values, ctx: ActionContext): Promise<Values> {
  const sum = await probabilitySum(ctx, tables, Number(record.id));
  if (sum !== PROBABILITY_FULL) {
    throw new ActionError(Status.invalid, 'prize_pool_sum_switch_on', { params: { sum: percentOfBasisPoints(sum) } });
  }
  return { enabled: true };
}

/** A pool is deleted switched off only; its prizes go with it. */
export async function deletePools(tables: PrizePoolTables, records: Values[], ctx: ActionContext): Promise<void> {
  const on = records.find((record) => record.enabled);
  if (on) throw new ActionError(Status.invalid, 'prize_pool_delete_on', { params: { pool: String(on.name) } });
  const ids = records.map((record) => Number(record.id));
  await ctx.db.delete(tables.prizes).where(inArray(tables.prizes.poolId, ids));
}

/** A pool moved to another region takes its prizes along (their region is the pool's, for the scope). */
export async function movePrizes(tables: PrizePoolTables, values: Values, ctx: ActionContext, before: Values | null) {
  if (!before || values.region_id === undefined || Number(values.region_id) === Number(before.region_id)) return;
  await ctx.db
    .update(tables.prizes)
    .set({ regionId: Number(values.region_id) })
    .where(eq(tables.prizes.poolId, Number(before.id)));
}

/** The item a prize gives, by kind: sets gift, prop, amount, value and the item's names on `values`. */
export async function settleItem(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const kind = String(values.kind ?? before?.kind);
  const sameKind = before?.kind === kind;
  const amount = Number(values.amount ?? (sameKind ? before?.amount : undefined) ?? 1);
  const given = values.value ?? (sameKind ? before?.value : undefined);
  const item = { gift_id: null as number | null, prop_id: null as number | null, itemNameZh: '', itemNameEn: '' };
  let value: number;
  if (kind === 'coins') {
    // A coin prize is worth its coins, whatever was typed.
    value = amount;
  } else if (kind === 'gift') {
    const giftId = values.gift_id ?? (sameKind ? before?.gift_id : null);
    if (giftId === null || giftId === undefined) throw refused('prize_pool_gift_required', 'gift_id');
    const gift = (await giftsById(ctx.db, [Number(giftId)])).get(Number(giftId));
    if (!gift) throw refused('prize_pool_gift_unknown', 'gift_id', { gift: Number(giftId) }, 'invalid_id');
    Object.assign(item, { gift_id: gift.id, itemNameZh: gift.nameZh, itemNameEn: gift.nameEn });
    // Left empty: what the gifts cost members.
    value = values.value === undefined || values.value === null ? gift.price * amount : Number(values.value);
  } else if (kind === 'prop') {
    const propId = values.prop_id ?? (sameKind ? before?.prop_id : null);
    if (propId === null || propId === undefined) throw refused('prize_pool_prop_required', 'prop_id');
    const prop = await itemOf(ctx, 'prop', Number(propId), ctx.scope).catch((error: unknown) => {
      if (error instanceof ActionError && error.key === 'not_found') {
        throw refused('prize_pool_prop_unknown', 'prop_id', { prop: Number(propId) }, 'invalid_id');
      }
      throw error;
    });
    Object.assign(item, { prop_id: Number(propId), itemNameZh: prop.name, itemNameEn: prop.name });
    // A prop has no coin price of its own per day: staff say what it is worth.
    if (given === undefined || given === null) throw refused('prize_pool_value_required', 'value');
    value = Number(given);
  } else {
    value = 0;
  }
  Object.assign(values, item, { amount: kind === 'nothing' ? 1 : amount, value });
}

/**
 * A prize's save: the pool exists (of this kind), the probability is 0–100 % with two decimals at
 * most, the item fits the kind, and a switched-on pool (the prize's, and the one it leaves) still
 * adds up to 100 % afterwards. The prize takes its pool's region.
 */
export async function checkPrize(tables: PrizePoolTables, values: Values, ctx: ActionContext, before: Values | null) {
  const poolId = Number(values.pool_id ?? before?.pool_id);
  const formerPoolId = before ? Number(before.pool_id) : poolId;
  const locked = await lockPools(ctx, tables, [...new Set([poolId, formerPoolId])]);
  const pool = locked.find((one) => one.id === poolId);
  if (!pool) throw refused('prize_pool_unknown', 'pool_id', { pool: poolId }, 'invalid_id');
  values.region_id = pool.regionId;

  const typed = values.probability ?? before?.probability;
  const probability = basisPointsOfPercent(String(typed));
  if (probability === null || probability < 0 || probability > PROBABILITY_FULL) {
    throw refused('prize_pool_probability_range', 'probability', { value: String(typed) }, 'prize_pool_probability_range_field');
  }
  values.probability = probability;
  await settleItem(values, ctx, before);

  const except = before ? [Number(before.id)] : [];
  assertSumKept(pool, (await probabilitySum(ctx, tables, poolId, except)) + probability);
  const former = locked.find((one) => one.id === formerPoolId);
  if (former && formerPoolId !== poolId) assertSumKept(former, await probabilitySum(ctx, tables, formerPoolId, except));
}

/** Deleting prizes of a switched-on pool must leave it at 100 % (a 0 % prize may go). */
export async function checkPrizeDelete(tables: PrizePoolTables, records: Values[], ctx: ActionContext): Promise<void> {
  const poolIds = [...new Set(records.map((record) => Number(record.poolId)))];
  const ids = records.map((record) => Number(record.id));
  for (const pool of await lockPools(ctx, tables, poolIds)) {
    if (pool.enabled) assertSumKept(pool, await probabilitySum(ctx, tables, pool.id, ids));
  }
}
