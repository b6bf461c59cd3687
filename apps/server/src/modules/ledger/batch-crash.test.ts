import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { diskDatabase, startChild } from '../../../test/child-node.ts';
import { migrate } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open.ts';
import { ormFor } from '../../db/orm.ts';
import { bootstrap } from '../../seed/bootstrap.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { checkLedger } from './ledger.check.ts';

/*
 * Issue 15: a 5000-member batch whose server is killed (SIGKILL) 30 times at random points, a new
 * one started each time, ends with every member credited exactly once, the ledger balanced and no
 * segment half-posted. PostgreSQL only: a killed process may leave an embedded PGlite folder in any
 * state, which says nothing of the batch code (the console runs on PostgreSQL in production).
 */
const NODE_SCRIPT = fileURLToPath(new URL('../../../test/batch-node.ts', import.meta.url));
const MEMBERS = 5000;
const KILLS = 30;
/** Between segments in the killed nodes; a kill comes within about one segment's cycle of it (below). */
const SEGMENT_PAUSE_MS = 40;
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('a batch across killed servers', () => {
  it(`credits ${MEMBERS} members once through ${KILLS} SIGKILLs`, { timeout: 600_000 }, async () => {
    const url = await diskDatabase(cleanups);
    const now = Math.floor(Date.now() / 1000);
    const db = await openDatabase({ databaseUrl: url, dataDir: '' });
    cleanups.unshift(() => db.close());
    await migrate(db);
    await bootstrap(db, { adminPassword: 'crash test password', now });
    await seedDemoData(db, { members: MEMBERS, now });
    // The batch as SendCoins/batchSend leaves it (that action has its own tests): 7 coins each.
    const { rows: batch } = await db.query<{ id: number }>(
      `INSERT INTO coin_batch (admin_id, admin_name, amount, issue_type, reason, members, created_at, moved_at)
       VALUES (1, 'admin', 7, '6', 'Crash test', $1, $2, $2) RETURNING id`,
      [MEMBERS, now],
    );
    const batchId = batch[0]?.id as number;
    await db.query(
      `INSERT INTO coin_batch_member (batch_id, position, member_id)
       SELECT $1, (row_number() OVER (ORDER BY id))::int - 1, id FROM member ORDER BY id LIMIT $2`,
      [batchId, MEMBERS],
    );
    const doneSoFar = async () =>
      (await db.query<{ done: number; state: string }>('SELECT done, state FROM coin_batch WHERE id = $1', [batchId])).rows[0];

    const seenAtKills: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = (await doneSoFar())?.done ?? 0;
      const node = startChild(NODE_SCRIPT, [url, String(SEGMENT_PAUSE_MS)], children);
      await node.line(/^up$/);
      // Once this node is posting, at a random point: inside a segment's transaction or between two.
      // Within about one cycle (pause and segment) of its first segment, so a node posts one or two
      // segments and 30 kills fit in the batch's 50 whatever the machine's speed (a wait of up to
      // 300 ms let a quiet machine post several and finish the batch by the 24th kill).
      for (let i = 0; i < 200 && ((await doneSoFar())?.done ?? 0) === before; i++) await pause(10);
      await pause(Math.floor(Math.random() * 2 * SEGMENT_PAUSE_MS));
      node.child.kill('SIGKILL');
      await node.exited;
      const progress = await doneSoFar();
      seenAtKills.push(progress?.done ?? 0);
      if (progress?.state === 'done') break;
    }

    const last = startChild(NODE_SCRIPT, [url, '0'], children);
    await last.line(/^up$/);
    for (let i = 0; i < 1200 && (await doneSoFar())?.state !== 'done'; i++) await pause(100);
    last.child.kill('SIGTERM');
    await last.exited;

    // Every kill landed mid-batch: after some members, before the last.
    expect(seenAtKills.filter((done) => done > 0 && done < MEMBERS)).toHaveLength(KILLS);
    expect(await doneSoFar()).toEqual({ done: MEMBERS, state: 'done' });
    const { rows: credited } = await db.query<{ members: number; postings: number; most: number }>(
      `SELECT count(DISTINCT member_id)::int AS members, count(*)::int AS postings,
         coalesce(max(n), 0)::int AS most
       FROM ledger_posting p
       JOIN (SELECT member_id AS m, count(*) AS n FROM ledger_posting WHERE source_key = $1 GROUP BY member_id) c ON c.m = p.member_id
       WHERE p.source_key = $1`,
      [`batch:${batchId}`],
    );
    expect(credited[0]).toEqual({ members: MEMBERS, postings: MEMBERS, most: 1 });
    const report = await checkLedger(ormFor(db));
    expect(report).toMatchObject({ mismatches: [], unbalanced_postings: [] });
    const { rows: closed } = await db.query(
      `SELECT count(*)::int AS n FROM operation_log WHERE action = 'batchSend' AND summary_key = 'coin_batch_done'`,
    );
    expect(closed[0]).toEqual({ n: 1 });
  });
});
