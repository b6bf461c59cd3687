import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { systemClock } from './engine/clock.ts';
import { setImageUploadLimit } from './engine/upload-limit.ts';
import { setMaxImageSide } from './modules/upload/upload-settings.ts';
import { bootstrap } from './seed/bootstrap.ts';
import { seedDemoData, seedDemoStaff } from './seed/demo.ts';

const config = loadOrExplain();
setMaxImageSide(config.maxImageSide);
setImageUploadLimit(config.imageUploadLimitMb * 1024 * 1024);
const db = await openDatabase(config);
const replica = config.databaseReplicaUrl ? await openDatabase({ ...config, databaseUrl: config.databaseReplicaUrl }) : undefined;
await migrate(db);
const now = systemClock.now();
const boot = await bootstrap(db, { adminPassword: config.adminPassword, now });
if (boot.createdAdminPassword) {
  if (boot.generated) {
    // Printed once, on the first start only: there is no default password (DESIGN §6).
    console.log(`\n  First super admin created: username "admin", password "${boot.createdAdminPassword}"`);
    console.log('  Save it now; it is not shown again. Set ADMIN_PASSWORD to choose your own.\n');
  }
  if (config.seed === 'demo') {
    await seedDemoStaff(db, boot.createdAdminPassword, now);
    await seedDemoData(db, { members: config.seedMembers, now, timeZone: config.timeZone });
    console.log('  Demo staff: country_admin, operator, agent, promoter, area_manager (same password as admin).\n');
  }
}

const app = await buildApp({
  db,
  replica,
  webDist: config.webDist,
  logger: true,
  trustProxy: config.trustProxy,
  checkOutputs: !config.production,
  apiDocs: config.apiDocs,
  timeZone: config.timeZone,
  // Running jobs get half the grace period to finish when the node stops; the rest are retried elsewhere.
  jobs: { timeZone: config.timeZone, stopTimeoutMs: config.shutdownGraceMs / 2 },
});
await app.server.listen({ port: config.port, host: config.host });
console.log(
  `  Console: http://${config.host}:${config.port}  (${db.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);

/**
 * A stop signal lets the calls under way finish (the server takes no new ones; a proxy's readiness
 * probe sees it go), closes the jobs and the database, and exits; past the grace period it exits
 * anyway, so an orchestrator's deadline is met. A second signal exits at once.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    process.once(signal, () => process.exit(1));
    setTimeout(() => {
      console.error(`  Calls still running after ${config.shutdownGraceMs} ms: stopping anyway.`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    await app.server.close();
    await replica?.close();
    await db.close();
    process.exit(0);
  });
}

function loadOrExplain(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
