/**
 * Member search (issue 6) on 1 M members on PostgreSQL and 100 k on PGlite. Lookups by user id
 * (Member/findMember) and by pretty number (Member/memberList {user_no}) at 10 connections, random
 * seeded members in turn; nickname search through memberList, one search at a time: substrings of
 * 3+ characters cut from seeded nicknames and 1–2 character prefixes (both read the trigram index
 * of the narrow nickname copy), several patterns in turn, each kind with its plans; and on PGlite
 * the list's first page with a country filter at 20 connections (server-list.bench.ts measures it on PostgreSQL).
 * Each call against the very SQL the console runs for it — recorded by running the list kit or the
 * handler in this process — replayed over `pg` (on PGlite: over the bench's own copy of the
 * database), in alternating rounds. Target: nickname search p95 ≤ 100 ms.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberActions } from '@console/contract';
import { bootstrap, type Database, MEMBER_ID_BASE, migrate, openPglite, openPostgres, systemClock } from '@console/server';
import type pg from 'pg';
import type { Queryable } from '../apps/server/src/db/database.ts';
import type { ActionContext } from '../apps/server/src/engine/context.ts';
import { runList } from '../apps/server/src/engine/list/list.ts';
import { findMember } from '../apps/server/src/modules/member/member-detail.ts';
import { memberList } from '../apps/server/src/modules/member/member-list.ts';
import { onCleanup, runBench } from './lib/lifecycle.ts';
import { fmt, note, printTable, verdict } from './lib/report.ts';
import { BENCH_PASSWORD, call, createPostgresDatabase, signIn, startServer } from './lib/servers.ts';
import { barePool, planAccess, type Recorded, recordSql, seedMembers } from './lib/sql.ts';
import { consoleVsSql, forBody, type Side, type VersusOptions } from './lib/versus.ts';

const PG_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const PGLITE_MEMBERS = Number(process.env.BENCH_PGLITE_MEMBERS ?? 100_000);
/** Distinct members the lookups take in turn. */
const SAMPLE = 300;
const TARGET_P95_MS = 100;
const LOOKUP: VersusOptions = { connections: 10, warmupSeconds: 1, rounds: 4, roundSeconds: 1.5 };
const SEARCH: VersusOptions = { connections: 1, warmupSeconds: 1, rounds: 4, roundSeconds: 2.5 };
const LIST: VersusOptions = { connections: 20, warmupSeconds: 1, rounds: 4, roundSeconds: 1.5 };
/** The nickname index: trigrams on the narrow nickname copy serve substrings and short prefixes alike. */
const NICKNAME_INDEXES = { trigram: 'member_nickname_trgm_idx' } as const;

interface Engine {
  name: string;
  members: number;
  /** This process's connection: seeding, recording the console's SQL, EXPLAIN. */
  db: Database;
  /** Where the recorded SQL is replayed. */
  floor: pg.Pool | Queryable;
  url: string;
}

/** A seeded generator, so that every run draws the same members and patterns. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function sampleMembers(db: Queryable, members: number, random: () => number) {
  const ids = Array.from({ length: SAMPLE }, () => MEMBER_ID_BASE + 1 + Math.floor(random() * members));
  const { rows } = await db.query<{ id: number; user_no: number; nickname: string }>(
    'SELECT id, user_no, nickname FROM member WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  if (rows.length < SAMPLE / 2) throw new Error(`only ${rows.length} of ${SAMPLE} sampled members exist`);
  return rows;
}

/**
 * Search input cut from real nicknames (the input is trimmed, so no edge spaces): 7 substrings of 3
 * to 6 characters and one around a nickname's Chinese characters, then 1- and 2-character prefixes.
 */
function patterns(nicknames: readonly string[], random: () => number) {
  const pick = () => nicknames[Math.floor(random() * nicknames.length)];
  const draw = (count: number, cut: (nickname: string) => string | undefined, into: string[] = []) => {
    for (let tries = 0; into.length < count && tries < 1000; tries++) {
      const text = cut(pick())?.trim();
      if (text && !into.includes(text)) into.push(text);
    }
    return into;
  };
  const substring = draw(7, (nickname) => {
    const length = 3 + Math.floor(random() * 4);
    const from = Math.floor(random() * Math.max(1, nickname.length - length + 1));
    const text = nickname.slice(from, from + length).trim();
    return text.length >= 3 ? text : undefined;
  });
  draw(
    8,
    (nickname) => {
      const at = nickname.search(/[^\x20-\x7e]/);
      const from = at >= 2 ? at - 2 : at;
      const text = nickname.slice(from, from + 4).trim();
      return at === -1 || text.length < 3 ? undefined : text;
    },
    substring,
  );
  const prefix = draw(3, (nickname) => nickname.slice(0, 1));
  return { substring, prefix: draw(6, (nickname) => (nickname[1] === ' ' ? undefined : nickname.slice(0, 2)), prefix) };
}

const ratio = (a: number, b: number) => `${fmt(a / b, 2)}×`;

function sideRow(label: string, side: Side, floor?: Side): string[] {
  const ratios = floor
    ? [ratio(side.p50, floor.p50), ratio(side.p95, floor.p95), ratio(side.p99, floor.p99)]
    : ['1.00×', '1.00×', '1.00×'];
  const times = [side.p50, side.p95, side.p99].map((ms) => fmt(ms, 2));
  return [label, fmt(side.rps, 0), ...times, String(side.count), String(side.failures), ...ratios];
}

async function measure(engine: Engine, token: string, listCountry?: number): Promise<void> {
  const random = seeded(6);
  const sample = await sampleMembers(engine.db, engine.members, random);
  const url = (action: string) => `${engine.url}/api/Member/${action}?lang=en-us&token=${token}`;
  const listSql = (body: object) =>
    recordSql(engine.db, (ctx) => runList(ctx, memberList, memberActions.memberList.input.parse(body)));
  const rows: string[][] = [];
  /** Verdicts and ratios, printed after the tables. */
  const lines: (() => void)[] = [];
  const say = (text: string) => lines.push(() => console.log(text));
  const versus = async (label: string, action: string, bodies: object[], sets: Recorded[][], options: VersusOptions) => {
    const [onConsole, onSql] = await consoleVsSql(url(action), bodies, sets, engine.floor, options);
    const statements = sets.reduce((n, set) => n + set.length, 0) / sets.length;
    rows.push(sideRow(`${label}: console`, onConsole, onSql), sideRow(`  its ${fmt(statements, 0)} statements, bare`, onSql));
    return [onConsole, onSql] as const;
  };

  const byId = sample.map((m) => ({ user_id: m.id }));
  const byIdSql: Recorded[][] = [];
  for (const body of byId) {
    byIdSql.push(await recordSql(engine.db, (ctx) => findMember.handler(body, ctx as unknown as ActionContext, undefined)));
  }
  const [idConsole, idSql] = await versus('findMember {user_id}', 'findMember', byId, byIdSql, LOOKUP);
  say(`${engine.name}: findMember p50 ${ratio(idConsole.p50, idSql.p50)} its SQL (no target; reported)`);
  const byNo = sample.map((m) => ({ user_no: m.user_no }));
  const byNoSql: Recorded[][] = [];
  for (const body of byNo) byNoSql.push(await listSql(body));
  const [noConsole, noSql] = await versus('memberList {user_no}', 'memberList', byNo, byNoSql, LOOKUP);
  say(`${engine.name}: memberList {user_no} p50 ${ratio(noConsole.p50, noSql.p50)} its SQL (no target; reported)`);

  const patternRows: string[][] = [];
  const drawn = patterns(
    sample.map((m) => m.nickname),
    random,
  );
  for (const kind of ['substring', 'prefix'] as const) {
    const bodies = drawn[kind].map((nickname) => ({ nickname }));
    const sets: Recorded[][] = [];
    for (const body of bodies) sets.push(await listSql(body));
    const label = kind === 'substring' ? 'nickname, 3+ characters' : 'nickname, 1–2 char prefix';
    const [onConsole, onSql] = await versus(label, 'memberList', bodies, sets, SEARCH);
    let indexed = 0;
    const byIndex = new Map<string, number>();
    for (const [i, body] of bodies.entries()) {
      const answer = await call<{ total: number; total_capped?: boolean }>(engine.url, 'Member/memberList', body, token);
      const matches = answer.data.total_capped ? `${answer.data.total}+` : String(answer.data.total);
      const [page, count] = await Promise.all(sets[i].map((statement) => planAccess(engine.db, statement)));
      const uses = Object.entries(NICKNAME_INDEXES).filter(([, index]) => [...page, ...count].includes(index));
      // Served by indexes: no table read whole. A common one-letter prefix may rightly walk the
      // key in order and probe the nickname copy by key instead of reading the trigram index.
      if (![...page, ...count].some((read) => read.startsWith('seq scan'))) indexed++;
      for (const [name] of uses) byIndex.set(name, (byIndex.get(name) ?? 0) + 1);
      const [c, s] = [forBody(onConsole, i), forBody(onSql, i)];
      const times = [c.p50, c.p95, s.p95].map((ms) => fmt(ms, 1));
      patternRows.push([
        JSON.stringify(body.nickname),
        matches,
        String(c.count),
        ...times,
        page.join(', '),
        count.join(', '),
        uses.map(([name]) => name).join(' + ') || '—',
      ]);
    }
    const nicknameIndex = `${engine.name}: ${label} searches served by indexes (no table read whole)`;
    const reads = Object.entries(NICKNAME_INDEXES).map(([name, index]) => `${index} ${byIndex.get(name) ?? 0}/${bodies.length}`);
    say(`${engine.name}: ${label}: patterns whose page or count plan reads ${reads.join(', ')}`);
    say(`${engine.name}: ${label} p95 ${ratio(onConsole.p95, onSql.p95)} its SQL (reported)`);
    const p95 = `${fmt(onConsole.p95, 1)} ms`;
    lines.push(() => verdict(`${engine.name}: ${label}, p95`, p95, `≤ ${TARGET_P95_MS} ms`, onConsole.p95 <= TARGET_P95_MS));
    lines.push(() => verdict(nicknameIndex, `${indexed}/${bodies.length} patterns`, 'every pattern', indexed === bodies.length));
  }

  if (listCountry !== undefined) {
    const body = { page: 1, pn: 10, country_id: listCountry };
    const [onConsole, onSql] = await versus('memberList page 1, country', 'memberList', [body], [await listSql(body)], LIST);
    say(
      `${engine.name}: memberList page 1 with a country filter at ${LIST.connections} connections: p99 ${fmt(onConsole.p99, 2)} ms, ` +
        `${ratio(onConsole.p99, onSql.p99)} its SQL (no target; on PostgreSQL at 1 M see server-list.bench.ts)`,
    );
  }

  console.log(`\n${engine.name}:`);
  const heads = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'calls', 'failures', 'p50 ratio', 'p95 ratio', 'p99 ratio'];
  printTable(['call', ...heads], rows);
  console.log();
  const planHeads = [
    'matches',
    'calls',
    'p50 ms',
    'p95 ms',
    'SQL p95 ms',
    'page query reads',
    'count query reads',
    'nickname index',
  ];
  printTable(['nickname (1 at a time)', ...planHeads], patternRows);
  for (const line of lines) line();
}

async function seed(db: Database, members: number): Promise<number> {
  const start = performance.now();
  await migrate(db);
  await bootstrap(db, { adminPassword: BENCH_PASSWORD, now: systemClock.now() });
  await seedMembers(db, members);
  return (performance.now() - start) / 1000;
}

await runBench(
  'server members: lookups and nickname search on 1 M members (PostgreSQL) and 100 k (PGlite) vs the bare SQL',
  560,
  async () => {
    const postgres = await createPostgresDatabase();
    if (!postgres) note('no PostgreSQL answered at 127.0.0.1:5432: PGlite only');
    else {
      const db = openPostgres(postgres, { max: 4 });
      const closeDb = onCleanup(() => db.close());
      const pool = barePool(postgres, LIST.connections);
      const closePool = onCleanup(() => pool.end());
      const seconds = await seed(db, PG_MEMBERS);
      const server = await startServer('console', { BENCH_DATABASE_URL: postgres });
      const name = `PostgreSQL, ${PG_MEMBERS} members`;
      await measure({ name, members: PG_MEMBERS, db, floor: pool, url: server.url }, await signIn(server.url));
      note(`${name} seeded, indexed and vacuum-analyzed in ${fmt(seconds, 0)} s`);
      await server.stop();
      await closePool();
      await closeDb();
    }

    const db = await openPglite();
    onCleanup(() => db.close());
    const seconds = await seed(db, PGLITE_MEMBERS);
    const folder = mkdtempSync(join(tmpdir(), 'bench-members-'));
    onCleanup(() => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'pglite.tar'), await db.dump());
    const server = await startServer('console', { BENCH_PGLITE_DUMP: join(folder, 'pglite.tar') });
    const { rows } = await db.query<{ id: number }>(
      'SELECT country_id AS id FROM member GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const name = `PGlite, ${PGLITE_MEMBERS} members`;
    await measure({ name, members: PGLITE_MEMBERS, db, floor: db, url: server.url }, await signIn(server.url), rows[0].id);
    note(`${name} seeded, indexed and vacuum-analyzed in ${fmt(seconds, 0)} s; the console runs on a copy (dump and load)`);
    note(
      `lookups at ${LOOKUP.connections} connections over ${SAMPLE} random members in turn; searches 1 at a time, patterns in turn; ` +
        `${LOOKUP.warmupSeconds} s warm-up per side, then ${LOOKUP.rounds} alternating rounds`,
    );
    note(
      'bare = the statements the kit or handler sent for that very input, replayed as the console sends them (prepared over pg; a handler’s Promise.all at once)',
    );
  },
);
