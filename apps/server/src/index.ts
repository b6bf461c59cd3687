/** What tests, benchmarks and the e2e harness use to start a server in-process. */
export { type App, type AppOptions, buildApp } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export type { Database } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { embeddedPglite, openDatabase } from './db/open.ts';
export { openPglite } from './db/pglite.ts';
export { openPostgres } from './db/postgres.ts';
export { type Clock, ManualClock, systemClock } from './engine/clock.ts';
export { bootstrap } from './seed/bootstrap.ts';
export { MEMBER_ID_BASE, seedDemoData, seedDemoStaff } from './seed/demo.ts';
