import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture, FIXTURE_NOW } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { ManualClock } from '../../engine/clock.ts';
import { defineJob } from '../../engine/jobs/job.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { payReward } from './reward.pay.ts';

/*
 * payReward from a real pg-boss job (issue 28 item 10): no request, no admin, the job's own
 * transaction. A job whose first attempt dies after its payout committed is retried and pays
 * nothing more; a second job with the same source key pays nothing either.
 */
type PayData = { key: string; members: number[]; dieAfterPaying?: boolean };

const rewardJob = defineJob<PayData>({
  name: 'reward-test.pay',
  retry: { limit: 2, delaySeconds: 0 },
  async run(data, job) {
    const payout = await job.db.transaction((tx) =>
      payReward(ormFor(tx), { kind: 'coins', amount: 250 }, data.members, data.key, {
        now: job.now(),
        reason: 'Activity rank reward',
      }),
    );
    // As a node lost right after the commit: the queue runs the job again.
    if (data.dieAfterPaying && job.attempt === 0) throw new Error('lost after paying');
    return { paid: payout.paid, already: payout.already, attempt: job.attempt };
  },
});

const TEST_MODULE: ServerModule = { name: 'RewardTest', actions: [], jobs: [rewardJob] };

let db: Database;
let drop: () => Promise<void>;
let app: App;

beforeAll(async () => {
  ({ db, drop } = await cloneFixture());
  app = await buildApp({
    db,
    clock: new ManualClock(FIXTURE_NOW + 3600),
    modules: [TEST_MODULE],
    jobs: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, cronIntervalSeconds: 1 },
  });
});

afterAll(async () => {
  await app.server.close();
  await drop();
});

/** The job's end: its state and what it answered. */
async function finished(id: string): Promise<{ state: string; result: unknown }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await db.query<{ state: string; result: unknown }>('SELECT state, result FROM job_run WHERE id = $1', [id]);
    const run = rows[0];
    if (run && (run.state === 'completed' || run.state === 'failed')) return run;
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('payReward in a job', () => {
  it('pays once per source key: a retried job and a second job pay nothing more', async () => {
    const { rows } = await db.query<{ id: number; gold: number }>('SELECT id::int, gold::int FROM member ORDER BY id LIMIT 2');
    const members = rows.map((row) => row.id);
    const gold = async () =>
      (await db.query<{ gold: number }>('SELECT gold::int FROM member WHERE id = ANY($1) ORDER BY id', [members])).rows.map(
        (row) => row.gold,
      );

    const retried = await app.jobs.send(rewardJob.name, { key: 'activity:7:rank1', members, dieAfterPaying: true });
    // The first attempt paid and died; the retry found the key paid.
    expect(await finished(retried)).toEqual({ state: 'completed', result: { paid: [], already: members, attempt: 1 } });

    const second = await app.jobs.send(rewardJob.name, { key: 'activity:7:rank1', members });
    expect(await finished(second)).toEqual({ state: 'completed', result: { paid: [], already: members, attempt: 0 } });

    expect(await gold()).toEqual(rows.map((row) => row.gold + 250));
    const postings = await db.query(
      'SELECT member_id::int, amount::int, admin_id, admin_name FROM ledger_posting WHERE source_key = $1 ORDER BY member_id',
      ['activity:7:rank1'],
    );
    expect(postings.rows).toEqual(members.map((id) => ({ member_id: id, amount: 250, admin_id: 0, admin_name: 'system' })));
    const payouts = await db.query(
      'SELECT member_id::int, kind, amount::int, paid_by_name FROM reward_payout WHERE source_key = $1',
      ['activity:7:rank1'],
    );
    expect(payouts.rows).toHaveLength(2);
    expect(payouts.rows[0]).toMatchObject({ kind: 'coins', amount: 250, paid_by_name: 'system' });
  });
});
