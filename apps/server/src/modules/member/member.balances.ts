import type { Currency } from '@console/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { members } from './member.tables.ts';

/*
 * A member's gold, diamonds and beans, for the ledger (modules/ledger) alone: it is the only module
 * that moves them, always with a posting in the same transaction.
 */
const BALANCE = { gold: members.gold, diamond: members.diamond, bean: members.bean } as const;

export interface LockedBalance {
  id: number;
  regionId: number;
  countryId: number;
  balance: number;
}

/**
 * The members' balances in `currency`, their rows locked until the transaction ends, in id order:
 * two batches over the same members wait for each other instead of deadlocking.
 */
export function lockBalances(db: Orm, ids: readonly number[], currency: Currency): Promise<LockedBalance[]> {
  return db
    .select({ id: members.id, regionId: members.regionId, countryId: members.countryId, balance: BALANCE[currency] })
    .from(members)
    .where(inArray(members.id, [...ids]))
    .orderBy(asc(members.id))
    .for('update');
}

/** Where the members are (no lock): a batch checks its recipients when sent, before any posting. */
export function membersAt(db: Orm, ids: readonly number[]): Promise<Omit<LockedBalance, 'balance'>[]> {
  return db
    .select({ id: members.id, regionId: members.regionId, countryId: members.countryId })
    .from(members)
    .where(inArray(members.id, [...ids]));
}

/** Adds `delta` (negative to take) to the members' balances; the caller has locked and checked them. */
export async function addToBalances(db: Orm, ids: readonly number[], currency: Currency, delta: number): Promise<void> {
  await db
    .update(members)
    .set({ [currency]: sql`${BALANCE[currency]} + ${delta}` })
    .where(inArray(members.id, [...ids]));
}

/** Every member's balance in one currency, as a subquery for the ledger's consistency check to join. */
export function memberBalances(currency: Currency) {
  return new QueryBuilder().select({ id: members.id, balance: BALANCE[currency] }).from(members).as('member_balances');
}
