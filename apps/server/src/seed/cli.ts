/** `npm run seed -- --members N`: adds demo staff and members up to N (deterministic) to the configured database. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { generatePassword } from '../engine/auth/passwords.ts';
import { systemClock } from '../engine/clock.ts';
import { bootstrap } from './bootstrap.ts';
import { seedDemoData, seedDemoStaff } from './demo.ts';

const { values } = parseArgs({ options: { members: { type: 'string', default: '2000' } } });
const members = Number(values.members);
if (!Number.isInteger(members) || members < 0) {
  console.error('--members must be a whole number');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const now = systemClock.now();
const boot = await bootstrap(db, { adminPassword: config.adminPassword, now });
const password = boot.createdAdminPassword ?? config.adminPassword ?? generatePassword();
if (!config.adminPassword) console.log(`Demo staff password (new accounts only): ${password}`);
await seedDemoStaff(db, password, now);
const started = Date.now();
await seedDemoData(db, { members, now, timeZone: config.timeZone, onProgress: (done) => console.log(`members: ${done}`) });
console.log(`Seeded ${members} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();
