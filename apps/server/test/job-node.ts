/**
 * A server node for the restart test (src/engine/jobs/restart.test.ts): the real app, with jobs, on
 * a database on disk (a PGlite folder, or a PostgreSQL URL), in a process of its own so the test
 * can SIGKILL it. Its one job tells stdout what it does: `started <id> <attempt>`, `finished …`.
 *
 *   node test/job-node.ts <pglite folder | postgres url> <hang|finish> [send]
 *
 * `hang`: the job never finishes (the test kills the node meanwhile). `send`: queue one job once up.
 * On SIGTERM it stops as a deploy stops it, then prints what the database holds of its jobs
 * (`report {…}`), so the test need not boot the database a third time to look.
 */
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { defineJob } from '../src/engine/jobs/job.ts';

const [where = '', mode = 'finish', send] = process.argv.slice(2);
const db = await openDatabase(where.startsWith('postgres') ? { databaseUrl: where, dataDir: '' } : { dataDir: where });
await migrate(db);
await db.exec('CREATE TABLE IF NOT EXISTS test_job_effect (job text NOT NULL, event text NOT NULL, attempt int NOT NULL)');

const durable = defineJob({
  name: 'test.durable',
  retry: { limit: 2, delaySeconds: 0 },
  timeoutSeconds: 3,
  async run(_data, job) {
    await db.query(`INSERT INTO test_job_effect VALUES ($1, 'started', $2)`, [job.id, job.attempt]);
    console.log(`started ${job.id} ${job.attempt}`);
    if (mode === 'hang') await new Promise(() => {});
    await db.query(`INSERT INTO test_job_effect VALUES ($1, 'finished', $2)`, [job.id, job.attempt]);
    console.log(`finished ${job.id} ${job.attempt}`);
    return { attempt: job.attempt };
  },
});

const app = await buildApp({
  db,
  modules: [{ name: 'JobTest', actions: [], jobs: [durable] }],
  jobs: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
});
console.log('up');
if (send === 'send') console.log(`sent ${await app.jobs.send(durable.name, {})}`);

process.once('SIGTERM', async () => {
  await app.server.close();
  const effects = await db.query('SELECT job, event, attempt FROM test_job_effect ORDER BY job, attempt, event DESC');
  const queued = await db.query('SELECT id, state FROM pgboss.job WHERE name = $1 ORDER BY id', [durable.name]);
  const runs = await db.query('SELECT id, state, attempt, progress FROM job_run ORDER BY id');
  console.log(`report ${JSON.stringify({ effects: effects.rows, queued: queued.rows, runs: runs.rows })}`);
  await db.close();
  process.exit(0);
});
