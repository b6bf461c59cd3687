import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { BATCH_JOB, runBatch } from './batch.job.ts';

/*
 * Batch sends (issue 15 item 5): checked whole and paid for when sent, then posted by a durable job
 * in segments of 100, each member once, whatever runs it how often and wherever it was cut off.
 */
type Sent = { batch_id: number; job_id: string; members: number; total: number };
type Check = { mismatches: unknown[]; unbalanced_postings: number[] };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let region1: number[];

const send = (ids: number[], token = admin, amount = 3) =>
  t.call<Sent>(
    'SendCoins/batchSend',
    { ids: ids.join(','), amount, issue_type: '6', reason: 'Contest prizes' },
    { token, lang: 'en-us' },
  );
const batchRow = async (id: number) =>
  (await t.db.query('SELECT state, done, failed, members FROM coin_batch WHERE id = $1', [id])).rows[0];
/** Postings per member under the batch's key: 1 for every member credited, never 2. */
const postingsPerMember = async (id: number) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_posting WHERE source_key = $1 GROUP BY member_id ORDER BY 1 DESC LIMIT 1`,
      [`batch:${id}`],
    )
  ).rows[0]?.n ?? 0;
const credited = async (id: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_posting WHERE source_key = $1', [`batch:${id}`]))
    .rows[0]?.n;
const batchCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coin_batch')).rows[0]?.n;
const check = async () => (await t.call<Check>('Ledger/ledgerCheck', {}, { token: admin })).data;
const quietJob = { now: () => t.clock.now(), progress: async () => {}, signal: new AbortController().signal };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 180');
  region1 = rows.map((row) => row.id);
  await t.db.query(`UPDATE admin SET gold_quota = 10000000, gold_used = 0 WHERE username = 'country_admin'`);
});

afterAll(async () => {
  await t.app.jobs.stop();
});

describe('batch sends', () => {
  it('refuses the whole batch with a report when one id is wrong, and takes nothing', async () => {
    const batches = await batchCount();
    const reply = await t.call<unknown>(
      'SendCoins/batchSend',
      { ids: `${region1[0]},abc,${region1[0]}`, amount: 5, issue_type: '1', reason: 'x' },
      { token: admin, lang: 'en-us' },
    );
    expect(reply).toMatchObject({ status: 400, data: { report: { total: 3, imported: 0 } } });
    const failed = (reply.data as { report: { failed: { value: string; reason: string }[] } }).report.failed;
    expect(failed.map((row) => row.reason)).toEqual(['This ID is invalid', 'Already exists']);
    expect(await batchCount()).toBe(batches);
  });

  it('sends a batch over the approval settings to an application, like any grant', async () => {
    await t.db.query(`INSERT INTO apply_setting (id, count_over, updated_at) VALUES (1, 2, 0)`);
    const batches = await batchCount();
    try {
      const reply = await send(region1.slice(0, 3));
      expect(reply).toMatchObject({ status: 403 });
      expect(reply.msg).toMatch(/^Grants to more than 2 members need an approved application/);
      expect(await batchCount()).toBe(batches);
    } finally {
      await t.db.query('DELETE FROM apply_setting');
    }
  });

  it('takes the whole total from the quota when sent, then a job credits each member once in segments', async () => {
    await t.app.jobs.start(t.app.registry, { pollingIntervalSeconds: 0.5 });
    const ids = region1.slice(0, 150);
    const sent = await send(ids, countryAdmin);
    expect(sent).toMatchObject({ status: 200, data: { members: 150, total: 450 } });
    const used = await t.db.query(`SELECT gold_used FROM admin WHERE username = 'country_admin'`);
    expect(used.rows[0]).toEqual({ gold_used: 450 });
    for (let i = 0; i < 300 && (await t.app.jobs.stateOf(BATCH_JOB, sent.data.job_id)) !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await batchRow(sent.data.batch_id)).toEqual({ state: 'done', done: 150, failed: 0, members: 150 });
    expect(await credited(sent.data.batch_id)).toBe(150);
    expect(await postingsPerMember(sent.data.batch_id)).toBe(1);
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
    const logs = await t.logRows(`action = 'batchSend' AND result = 'ok'`);
    expect(logs.map((row) => row.summary)).toEqual([
      'Batch send of 3 coins × 150 members (450 in all, type 6): Contest prizes',
      `Batch send #${sent.data.batch_id} finished: 150 credited, 0 failed (of 150)`,
    ]);
    const listed = await t.call<{ list: { id: number }[] }>('SendCoins/batchList', {}, { token: countryAdmin });
    expect(listed.data.list.map((row) => row.id)).toContain(sent.data.batch_id);
    await t.app.jobs.stop();
  });

  it('resumes a run cut off after a segment, and two runs at once still credit each member once', async () => {
    const sent = await send(region1.slice(0, 180));
    const cut = new AbortController();
    let segments = 0;
    const cutAfterOne = {
      ...quietJob,
      signal: cut.signal,
      progress: async () => {
        if (++segments === 1) cut.abort();
      },
    };
    await expect(runBatch(t.db, sent.data.batch_id, cutAfterOne)).rejects.toThrow();
    expect(await batchRow(sent.data.batch_id)).toMatchObject({ state: 'running', done: 100 });
    await Promise.all([runBatch(t.db, sent.data.batch_id, quietJob), runBatch(t.db, sent.data.batch_id, quietJob)]);
    expect(await batchRow(sent.data.batch_id)).toEqual({ state: 'done', done: 180, failed: 0, members: 180 });
    expect(await credited(sent.data.batch_id)).toBe(180);
    expect(await postingsPerMember(sent.data.batch_id)).toBe(1);
    const done = await t.logRows(`action = 'batchSend' AND summary LIKE 'Batch send #${sent.data.batch_id} finished%'`);
    expect(done).toHaveLength(1);
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });

  it('marks a member who left the sender’s regions before the run, and gives their coins back to the quota', async () => {
    const before = (await t.db.query(`SELECT gold_used FROM admin WHERE username = 'country_admin'`)).rows[0]?.gold_used;
    const ids = region1.slice(0, 5);
    const sent = await send(ids, countryAdmin, 10);
    const moved = ids[2] as number;
    const { rows } = await t.db.query<{ region_id: number }>('SELECT region_id FROM member WHERE id = $1', [moved]);
    await t.db.query('UPDATE member SET region_id = 3 WHERE id = $1', [moved]);
    try {
      await runBatch(t.db, sent.data.batch_id, quietJob);
    } finally {
      await t.db.query('UPDATE member SET region_id = $2 WHERE id = $1', [moved, rows[0]?.region_id]);
    }
    expect(await batchRow(sent.data.batch_id)).toEqual({ state: 'done', done: 4, failed: 1, members: 5 });
    const failures = await t.call<{ list: { member_id: number; reason: string }[] }>(
      'SendCoins/batchFailures',
      { id: sent.data.batch_id },
      { token: admin, lang: 'en-us' },
    );
    expect(failures.data.list).toEqual([{ member_id: moved, reason: 'No permission for this region' }]);
    const after = (await t.db.query(`SELECT gold_used FROM admin WHERE username = 'country_admin'`)).rows[0]?.gold_used;
    expect(Number(after) - Number(before)).toBe(40);
  });
});
