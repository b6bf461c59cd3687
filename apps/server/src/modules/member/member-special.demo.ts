import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { insertInSlices } from '../../db/insert-slices.ts';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { members } from './member.tables.ts';
import { memberRoles } from './member-role.tables.ts';

const DAY = 86_400;
/** Tests set roles on the first members and take the newest: the demo leaves both alone. */
const FIRST = 10_000_100;
const NEWEST_LEFT_OUT = 20;

/** The role a demo member holds in the app, by the remainders that pick it: promoters most, super admins fewest. */
function roleOf(id: number): 'promoter' | 'agent' | 'country_admin' | 'super_admin' | undefined {
  if (id % 157 === 12) return 'super_admin';
  if (id % 89 === 10) return 'country_admin';
  if (id % 23 === 6) return 'agent';
  if (id % 19 === 4) return 'promoter';
  return undefined;
}

/**
 * Demo app roles for members with app roles (menu 22002): promoters and agents in every region the
 * demo members live in, a few app country admins and one or two app super admins, set by the demo
 * staff over the last months. Running it again adds nothing.
 */
export async function insertDemoRoles(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: memberRoles.id }).from(memberRoles).limit(1);
  if (any) return;
  const staff = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.username, ['admin', 'country_admin', 'operator']))
    .orderBy(asc(admins.id));
  const superAdmin = staff.find((account) => account.username === 'admin');
  if (!superAdmin) return;
  const people = (
    await db
      .select({ id: members.id })
      .from(members)
      .where(and(gt(members.id, FIRST), eq(members.status, 'normal')))
      .orderBy(asc(members.id))
  ).slice(0, -NEWEST_LEFT_OUT);
  const rows = people.flatMap(({ id }, n) => {
    const kind = roleOf(id);
    if (!kind) return [];
    // Only a super admin makes app admins; promoters and agents come from any staff with the user page.
    const by = kind === 'country_admin' || kind === 'super_admin' ? superAdmin : (staff[n % staff.length] ?? superAdmin);
    return [{ memberId: id, kind, createdBy: by.id, createdAt: now - (3 + ((n * 13) % 120)) * DAY }];
  });
  await insertInSlices(db, memberRoles, rows);
}
