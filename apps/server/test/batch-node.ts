/**
 * A worker node for the batch crash test (src/modules/ledger/batch-crash.test.ts): the console's job
 * runner with the ledger module's jobs, as a server node runs them, on a PostgreSQL database, in a
 * process of its own so the test can SIGKILL it mid-batch. Without the HTTP server and the other
 * modules it starts in a second rather than four, which is what makes thirty kills affordable.
 * At start the ledger's resume job runs the batch the last node left running.
 *
 *   node test/batch-node.ts <postgres url> <pause between segments, ms>
 *
 * Prints `up` once its jobs run; on SIGTERM stops as a deploy does and prints `stopped`.
 */
import { openDatabase } from '../src/db/open.ts';
import { systemClock } from '../src/engine/clock.ts';
import { JobRunner } from '../src/engine/jobs/job-runner.ts';
import { buildRegistry } from '../src/engine/registry.ts';
import { batchJobSettings } from '../src/modules/ledger/batch.job.ts';
import { ledgerModule } from '../src/modules/ledger/ledger.actions.ts';

const [url = '', pause = '0'] = process.argv.slice(2);
batchJobSettings.segmentPauseMs = Number(pause);
const db = await openDatabase({ databaseUrl: url, dataDir: '' });
const jobs = new JobRunner({ db, clock: systemClock });
// The ledger's jobs alone: its actions belong to a server's registry, with the modules that locate members.
await jobs.start(buildRegistry([{ name: 'ledger', actions: [], jobs: ledgerModule.jobs }]), {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
});
console.log('up');

process.once('SIGTERM', async () => {
  await jobs.stop();
  await db.close();
  console.log('stopped');
  process.exit(0);
});
