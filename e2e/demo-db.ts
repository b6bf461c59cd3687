import { bootstrap, type Database, migrate, seedDemoData, seedDemoStaff } from '@console/server';

/** The password of the built-in admin and every demo staff account in the browser tests. */
export const E2E_PASSWORD = 'e2e password 123';

/** Migrates a new database and seeds it as `npm start` would: the admin, demo staff and demo data dated `now`. */
export async function seedDemo(db: Database, now: number): Promise<void> {
  await migrate(db);
  await bootstrap(db, { adminPassword: E2E_PASSWORD, now });
  await seedDemoStaff(db, E2E_PASSWORD, now);
  await seedDemoData(db, { members: 300, now });
}
