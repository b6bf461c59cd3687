import { idMallActions, Status } from '@console/contract';
import { and, eq, like, ne, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoIdMall } from './id-mall.demo.ts';
import { idNumbers, idNumberTypes } from './id-mall.tables.ts';
import { activeLockOf, idLockActions, isLocked } from './id-mall-lock.actions.ts';
import { isIdNumber, pairsOf, parsePattern, shapeOf } from './id-number.ts';

type NumberState = (typeof idMallActions.ID_NUMBER_STATES)[number];

/** Numbers of a type: the same digit count and pairs (a type is nothing else). */
const ofKind = (digits: number, pairs: number) => and(eq(idNumbers.digits, digits), eq(idNumbers.pairs, pairs));
/** A number and its type, matched the same way. */
const sameKind = and(eq(idNumberTypes.digits, idNumbers.digits), eq(idNumberTypes.pairs, idNumbers.pairs)) as SQL;

async function numbersOfKind(ctx: ActionContext, digits: number, pairs: number): Promise<boolean> {
  const [one] = await ctx.db.select({ id: idNumbers.id }).from(idNumbers).where(ofKind(digits, pairs)).limit(1);
  return one !== undefined;
}

/**
 * A type's digits and pairs: at most half the digits pair up; one type per digit count and pairs
 * (said in words, before the unique index would); a type numbers have keeps both.
 */
async function checkType(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const digits = Number(values.digits ?? before?.digits);
  const pairs = Number(values.pairs ?? before?.pairs);
  if (pairs * 2 > digits) throw invalid('id_pairs_over_digits', { pairs: 'id_pairs_over_digits' });
  const [taken] = await ctx.db
    .select({ id: idNumberTypes.id })
    .from(idNumberTypes)
    .where(
      and(
        eq(idNumberTypes.digits, digits),
        eq(idNumberTypes.pairs, pairs),
        before ? ne(idNumberTypes.id, before.id as number) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw invalid('id_type_exists', { digits: 'id_type_exists' });
  const moved = before !== null && (before.digits !== digits || before.pairs !== pairs);
  if (moved && (await numbersOfKind(ctx, before.digits as number, before.pairs as number)))
    throw invalid('id_type_in_use', { digits: 'id_type_in_use' });
}

/** A number is digits only; its digit count, pairs and shape are worked out here, and a type must fit them. */
async function deriveNumber(values: Values, ctx: ActionContext): Promise<void> {
  const number = String(values.number);
  if (!isIdNumber(number)) throw invalid('bad_id_number', { number: 'bad_id_number' });
  const digits = number.length;
  const pairs = pairsOf(number);
  Object.assign(values, { digits, pairs, shape: shapeOf(number) });
  const [type] = await ctx.db
    .select({ id: idNumberTypes.id })
    .from(idNumberTypes)
    .where(and(eq(idNumberTypes.digits, digits), eq(idNumberTypes.pairs, pairs)))
    .limit(1);
  if (!type) {
    throw new ActionError(Status.invalid, 'no_id_number_type', {
      params: { digits, pairs },
      data: { errors: { number: 'no_id_number_type_here' } },
    });
  }
}

/** The search's pattern as a condition; a malformed one is refused in words, not read as "no match". */
function patternCondition(raw: string): SQL {
  const pattern = parsePattern(raw);
  if (!pattern) throw invalid('bad_number_pattern', { pattern: 'bad_number_pattern' });
  return 'like' in pattern ? like(idNumbers.number, pattern.like) : eq(idNumbers.shape, pattern.shape);
}

/** The state filter says in SQL what `stateOf` says of a row, so pages and totals agree. */
function stateCondition(state: NumberState): SQL | undefined {
  const locked = isLocked(idNumbers.number);
  if (state === 'locked') return locked;
  return and(sql`not ${locked}`, eq(idNumbers.forSale, state === 'sellable'));
}

function stateOf(record: Values): NumberState {
  if (record.lock_id !== null && record.lock_id !== undefined) return 'locked';
  return record.forSale === true ? 'sellable' : 'not_sellable';
}

const numberActions = serveResource(idMallActions.idNumbers, idNumbers, {
  // Every number has a type (a save without one is refused, a type in use is kept): its name and price.
  join: { table: idNumberTypes, on: sameKind },
  columns: { type_id: idNumberTypes.id, type_name: idNumberTypes.name, price: idNumberTypes.price },
  select: activeLockOf(idNumbers.number),
  derived: {
    state: stateOf,
    lock_id: (record) => record.lock_id ?? null,
    lock_reason: (record) => record.lock_reason ?? null,
  },
  filters: {
    state: { where: stateCondition },
    pattern: { where: patternCondition },
  },
  beforeSave: (values, ctx) => deriveNumber(values, ctx),
});

const typeActions = serveResource(idMallActions.idNumberTypes, idNumberTypes, {
  select: {
    numbers: sql<number>`(select count(*)::int from ${idNumbers} where ${sameKind})`,
  },
  beforeSave: checkType,
  async beforeDelete(records, ctx) {
    for (const record of records) {
      if (await numbersOfKind(ctx, record.digits as number, record.pairs as number)) throw invalid('id_type_in_use');
    }
  },
});

/** The ID mall (issue 14): number types, numbers, and the lock list of /setting/idLock. */
export const idMallModule: ServerModule = {
  name: 'id-mall',
  actions: [...numberActions, ...typeActions, ...idLockActions],
  demo: insertDemoIdMall,
};
