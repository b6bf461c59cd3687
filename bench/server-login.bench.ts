/**
 * Sign-in under load: Login/index with the real argon2id parameters (OWASP: m=19456 KiB, t=2, p=1),
 * 10 clients signing in concurrently with the right password (sign-in is throttled on failures),
 * 200 sign-ins. The floor is the password check itself, measured in this run on this machine:
 * one argon2 verify at a time, and 200 verifies 10 at a time. There is no speed target: the output
 * shows the p95 as a multiple of one verify.
 */
import { hash, verify } from '@node-rs/argon2';
import { runBench } from './lib/lifecycle.ts';
import { closedLoop } from './lib/load.ts';
import { fmt, note, printTable, type Summary, summarize } from './lib/report.ts';
import { ADMIN, BENCH_PASSWORD, call, createPostgresDatabase, startServer } from './lib/servers.ts';

/** As in apps/server/src/engine/auth/passwords.ts. */
const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const LOGINS = 200;
const CLIENTS = 10;
const WARMUP = 5;
const MAX_MS = 120_000;

interface Row {
  name: string;
  summary: Summary;
  perSecond: number;
}

async function verifyFloor(): Promise<Row[]> {
  const stored = await hash(BENCH_PASSWORD, OWASP);
  const check = async () => {
    if (!(await verify(stored, BENCH_PASSWORD))) throw new Error('argon2 verify failed');
  };
  for (let i = 0; i < WARMUP; i++) await check();
  const one = await closedLoop(40, 1, MAX_MS, check);
  const many = await closedLoop(LOGINS, CLIENTS, MAX_MS, check);
  return [
    {
      name: 'argon2id verify, 1 at a time',
      summary: summarize(one.latencies),
      perSecond: (1000 * one.latencies.length) / one.wallMs,
    },
    {
      name: `argon2id verify, ${CLIENTS} at a time`,
      summary: summarize(many.latencies),
      perSecond: (1000 * many.latencies.length) / many.wallMs,
    },
  ];
}

async function logins(name: string, env: Record<string, string>): Promise<Row> {
  const server = await startServer('console', env);
  try {
    const signIn = async () => {
      const answer = await call(server.url, 'Login/index', { username: ADMIN, password: BENCH_PASSWORD });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status} ${answer.msg}`);
    };
    for (let i = 0; i < WARMUP; i++) await signIn();
    const run = await closedLoop(LOGINS, CLIENTS, MAX_MS, signIn);
    return { name, summary: summarize(run.latencies), perSecond: (1000 * run.latencies.length) / run.wallMs };
  } finally {
    await server.stop();
  }
}

await runBench('server sign-in: Login/index with argon2id, 10 concurrent clients', 600, async () => {
  const rows = await verifyFloor();
  rows.push(await logins('Login/index on PGlite', {}));
  const postgres = await createPostgresDatabase();
  if (postgres) rows.push(await logins('Login/index on PostgreSQL', { BENCH_DATABASE_URL: postgres }));

  const verifyMs = rows[0].summary.p50;
  console.log();
  printTable(
    ['', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'per second', 'p95 ÷ 1 verify'],
    rows.map(({ name, summary, perSecond }) => [
      name,
      String(summary.count),
      fmt(summary.p50),
      fmt(summary.p95),
      fmt(summary.p99),
      fmt(summary.max),
      fmt(perSecond, 1),
      `${fmt(summary.p95 / verifyMs, 1)}×`,
    ]),
  );
  console.log();
  note(
    `one verify = p50 of the first row (${fmt(verifyMs)} ms); the server runs in its own process, the clients and verifies in this one`,
  );
  note(`${CLIENTS} clients on a machine with few cores queue behind each other: the second row is the floor for that`);
  if (!postgres) note('no PostgreSQL answered at 127.0.0.1:5432: no PostgreSQL row');
  for (const { name, summary, perSecond } of rows.slice(2)) {
    console.log(
      `${name}: p95 ${fmt(summary.p95)} ms = ${fmt(summary.p95 / verifyMs, 1)}× one verify, ${fmt(perSecond, 1)} sign-ins/s (no target; reported)`,
    );
  }
});
