import type { MessageKey } from '@console/contract';
import { arrayOverlaps, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListDefinition } from '../list/list.ts';
import type { Caller, Scope } from '../scope.ts';

/** Who asks: an action's context, or an export's download (its admin as signed in when it runs). */
export type RowCaller = Caller;

/** The caller's rows as a condition on the resource's table (and its joins); nothing when every row is theirs. */
export type CallerRows = (caller: RowCaller) => SQL | undefined;

/** A caller condition with its own refusal, or one that stands in for list filters. */
export interface AccessRule {
  rows: CallerRows;
  /** The 403's words for a row outside them ("No permission" unless the screen has its own). */
  refusal?: MessageKey;
  /**
   * List filters the condition stands in for when it narrows: the caller gets its own rows whatever
   * value it sent (an agent account asking for another agent's orders gets its own, as the legacy
   * screen answered); a caller it does not narrow filters as asked.
   */
  replaces?: readonly string[];
}

/**
 * How a resource restricts rows beyond its declared region `scope` (DESIGN §5), on its server hooks.
 * Both are conditions of the query, so a list, its count, its export, its detail and every write
 * agree on which rows exist and whose they are; a write must leave its rows inside them too.
 */
export interface RowAccessHooks {
  /** A condition every read and write adds (the rows of one kind in a shared table): a row outside it is not found. */
  where?: SQL;
  /** The caller's rows (an area manager's own area, an agent account's own agent's records): a row outside them is refused 403. */
  access?: CallerRows | AccessRule;
}

/** The declared access with its parts spelled out, or nothing. */
export const accessRule = (access: RowAccessHooks['access']): AccessRule | undefined =>
  typeof access === 'function' ? { rows: access } : access;

/**
 * Region scope, the built-in access, as the list applies it: the rows' region (and country) columns
 * (row-checks.ts checks the same on a detail and a write); a row of several regions (`multi`, a
 * `regions` field) is seen by a caller holding any of them.
 */
export function regionScope(
  region: AnyPgColumn | undefined,
  country: AnyPgColumn | undefined,
  multi: boolean,
): ListDefinition<unknown>['scope'] {
  if (!region) return undefined;
  if (!multi) return { region, country };
  // A country admin holding only countries sees no multi-region row.
  return (caller: Scope) =>
    caller.all ? undefined : caller.regionIds.length > 0 ? arrayOverlaps(region, [...caller.regionIds]) : sql`false`;
}

/** The declared access as the list applies it, beside the region scope. */
export function listAccess(hooks: RowAccessHooks): ListDefinition<unknown>['access'] {
  const rule = accessRule(hooks.access);
  if (!rule) return undefined;
  return (caller) => {
    const where = rule.rows(caller);
    return where ? { where, replaces: rule.replaces } : undefined;
  };
}
