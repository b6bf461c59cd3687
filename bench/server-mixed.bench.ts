/**
 * Issue 32 item 8: the whole app under a mixed load on PostgreSQL (1 M members). Each connection
 * goes round a cycle of 100 calls in the proportions of an admin's day: the menu and what the admin
 * may call (as each screen opens), member search by nickname and by country, member detail, the
 * room list, the operation log, coin grants, and one sign-in (argon2, the dearest call; each
 * connection's with an account of its own, as staff sign in). 50
 * connections for BENCH_MIXED_SECONDS (60) on one console node, then on two nodes over the same
 * database with the connections split 25 / 25. Reported: failures (HTTP and the envelope's status,
 * each call checked before and after), p50 / p99, req/s, each node's RSS at the end.
 * Target: 0 failures; two nodes ≥ 1.6× one node's req/s.
 */
import { MEMBER_ID_BASE } from '@console/server';
import pg from 'pg';
import { runBench } from './lib/lifecycle.ts';
import { type MeasuredRun, measuredRun } from './lib/load.ts';
import { fmt, note, printTable, summarize, verdict } from './lib/report.ts';
import { statusMb } from './lib/rss.ts';
import { ADMIN, BENCH_PASSWORD, call, type RunningServer, signIn, startServer } from './lib/servers.ts';
import { membersDatabase } from './lib/sql.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const WARMUP_SECONDS = 5;
const TWO_NODES_TARGET = 1.6;

/** Nickname parts of the seeded members (seedDemoData's names), 3+ letters: served by the trigram index. */
const NICKNAME_PARTS = ['layla', 'ahmed', 'desert', 'voice', 'noor', 'star'];

interface Call {
  path: string;
  /** A fresh body each time it is sent (a random member, a nickname part). */
  body: () => Record<string, unknown>;
  /** How many of the cycle's 100 calls. */
  share: number;
  signedIn: boolean;
}

/**
 * Staff sign in with accounts of their own: the same account signing in many times at once from
 * one address is what the throttle holds back (a try is counted before its password is checked).
 */
const SIGNERS = CONNECTIONS;
let signer = 0;
const nextSigner = () => `bench_signer_${signer++ % SIGNERS}`;

/** The accounts the sign-ins use: copies of the bench admin (its role and password), in the bench's own database. */
async function addSigners(postgres: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO admin (username, real_name, password_hash, role_id, status, created_at, updated_at)
       SELECT 'bench_signer_' || n, 'Bench signer ' || n, a.password_hash, a.role_id, a.status, a.created_at, a.updated_at
       FROM admin a, generate_series(0, $2 - 1) n WHERE a.username = $1
       ON CONFLICT (username) DO NOTHING`,
      [ADMIN, SIGNERS],
    );
  } finally {
    await client.end();
  }
}

const randomOf = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
const randomMember = () => MEMBER_ID_BASE + 1 + Math.floor(Math.random() * MEMBERS);

function workload(countryId: number): Call[] {
  const page = { page: 1, pn: 20 };
  return [
    { path: 'Login/index', body: () => ({ username: nextSigner(), password: BENCH_PASSWORD }), share: 1, signedIn: false },
    { path: 'Power/leftMenu', body: () => ({}), share: 10, signedIn: true },
    { path: 'Power/actionAccess', body: () => ({}), share: 10, signedIn: true },
    { path: 'Member/memberList', body: () => ({ ...page, nickname: randomOf(NICKNAME_PARTS) }), share: 17, signedIn: true },
    { path: 'Member/memberList', body: () => ({ ...page, country_id: countryId }), share: 10, signedIn: true },
    { path: 'Member/findMember', body: () => ({ user_id: randomMember() }), share: 20, signedIn: true },
    { path: 'Room/roomList', body: () => page, share: 12, signedIn: true },
    { path: 'OperationLog/list', body: () => page, share: 12, signedIn: true },
    { path: 'SendCoins/coinIssueList', body: () => page, share: 8, signedIn: true },
  ];
}

const CYCLE = 100;

/** The cycle as autocannon requests, the signed-in calls with the token; spread so like calls are not bunched. */
function requests(calls: Call[], token: string, refused: Map<string, number>) {
  const slots = calls.flatMap((one) => Array.from({ length: one.share }, (_, n) => ({ one, at: (n + 0.5) / one.share })));
  if (slots.length !== CYCLE) throw new Error(`the cycle holds ${slots.length} calls, not ${CYCLE}`);
  return slots
    .sort((a, b) => a.at - b.at)
    .map(({ one }) => ({
      method: 'POST' as const,
      path: `/api/${one.path}?lang=en-us${one.signedIn ? `&token=${token}` : ''}`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: { path: string; body?: string }) => ({ ...request, body: JSON.stringify(one.body()) }),
      onResponse: (_status: number, body: string) => {
        // The envelope's own status (an HTTP 200 may carry a refusal): its first field.
        const status = /^\{"status":(\d+)/.exec(body)?.[1];
        if (status !== '200') refused.set(`${one.path} ${status}`, (refused.get(`${one.path} ${status}`) ?? 0) + 1);
      },
    }));
}

/** Every call of the workload answers 200 in its envelope on this node. */
async function checkCalls(server: RunningServer, calls: Call[], token: string): Promise<string[]> {
  const refused: string[] = [];
  for (const one of calls) {
    const answer = await call(server.url, one.path, one.body(), one.signedIn ? token : undefined);
    if (answer.status !== 200) refused.push(`${one.path}: ${answer.status} ${answer.msg}`);
  }
  return refused;
}

/** Each call alone on an idle node, a few times: which of them the load's time goes to. */
async function alone(server: RunningServer, calls: Call[], token: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const one of calls) {
    const times: number[] = [];
    for (let run = 0; run < 7; run++) {
      const start = performance.now();
      await call(server.url, one.path, one.body(), one.signedIn ? token : undefined);
      times.push(performance.now() - start);
    }
    const { p50 } = summarize(times);
    rows.push([
      `${one.path} ${JSON.stringify(one.body()).slice(0, 40)}`,
      String(one.share),
      fmt(p50, 1),
      fmt(Math.max(...times), 1),
    ]);
  }
  return rows;
}

/** Envelopes not 200 during the loads, by call and status, over every run. */
const refusedInLoad = new Map<string, number>();

/** The cycle on one node; its failures count the envelopes not 200 too. */
async function load(
  server: RunningServer,
  calls: Call[],
  token: string,
  connections: number,
  seconds: number,
): Promise<MeasuredRun> {
  /** Answers whose envelope was not 200. */
  const refused = new Map<string, number>();
  const run = await measuredRun({ url: server.url, connections, duration: seconds, requests: requests(calls, token, refused) });
  for (const [call, n] of refused) refusedInLoad.set(call, (refusedInLoad.get(call) ?? 0) + n);
  return { ...run, failures: run.failures + [...refused.values()].reduce((sum, n) => sum + n, 0) };
}

await runBench('mixed load: the ten most used calls on one node and on two', 1800, async () => {
  const postgres = await membersDatabase(MEMBERS);
  if (!postgres) return note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
  await addSigners(postgres);
  const nodes = [
    await startServer('console', { BENCH_DATABASE_URL: postgres }),
    await startServer('console', { BENCH_DATABASE_URL: postgres }),
  ];
  const tokens = await Promise.all(nodes.map((node) => signIn(node.url)));
  const first = await call<{ list: { country_id: number }[] }>(nodes[0]!.url, 'Member/memberList', { page: 1, pn: 1 }, tokens[0]);
  const calls = workload(first.data.list[0]!.country_id);
  const refusedBefore = (await Promise.all(nodes.map((node, i) => checkCalls(node, calls, tokens[i]!)))).flat();
  if (refusedBefore.length > 0) throw new Error(`calls refused before the load: ${refusedBefore.join('; ')}`);

  const idle = await alone(nodes[0]!, calls, tokens[0]!);
  await load(nodes[0]!, calls, tokens[0]!, CONNECTIONS, WARMUP_SECONDS);
  const one = await load(nodes[0]!, calls, tokens[0]!, CONNECTIONS, SECONDS);
  const oneRss = statusMb(nodes[0]!.pid, 'VmRSS');
  await load(nodes[1]!, calls, tokens[1]!, CONNECTIONS / 2, WARMUP_SECONDS);
  const split = await Promise.all(nodes.map((node, i) => load(node, calls, tokens[i]!, CONNECTIONS / 2, SECONDS)));
  const splitRss = nodes.map((node) => statusMb(node.pid, 'VmRSS'));
  const refusedAfter = (await Promise.all(nodes.map((node, i) => checkCalls(node, calls, tokens[i]!)))).flat();

  const two: MeasuredRun = {
    latencies: split.flatMap((run) => run.latencies),
    requests: split.reduce((sum, run) => sum + run.requests, 0),
    failures: split.reduce((sum, run) => sum + run.failures, 0),
    seconds: Math.max(...split.map((run) => run.seconds)),
  };
  const row = (name: string, run: MeasuredRun, rss: string) => {
    const { p50, p99 } = summarize(run.latencies);
    return [name, fmt(run.requests / run.seconds, 0), fmt(p50, 2), fmt(p99, 2), String(run.requests), String(run.failures), rss];
  };
  printTable(
    ['mixed load, 50 connections', 'req/s', 'p50 ms', 'p99 ms', 'calls', 'failures', 'RSS at the end, MB'],
    [
      row('one node', one, fmt(oneRss, 0)),
      row('two nodes, 25 connections each', two, splitRss.map((mb) => fmt(mb, 0)).join(' / ')),
    ],
  );
  console.log();
  printTable(['each call alone, idle node (7 runs)', 'share', 'p50 ms', 'max ms'], idle);
  console.log();
  note(`${MEMBERS} members; a cycle of ${CYCLE} calls: ${calls.map((one) => `${one.path} ×${one.share}`).join(', ')}`);
  note(`${WARMUP_SECONDS} s warm-up, then ${SECONDS} s; both nodes and PostgreSQL on this machine's cores`);
  const refusedCalls = [...refusedInLoad].map(([call, n]) => `${call} ×${n}`).join(', ');
  note(`envelopes not 200 during the loads (warm-ups included): ${refusedCalls || 'none'}`);
  const speedup = two.requests / two.seconds / (one.requests / one.seconds);
  verdict(
    'mixed load: failures on one node and on two',
    `${one.failures} / ${two.failures}`,
    '0',
    one.failures + two.failures === 0,
  );
  verdict(
    'mixed load: calls refused in their envelope after the load',
    String(refusedAfter.length),
    '0',
    refusedAfter.length === 0,
  );
  verdict(
    'mixed load: two nodes against one, req/s',
    `${fmt(speedup, 2)}×`,
    `≥ ${TWO_NODES_TARGET}×`,
    speedup >= TWO_NODES_TARGET,
  );
});
