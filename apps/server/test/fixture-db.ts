import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { seedDemoData, seedDemoStaff } from '../src/seed/demo.ts';

/** The password every test account has. */
export const TEST_PASSWORD = 'correct horse battery staple';
/** Members in the shared fixture: enough for paging and region scope, small enough to clone fast. */
export const FIXTURE_MEMBERS = 400;
/** A fixed "now" for the fixture data so tests do not depend on the day they run. */
export const FIXTURE_NOW = 1_790_000_000;

export async function buildFixture(db: Database): Promise<void> {
  await migrate(db);
  await bootstrap(db, { adminPassword: TEST_PASSWORD, now: FIXTURE_NOW });
  await seedDemoStaff(db, TEST_PASSWORD, FIXTURE_NOW);
  await seedDemoData(db, { members: FIXTURE_MEMBERS, now: FIXTURE_NOW });
}
