import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cloneFixture } from '../../test/harness.ts';
import { memberNicknames, members } from '../modules/member/member.tables.ts';
import type { Database } from './database.ts';
import { ormFor } from './orm.ts';
import { selectRows } from './select-rows.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await cloneFixture());
});
afterAll(async () => drop());

it('reads the records drizzle makes of a select: columns, expressions with and without mapWith, a subquery, nulls', async () => {
  const orm = ormFor(db);
  const byCountry = orm
    .select({ country: members.countryId, countryGold: sql<string>`sum(${members.gold})::bigint`.as('country_gold') })
    .from(members)
    .groupBy(members.countryId)
    .as('by_country');
  const fields = {
    id: members.id,
    nickname: members.nickname,
    lower: memberNicknames.nicknameLower,
    email: members.email,
    odd: sql<number | null>`nullif(${members.id} % 2, 0)`.mapWith(Number),
    doubled: sql`${members.gold} * 2`.mapWith(String),
    raw: sql<string>`${members.wealthLevel}::text || 'x'`,
    countryGold: byCountry.countryGold,
  };
  const build = (select: ReturnType<typeof orm.select<typeof fields>>) =>
    select
      .from(members)
      .leftJoin(memberNicknames, eq(memberNicknames.memberId, members.id))
      .innerJoin(byCountry, eq(byCountry.country, members.countryId))
      .orderBy(desc(members.id))
      .limit(50);
  const expected = await build(orm.select(fields));
  expect(expected).toHaveLength(50);
  expect(expected.filter((row) => row.odd === null).length).toBeGreaterThan(0);
  expect(await selectRows(orm, fields, build)).toEqual(expected);
});
