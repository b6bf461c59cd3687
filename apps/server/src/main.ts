import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { systemClock } from './engine/clock.ts';
import { bootstrap } from './seed/bootstrap.ts';
import { seedDemoData, seedDemoStaff } from './seed/demo.ts';

const config = loadConfig();
const db = await openDatabase(config);
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
    await seedDemoData(db, { members: config.seedMembers, now });
    console.log('  Demo staff: country_admin, operator, agent, promoter, area_manager (same password as admin).\n');
  }
}

const app = await buildApp({
  db,
  webDist: config.webDist,
  logger: true,
  trustProxy: config.trustProxy,
  checkOutputs: !config.production,
  apiDocs: config.apiDocs,
  jobs: {},
});
await app.server.listen({ port: config.port, host: config.host });
console.log(
  `  Console: http://${config.host}:${config.port}  (${db.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.server.close();
    await db.close();
    process.exit(0);
  });
}
