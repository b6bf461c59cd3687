import { createHash } from 'node:crypto';
import type { Envelope } from '@console/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

/** Longer than any call may run (statement_timeout included): a claim this old was left by a dead node. */
export const ABANDONED_AFTER_SECONDS = 120;
const MAX_KEY_LENGTH = 200;

export interface IdempotentCall {
  adminId: number;
  key: string;
  requestHash: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: Envelope }
  | { kind: 'in_flight' }
  | { kind: 'other_request' }
  | { kind: 'bad_key' };

/** The action and its validated input, independent of key order and of how the body was encoded. */
export function requestHashOf(actionKey: string, input: unknown): string {
  return createHash('sha256').update(actionKey).update('\0').update(stableJson(input)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Stripe's semantics on the database, so they hold across nodes: the first call with a key runs;
 * the same key and content again gets the stored answer; the same key with other content is
 * refused; while the first still runs, a second waits for nothing and hears "in progress".
 */
export async function claim(connection: Queryable, call: IdempotentCall, now: number): Promise<Claim> {
  if (call.key === '' || call.key.length > MAX_KEY_LENGTH) return { kind: 'bad_key' };
  const db = ormFor(connection);
  const mine = and(eq(idempotencyKeys.adminId, call.adminId), eq(idempotencyKeys.key, call.key));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...call, state: 'running', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };

  const [row] = await db.select().from(idempotencyKeys).where(mine);
  if (!row) return claim(connection, call, now); // released between the insert and the read
  if (row.requestHash !== call.requestHash) return { kind: 'other_request' };
  if (row.state === 'done') return { kind: 'replay', answer: row.answer as Envelope };
  // A claim its node never finished (it died mid-call; its transaction rolled back): take it over.
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(mine, eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, now - ABANDONED_AFTER_SECONDS)))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0 ? { kind: 'claimed' } : { kind: 'in_flight' };
}

/** Stores the answer in the call's own transaction: it commits with the work or not at all. */
export async function complete(tx: Queryable, call: IdempotentCall, answer: Envelope): Promise<void> {
  await ormFor(tx)
    .update(idempotencyKeys)
    .set({ state: 'done', answer })
    .where(and(eq(idempotencyKeys.adminId, call.adminId), eq(idempotencyKeys.key, call.key)));
}

/** A call that changed nothing (refused, invalid, failed) gives its key back: a retry may run. */
export async function release(connection: Queryable, call: IdempotentCall): Promise<void> {
  await ormFor(connection)
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.adminId, call.adminId), eq(idempotencyKeys.key, call.key), eq(idempotencyKeys.state, 'running')),
    );
}
