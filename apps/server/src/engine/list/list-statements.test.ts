import { and, asc, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture, FIXTURE_NOW } from '../../../test/harness.ts';
import type { Database, Queryable, RowMode } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { memberNicknames, members } from '../../modules/member/member.tables.ts';
import { memberList } from '../../modules/member/member-list.ts';
import type { Scope } from '../scope.ts';
import { type ListContext, type ListDefinition, type ListInput, listBatches, listConditions, runList } from './list.ts';

/**
 * The list kit renders a list's statements once and refills them on each call (list-statements.ts).
 * What it sends must be what drizzle renders for the same query, built the way the kit built it
 * before: the same text and parameters, whatever the filters, order, paging, scope or time, and
 * the same records back, decoded as drizzle decodes them.
 */

/** A list with a left join, a column that reads the call's time and one decoded by `mapWith`. */
const joinedList: ListDefinition<Record<string, unknown>> = {
  fields: (now) => ({
    id: members.id,
    nickname: members.nickname,
    lower: memberNicknames.nicknameLower,
    recent: sql<boolean>`${members.lastLoginTime} > ${now} - 86400`,
    doubled: sql`${members.gold} * 2`.mapWith(String),
  }),
  source: (db, fields) =>
    db.select(fields).from(members).leftJoin(memberNicknames, eq(memberNicknames.memberId, members.id)).$dynamic(),
  key: members.id,
  sortable: { gold: members.gold },
  scope: { region: members.regionId, country: members.countryId },
  filters: { country_id: { eq: members.countryId }, nickname: { prefix: members.nickname } },
  countCap: 50,
  toRow: (record) => record,
};

interface Sent {
  text: string;
  params: unknown[];
  mode: RowMode;
}

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await cloneFixture());
});
afterAll(async () => drop());

function recording(): { connection: Queryable; sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    connection: {
      query: (text, params = [], mode = 'object') => {
        sent.push({ text, params, mode });
        return db.query(text, params, mode);
      },
    },
  };
}

const ALL: Scope = { all: true };

function contextOn(connection: Queryable, scope: Scope, now: number): ListContext {
  return { db: ormFor(connection), scope, principal: null, lang: 'en-us', now };
}

/**
 * The page (its capped count as its last column) and the count alone, built with drizzle's query
 * builder as the kit would build them fresh on each call.
 */
function builtByDrizzle(def: ListDefinition<unknown>, input: ListInput, scope: Scope, now: number) {
  const orm = ormFor(db);
  const conditions = listConditions(def, input, { scope, principal: null }, now);
  const direction = input.order ?? def.order ?? 'desc';
  const by = direction === 'asc' ? asc : desc;
  const column = input.sort ? def.sortable?.[input.sort] : undefined;
  const byKey = input.cursor !== undefined && !input.sort;
  const page = byKey ? [...conditions, direction === 'asc' ? gt(def.key, input.cursor) : lt(def.key, input.cursor)] : conditions;
  const fields = typeof def.fields === 'function' ? def.fields(sql`${now}`) : def.fields;
  const limited = def
    .source(orm, { one: sql`1` })
    .where(and(...conditions))
    .limit((def.countCap ?? 10_000) + 1)
    .as('limited');
  const countQuery = orm.select({ n: count() }).from(limited);
  const offset = byKey ? 0 : (input.page - 1) * input.pn;
  const pageQuery = def
    .source(orm, { ...fields, __counted: sql`${countQuery}` })
    .where(and(...page))
    .orderBy(...(column ? [by(column), by(def.key)] : [by(def.key)]))
    .limit(input.pn)
    .offset(offset);
  // A page without rows has no count on them: past the first page, the count is sent on its own.
  return { page: pageQuery, count: countQuery, countAlone: offset > 0 || byKey };
}

const COUNTRY_SCOPE: Scope = { all: false, regionIds: [2], countryIds: [7, 9] };

const cases: [string, ListDefinition<unknown>, ListInput, Scope][] = [
  ['member list, first page', memberList as ListDefinition<unknown>, { page: 1, pn: 10 }, ALL],
  [
    'member list, country and status',
    memberList as ListDefinition<unknown>,
    { page: 2, pn: 5, country_id: 3, status: 'banned' },
    ALL,
  ],
  ['member list, nickname search', memberList as ListDefinition<unknown>, { page: 1, pn: 10, nickname: 'an' }, COUNTRY_SCOPE],
  [
    'member list, by register time',
    memberList as ListDefinition<unknown>,
    { page: 3, pn: 10, sort: 'register_time', order: 'asc' },
    ALL,
  ],
  ['member list, by cursor', memberList as ListDefinition<unknown>, { page: 1, pn: 10, cursor: 300 }, ALL],
  ['member list, after the last cursor', memberList as ListDefinition<unknown>, { page: 1, pn: 10, cursor: 1 }, ALL],
  ['member list, past the last page', memberList as ListDefinition<unknown>, { page: 1000, pn: 10 }, ALL],
  [
    'member list, nothing matches',
    memberList as ListDefinition<unknown>,
    { page: 1, pn: 10, nickname: 'no member is called this' },
    ALL,
  ],
  ['joined list', joinedList as ListDefinition<unknown>, { page: 1, pn: 20 }, ALL],
  [
    'joined list, filtered and sorted',
    joinedList as ListDefinition<unknown>,
    { page: 1, pn: 7, nickname: 'a', sort: 'gold', order: 'asc' },
    COUNTRY_SCOPE,
  ],
];

describe('list statements', () => {
  it.each(cases)('%s: sends what drizzle renders and reads back what drizzle maps', async (_, def, input, scope) => {
    // Two times, so the second call refills a kept statement with another time and input.
    for (const now of [FIXTURE_NOW, FIXTURE_NOW + 7 * 86_400]) {
      const { connection, sent } = recording();
      const answer = await runList(contextOn(connection, scope, now), def, input);
      const reference = builtByDrizzle(def, input, scope, now);
      const [page, total] = [reference.page.toSQL(), reference.count.toSQL()];
      const records = (await reference.page) as Record<string, unknown>[];
      const countSent = records.length === 0 && reference.countAlone;
      expect(sent.map(({ text, params }) => ({ text, params }))).toEqual([
        { text: page.sql, params: page.params },
        ...(countSent ? [{ text: total.sql, params: total.params }] : []),
      ]);
      expect(answer.list).toEqual(records.map(({ __counted, ...record }) => def.toRow(record, 'en-us', now)));
      const [{ n }] = await reference.count;
      expect(answer.total).toBe(Math.min(n, def.countCap ?? 10_000));
      expect(answer.total_capped ?? false).toBe(n > (def.countCap ?? 10_000));
    }
  });

  it('builds the statements of a list once per shape, shared by copies of the list', async () => {
    let built = 0;
    const counted: ListDefinition<Record<string, unknown>> = {
      ...joinedList,
      source: (orm, fields) => {
        built += 1;
        return joinedList.source(orm, fields);
      },
    };
    const ctx = contextOn(db, ALL, FIXTURE_NOW);
    // One statement, its source built twice: the page's rows and their count.
    const first = await runList(ctx, counted, { page: 1, pn: 5, country_id: 3 });
    // Another value, another time and a copy narrowed as a caller's list is: the same statement.
    const copy = { ...counted, always: sql`${members.gold} >= 0` };
    const again = await runList({ ...ctx, now: FIXTURE_NOW + 60 }, copy, { page: 1, pn: 5, country_id: 4 });
    expect(built).toBe(2);
    expect(first.list).not.toEqual(again.list);
    // Another shape is built once: a later page with no condition, another order.
    await runList(ctx, counted, { page: 2, pn: 5 });
    await runList(ctx, counted, { page: 2, pn: 5 });
    await runList(ctx, counted, { page: 1, pn: 5, sort: 'gold' });
    expect(built).toBe(6);
    // A page past the end (the later page's statement) counts on its own, its count built once.
    await runList(ctx, counted, { page: 1000, pn: 5 });
    await runList(ctx, counted, { page: 1001, pn: 5 });
    expect(built).toBe(7);
  });

  it('pages an export by key as drizzle renders it', async () => {
    const { connection, sent } = recording();
    const batches: unknown[][] = [];
    for await (const batch of listBatches(contextOn(connection, ALL, FIXTURE_NOW), joinedList, {}, 25)) batches.push(batch);
    expect(batches.flat().length).toBeGreaterThan(25);
    const orm = ormFor(db);
    const fields = (joinedList.fields as (now: SQL) => Record<string, never>)(sql`${FIXTURE_NOW}`);
    const second = joinedList
      .source(orm, fields)
      .where(and(lt(members.id, (batches[0]!.at(-1) as { id: number }).id)))
      .orderBy(desc(members.id))
      .limit(25)
      .toSQL();
    expect(sent[1]).toEqual({ text: second.sql, params: second.params, mode: 'array' });
  });
});
