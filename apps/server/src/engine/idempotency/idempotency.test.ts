import { defineAction, f, Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { injectInto, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { MODULES } from '../../modules/index.ts';
import { implement } from '../context.ts';
import { invalid } from '../errors.ts';
import { ABANDONED_AFTER_SECONDS } from './idempotency.ts';

const grantSpec = defineAction({
  module: 'Test',
  action: 'grant',
  summary: 'Count a grant and fail when asked to',
  permission: 'signedIn',
  mutates: true,
  input: z.object({ amount: f.int(), fail: f.int().optional() }),
  output: z.object({ run: z.number() }),
});

/** Runs of the handler that committed, in the database: what a doubled grant would double. */
const committedRuns = async (t: TestApp) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM operation_log WHERE module = 'Test' AND result = 'ok'`))
    .rows[0]!.n;

let runs = 0;
/** While set, a grant waits inside its transaction until the test opens the gate. */
let gate: Promise<void> | undefined;
const testModule = {
  name: 'test',
  actions: [
    implement(grantSpec, async (input, ctx) => {
      runs++;
      await gate;
      if (input.fail === runs) throw invalid('invalid_input', { amount: 'too_large' });
      ctx.audit({ targetType: 'member', targetId: 1 });
      return { run: runs };
    }),
  ],
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, testModule] });
  token = await t.login('operator');
});

const grant = (key: string, body: Record<string, unknown>, app = t) =>
  app.call<{ run: number }>('Test/grant', body, { token, headers: { 'x-idempotency-key': key } });

describe('idempotency keys', () => {
  it('answer a repeat of the same request with the first answer, without running it again', async () => {
    const before = await committedRuns(t);
    const first = await grant('k-same', { amount: 5 });
    const again = await grant('k-same', { amount: '5' }, t);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await committedRuns(t)).toBe(before + 1);
  });

  it('refuse the same key with other content (400) and leave the first answer in place', async () => {
    await grant('k-other', { amount: 5 });
    const other = await grant('k-other', { amount: 6 });
    expect(other).toMatchObject({ status: 400, msg: 'This request key was already used for other content, please submit again' });
    expect((await grant('k-other', { amount: 5 })).status).toBe(200);
  });

  it('give the key back when the call changes nothing, so the same request may run again', async () => {
    const before = await committedRuns(t);
    const failOnRun = runs + 1;
    expect((await grant('k-fail', { amount: 5, fail: failOnRun })).status).toBe(Status.invalid);
    expect((await grant('k-fail', { amount: 5, fail: failOnRun })).status).toBe(200);
    expect(await committedRuns(t)).toBe(before + 1);
  });

  it('run once when two nodes on one database get the same request at once', async () => {
    const other = await buildApp({ db: t.db, clock: t.clock, modules: [...MODULES, testModule] });
    const before = await committedRuns(t);
    const viaOther = async (key: string, body: Record<string, unknown>) => {
      const response = await injectInto(other, {
        method: 'POST',
        url: `/api/Test/grant?lang=en-us&token=${token}`,
        payload: body,
        headers: { 'x-idempotency-key': key },
      });
      return JSON.parse(response.body) as { status: number; data: unknown };
    };
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const runsBefore = runs;
    const first = grant('k-race', { amount: 9 });
    while (runs === runsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    // The first is inside its transaction now: PostgreSQL answers the other node 'in progress' at
    // once; the embedded database makes it wait for that transaction, then replays its answer.
    const second = viaOther('k-race', { amount: 9 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    gate = undefined;
    const [one, two] = await Promise.all([first, second]);
    expect(one.status).toBe(200);
    if (two.status === 200) expect(two).toEqual(one);
    else expect(two.status).toBe(Status.inProgress);
    expect(await viaOther('k-race', { amount: 9 })).toEqual(one);
    expect(await committedRuns(t)).toBe(before + 1);
    await other.server.close();
  });

  it('take over a claim its node left unfinished (it died; its transaction rolled back)', async () => {
    const now = t.clock.now();
    await t.db.query(
      `INSERT INTO idempotency_key (admin_id, key, request_hash, state, created_at)
       SELECT admin_id, 'k-dead', request_hash, 'running', $1 FROM idempotency_key WHERE key = 'k-same'`,
      [now - ABANDONED_AFTER_SECONDS - 1],
    );
    expect((await grant('k-dead', { amount: 5 })).status).toBe(200);
    await t.db.query(
      `INSERT INTO idempotency_key (admin_id, key, request_hash, state, created_at)
       SELECT admin_id, 'k-busy', request_hash, 'running', $1 FROM idempotency_key WHERE key = 'k-same'`,
      [now],
    );
    expect((await grant('k-busy', { amount: 5 })).status).toBe(Status.inProgress);
  });
});
