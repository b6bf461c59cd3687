/**
 * Issue 32 item 4: the member list side by side with a generic API server. The console's
 * Member/memberList (session, menu permission, region scope, a total capped at 10 000) against
 * PostGraphile 5 (Amber preset, no sign-in, no permission, no scope) serving the same member table
 * of the same database, the same filter and page of 10, each server in a child process with a pool
 * of 10, loaded by autocannon at 20 connections in alternating rounds. PostGraphile's `totalCount`
 * counts every matching row, so it is measured with it and without it (the page alone). Both
 * answer the same members, checked before the load. The console's two live flags (banned,
 * frozen now) are PostGraphile computed columns of the same SQL.
 * Target: the console at least as fast (p50 and req/s) as PostGraphile answering the same question.
 */
import pg from 'pg';
import { runBench } from './lib/lifecycle.ts';
import { compare, type LoadTarget } from './lib/load.ts';
import { fmt, note, printTable, verdict } from './lib/report.ts';
import { call, type RunningServer, signIn, startServer } from './lib/servers.ts';
import { membersDatabase } from './lib/sql.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const LOAD = { connections: 20, warmupSeconds: 2, seconds: 12, rounds: 4 };

/** member-list.ts `liveFlag` as functions PostGraphile shows as fields of Member (`banned`, `frozenNow`). */
const computedColumns = (name: string, kind: string) => `
  CREATE FUNCTION member_${name}(m member) RETURNS boolean STABLE LANGUAGE sql AS $$
    SELECT coalesce((SELECT true FROM member_ban b WHERE b.member_id = m.id AND b.kind = '${kind}'
      AND b.lifted_at IS NULL AND (b.expires_at IS NULL OR b.expires_at > extract(epoch FROM now())::bigint) LIMIT 1), false)
  $$`;

/** The fields of the console's member row (memberActions.MemberRow), in PostGraphile's names. */
const MEMBER_FIELDS =
  'rowId userNo nickname avatar gender countryId regionId wealthLevel charmLevel gold diamond registerTime lastLoginTime status banned frozenNow';

interface Variant {
  name: string;
  body: Record<string, unknown>;
  /** The same page as PostGraphile arguments. */
  arguments: string;
}

function graphql(variant: Variant, withCount: boolean) {
  const count = withCount ? 'totalCount ' : '';
  return { query: `{ allMembers(first: 10, ${variant.arguments}) { ${count}nodes { ${MEMBER_FIELDS} } } }` };
}

async function askPeer(peer: RunningServer, body: unknown): Promise<{ totalCount?: number; nodes: { rowId: number }[] }> {
  const response = await fetch(`${peer.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { allMembers: never }; errors?: unknown };
  if (!answer.data) throw new Error(`PostGraphile answered ${JSON.stringify(answer.errors)}`);
  return answer.data.allMembers;
}

await runBench('peer: memberList against PostGraphile on the same members', 1200, async () => {
  const postgres = await membersDatabase(MEMBERS);
  if (!postgres) return note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  const { rows } = await admin.query<{ id: number; n: number }>(
    'SELECT country_id AS id, count(*)::int AS n FROM member GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  );
  await admin.query(computedColumns('banned', 'id'));
  await admin.query(computedColumns('frozen_now', 'freeze'));
  await admin.end();

  const server = await startServer('console', { BENCH_DATABASE_URL: postgres });
  const peer = await startServer('postgraphile', { BENCH_DATABASE_URL: postgres });
  const token = await signIn(server.url);
  const variants: Variant[] = [
    {
      name: `country filter (${rows[0]!.n} members)`,
      body: { page: 1, pn: 10, country_id: rows[0]!.id },
      arguments: `condition: { countryId: ${rows[0]!.id} }, orderBy: PRIMARY_KEY_ASC`,
    },
    {
      name: 'no filter, by register time',
      body: { page: 1, pn: 10, sort: 'register_time', order: 'desc' },
      arguments: 'orderBy: [REGISTER_TIME_DESC, PRIMARY_KEY_DESC]',
    },
  ];
  const table: string[][] = [];
  const verdicts: (() => void)[] = [];
  for (const variant of variants) {
    const ours = await call<{ list: { id: number }[]; total: number }>(server.url, 'Member/memberList', variant.body, token);
    const theirs = await askPeer(peer, graphql(variant, true));
    const ids = (list: { id?: number; rowId?: number }[]) => list.map((member) => member.id ?? member.rowId).join(',');
    if (ours.status !== 200 || ids(ours.data.list) !== ids(theirs.nodes)) {
      throw new Error(`not the same page: console ${ids(ours.data.list)} (${ours.msg}), PostGraphile ${ids(theirs.nodes)}`);
    }
    const targets: LoadTarget[] = [
      { url: `${server.url}/api/Member/memberList?lang=en-us&token=${token}`, cpuMicros: server.cpuMicros },
      { url: `${peer.url}/graphql`, body: graphql(variant, true), cpuMicros: peer.cpuMicros },
      { url: `${peer.url}/graphql`, body: graphql(variant, false), cpuMicros: peer.cpuMicros },
    ];
    const [console_, withCount, pageOnly] = await compare(targets, variant.body, LOAD);
    const labels = [
      `${variant.name}: console (total ${ours.data.total}, capped)`,
      `  PostGraphile, page + totalCount (${theirs.totalCount})`,
      '  PostGraphile, page only',
    ];
    [console_, withCount, pageOnly].forEach((result, index) => {
      table.push([
        labels[index]!,
        fmt(result.rps, 0),
        fmt(result.p50, 2),
        fmt(result.p99, 2),
        String(result.requests),
        String(result.failures),
        fmt(result.serverCpu, 0),
        `${fmt(result.p50 / console_.p50, 2)}×`,
      ]);
    });
    verdicts.push(() => {
      for (const [peerName, peerResult] of [
        ['page + totalCount', withCount],
        ['page only', pageOnly],
      ] as const) {
        verdict(
          `${variant.name}: console p50 against PostGraphile's (${peerName})`,
          `${fmt(console_.p50, 2)} / ${fmt(peerResult.p50, 2)} ms, ${fmt(console_.rps, 0)} / ${fmt(peerResult.rps, 0)} req/s`,
          'console ≤ peer in p50, ≥ in req/s',
          console_.p50 <= peerResult.p50 && console_.rps >= peerResult.rps && console_.failures === 0,
        );
      }
    });
  }
  await peer.stop();
  await server.stop();
  printTable(
    ['memberList page 1, 20 connections', 'req/s', 'p50 ms', 'p99 ms', 'calls', 'failures', 'server µs', 'p50 / console'],
    table,
  );
  console.log();
  note(`${MEMBERS} members (the kept seed with BENCH_REUSE_SEED); each server in its own child process, pools of 10`);
  note(
    `${LOAD.warmupSeconds} s warm-up each, then ${LOAD.rounds} alternating rounds, ${LOAD.seconds} s each in all; server µs: CPU per call of the server child`,
  );
  for (const show of verdicts) show();
});
