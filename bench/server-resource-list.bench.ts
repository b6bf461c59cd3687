/**
 * Lists served by serveResource against the hand-written lists they replaced (issue 12): the device
 * blacklist (1 M entries) and sensitive words (200 k across regions) on PostgreSQL. For each screen
 * and a few typical inputs — first page, a `contains` search, an eq filter, the blacklist's status
 * filter, a caller scoped to regions, a deep page by cursor — three sides run in alternating rounds
 * in this process on one `pg` pool: (a) runList with the hand-written ListDefinition, copied here
 * verbatim from git history (4f6dc0a, `wordList` and `blacklistList`), (b) runList with the
 * definition serveResource derives (taken from the module's own export action, the very object its
 * list action runs), and (c) the SQL (b) sends, recorded and replayed over `pg` — the floor. Before
 * any timing, (a) and (b) (and the module's list action itself) must answer the same rows, total and
 * cursor for every input, or the benchmark fails. Target: derived p50 ≤ 1.05× hand-written p50.
 *
 * The rounds are as short as can be: each caller runs one call of every side in turn, the order
 * rotating through all six permutations, so a burst of outside load on this shared machine falls on
 * the three sides alike. With one caller (the default) each call's CPU in this process is its own.
 * `paired ÷ (a)` is the median, over rounds, of (b)'s call over (a)'s call of the same round.
 *
 * BENCH_BLACKLIST (1 000 000) and BENCH_WORDS (200 000) size the tables; BENCH_CLIENTS (1) callers;
 * BENCH_SECONDS_PER_INPUT (12) for the three sides of one input together, stretched (up to 4×) until
 * each side has 10 calls.
 */
import { deviceBlacklistActions, type Lang, REGIONS, type Resource, sensitiveWordActions } from '@console/contract';
import { migrate, openPostgres, systemClock } from '@console/server';
import { and, desc, getTableColumns, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Queryable } from '../apps/server/src/db/database.ts';
import { ormFor } from '../apps/server/src/db/orm.ts';
import type { RegisteredAction } from '../apps/server/src/engine/context.ts';
import { fieldsAt, type ListContext, type ListDefinition, type ListInput, runList } from '../apps/server/src/engine/list/list.ts';
import type { Scope } from '../apps/server/src/engine/scope.ts';
import { deviceBlacklistModule } from '../apps/server/src/modules/device-blacklist/device-blacklist.actions.ts';
import { deviceBlacklist } from '../apps/server/src/modules/device-blacklist/device-blacklist.tables.ts';
import { sensitiveWordsModule } from '../apps/server/src/modules/sensitive-words/sensitive-words.actions.ts';
import { sensitiveWords } from '../apps/server/src/modules/sensitive-words/sensitive-words.tables.ts';
import { runBench } from './lib/lifecycle.ts';
import { fmt, note, printTable, summarize, verdict } from './lib/report.ts';
import { createPostgresDatabase } from './lib/servers.ts';
import { barePool, inlineSql, planAccess, type Recorded, recordSql, replay } from './lib/sql.ts';

const BLACKLIST = Number(process.env.BENCH_BLACKLIST ?? 1_000_000);
const WORDS = Number(process.env.BENCH_WORDS ?? 200_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1);
const INPUT_MS = Number(process.env.BENCH_SECONDS_PER_INPUT ?? 12) * 1000;
/** Calls each side gets at least, unless that would take more than MAX_STRETCH × INPUT_MS. */
const MIN_CALLS = 10;
const MAX_STRETCH = 4;
const WARMUP_MS = 500;
const PAGE = 20;
const TARGET_RATIO = 1.05;

// ---- The hand-written definitions, verbatim from 4f6dc0a (only their row types loosened). ----

type WordRecord = typeof sensitiveWords.$inferSelect;

const toWordRow = (w: WordRecord) => ({
  id: w.id,
  word: w.word,
  region_id: w.regionId,
  record: w.record,
  created_by_name: w.createdByName,
  created_at: w.createdAt,
  updated_at: w.updatedAt,
});

const wordList: ListDefinition<ReturnType<typeof toWordRow>> = {
  fields: getTableColumns(sensitiveWords),
  source: (db, fields) => db.select(fields).from(sensitiveWords).$dynamic(),
  key: sensitiveWords.id,
  sortable: { word: sensitiveWords.word },
  scope: { region: sensitiveWords.regionId },
  filters: {
    word: { contains: sensitiveWords.word },
    region_id: { eq: sensitiveWords.regionId },
    record: { eq: sensitiveWords.record },
  },
  toRow: (record) => toWordRow(record as WordRecord),
};

type Entry = typeof deviceBlacklist.$inferSelect;
type Status = 'active' | 'expired' | 'removed';

const statusOf = (e: Entry, now: number): Status =>
  e.removedAt !== null ? 'removed' : e.expiresAt !== null && e.expiresAt <= now ? 'expired' : 'active';

const toEntryRow = (e: Entry, now: number) => ({
  id: e.id,
  kind: e.kind,
  value: e.value,
  level: e.level,
  reason: e.reason,
  expires_at: e.expiresAt,
  created_by_name: e.createdByName,
  created_at: e.createdAt,
  removed_at: e.removedAt,
  removed_by_name: e.removedByName,
  remove_reason: e.removeReason,
  status: statusOf(e, now),
});

function statusCondition(status: Status, now: number): SQL | undefined {
  if (status === 'removed') return isNotNull(deviceBlacklist.removedAt);
  if (status === 'expired') return and(isNull(deviceBlacklist.removedAt), lte(deviceBlacklist.expiresAt, now));
  return and(isNull(deviceBlacklist.removedAt), or(isNull(deviceBlacklist.expiresAt), gt(deviceBlacklist.expiresAt, now)));
}

const blacklistList: ListDefinition<ReturnType<typeof toEntryRow>> = {
  fields: getTableColumns(deviceBlacklist),
  source: (db, fields) => db.select(fields).from(deviceBlacklist).$dynamic(),
  key: deviceBlacklist.id,
  sortable: { level: deviceBlacklist.level, expires_at: deviceBlacklist.expiresAt },
  filters: {
    kind: { eq: deviceBlacklist.kind },
    value: { contains: deviceBlacklist.value },
    level: { eq: deviceBlacklist.level },
    status: { where: statusCondition },
    created_from: { from: deviceBlacklist.createdAt },
    created_to: { to: deviceBlacklist.createdAt },
  },
  toRow: (record, _lang, now) => toEntryRow(record as Entry, now),
};

// ---- What serveResource derived: the module's own objects, not a re-creation. ----

interface Served {
  list: ListDefinition<unknown>;
  action: RegisteredAction;
}

/** serveResource hands the same ListDefinition to its list and export actions; the export keeps it. */
function served(actions: readonly RegisteredAction[], resource: Resource): Served {
  const list = actions.find((action) => action.export)?.export?.list;
  const action = actions.find((candidate) => candidate.spec === resource.list);
  if (!list || !action) throw new Error(`${resource.module}: no served list (or export) action`);
  return { list: list as ListDefinition<unknown>, action };
}

// ---- Seeding. ----

const SECONDS_OVER = 2 * 365 * 86400;
const ADMINS = `ARRAY['admin', 'ops_li', 'ops_wang', 'risk_chen']`;

/**
 * One INSERT … SELECT per table, with the secondary indexes dropped during the insert and built
 * again from their own definitions afterwards; then VACUUM ANALYZE. Bytes of md5(i) pick each
 * row's kind, level, expiry, removal and region, so every run seeds the same rows; ids grow with
 * creation time, as on a live system.
 */
async function seed(db: Queryable & { exec(script: string): Promise<unknown> }, now: number): Promise<void> {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = 'public' AND tablename IN ('device_blacklist', 'sensitive_word') AND indexname NOT LIKE '%_pkey'`,
  );
  for (const { name } of indexes) await db.query(`DROP INDEX "${name}"`);
  // 60 % device ids, 30 % IPv4, 10 % machine codes; levels 60/30/10 %; 35 % permanent, the rest
  // 24 h, 72 h or 30 days from creation (so most are expired by now); 10 % taken off.
  await db.query(
    `INSERT INTO device_blacklist (kind, value, level, reason, expires_at, created_by, created_by_name, created_at,
       removed_at, removed_by, removed_by_name, remove_reason)
     SELECT kind,
       CASE kind WHEN 'device' THEN 'dev-' || substr(h, 1, 16)
                 WHEN 'ip' THEN (1 + get_byte(b, 6) % 223) || '.' || (i >> 16 & 255) || '.' || (i >> 8 & 255) || '.' || (i & 255)
                 ELSE 'MC-' || upper(substr(h, 17, 12)) END,
       CASE WHEN get_byte(b, 1) < 153 THEN 1 WHEN get_byte(b, 1) < 230 THEN 2 ELSE 3 END,
       (ARRAY['emulator farm', 'fraud ring', 'chargeback abuse', 'bot traffic', 'multi-account abuse'])[1 + get_byte(b, 2) % 5],
       CASE WHEN get_byte(b, 3) < 90 THEN NULL ELSE created_at + (ARRAY[86400, 259200, 2592000])[1 + get_byte(b, 3) % 3] END,
       1 + get_byte(b, 4) % 4, (${ADMINS})[1 + get_byte(b, 4) % 4], created_at,
       CASE WHEN removed THEN LEAST($2::bigint, created_at + 3600 * (1 + get_byte(b, 5))) END,
       CASE WHEN removed THEN 1 END,
       CASE WHEN removed THEN 'admin' ELSE '' END,
       CASE WHEN removed THEN 'appeal accepted' ELSE '' END
     FROM (
       SELECT i, h, b, $2::bigint - ($1::bigint - i) * $3::bigint AS created_at, get_byte(b, 7) < 26 AS removed,
         CASE WHEN get_byte(b, 0) < 154 THEN 'device' WHEN get_byte(b, 0) < 230 THEN 'ip' ELSE 'machine' END AS kind
       FROM (SELECT i, h, decode(h, 'hex') AS b FROM (SELECT i, md5(i::text) AS h FROM generate_series(1, $1::int) AS i) g) d
     ) s`,
    [BLACKLIST, now, Math.max(1, Math.floor(SECONDS_OVER / BLACKLIST))],
  );
  // A word of a small vocabulary and a number (unique per region), evenly over the regions; 75 % recorded.
  await db.query(
    `INSERT INTO sensitive_word (word, region_id, record, created_by, created_by_name, created_at, updated_at)
     SELECT (ARRAY['casino', 'bet', 'scam', 'porn', 'drugs', 'hack', 'cheat', 'fraud', 'gamble', 'weed', 'escort',
               'loan', 'crypto', 'botnet', 'spam', 'vpn'])[1 + get_byte(b, 0) % 16] || i,
       ($4::int[])[1 + get_byte(b, 1) % cardinality($4::int[])],
       get_byte(b, 2) < 192,
       1 + get_byte(b, 3) % 4, (${ADMINS})[1 + get_byte(b, 3) % 4], created_at,
       LEAST($2::bigint, created_at + CASE WHEN get_byte(b, 4) < 64 THEN 86400 * (1 + get_byte(b, 5) % 30) ELSE 0 END)
     FROM (
       SELECT i, b, $2::bigint - ($1::bigint - i) * $3::bigint AS created_at
       FROM (SELECT i, decode(md5('w' || i), 'hex') AS b FROM generate_series(1, $1::int) AS i) g
     ) s`,
    [WORDS, now, Math.max(1, Math.floor(SECONDS_OVER / WORDS)), REGIONS.map((region) => region.id)],
  );
  for (const { definition } of indexes) await db.exec(`SET maintenance_work_mem = '256MB'; ${definition}`);
  await db.query('VACUUM ANALYZE device_blacklist, sensitive_word');
}

// ---- Measuring. ----

interface Variant {
  screen: string;
  name: string;
  hand: ListDefinition<unknown>;
  derived: Served;
  input: ListInput;
  scope: Scope;
}

interface Side {
  name: string;
  run: () => Promise<unknown>;
  latencies: number[];
  /** CPU of this process during the side's calls, in µs (its own with one caller). */
  cpu: number;
}

const PERMUTATIONS = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
  [1, 0, 2],
  [0, 2, 1],
];

/**
 * CLIENTS callers, each running one call of every side per round, the order rotating through the
 * permutations; for `ms`, then on until every side has MIN_CALLS calls or MAX_STRETCH × `ms` passed.
 */
async function interleave(sides: Side[], ms: number, keep: boolean): Promise<void> {
  const start = performance.now();
  let round = 0;
  const enough = () => {
    const elapsed = performance.now() - start;
    if (elapsed < ms) return false;
    return !keep || elapsed > ms * MAX_STRETCH || sides.every((side) => side.latencies.length >= MIN_CALLS);
  };
  const caller = async () => {
    while (!enough()) {
      for (const at of PERMUTATIONS[round++ % PERMUTATIONS.length]) {
        const side = sides[at];
        const [begin, cpu] = [performance.now(), process.cpuUsage()];
        await side.run();
        const used = process.cpuUsage(cpu);
        if (!keep) continue;
        side.latencies.push(performance.now() - begin);
        side.cpu += used.user + used.system;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, caller));
}

async function alternate(sides: Side[]): Promise<void> {
  await interleave(sides, WARMUP_MS, false);
  await interleave(sides, INPUT_MS, true);
}

/** JSON with every object's keys sorted: rows equal whatever order their fields were set in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const sameSql = (a: readonly Recorded[], b: readonly Recorded[]) =>
  a.length === b.length &&
  a.every((s, i) => s.text === b[i].text && s.rowMode === b[i].rowMode && canonical(s.params) === canonical(b[i].params));

/** How many expressions a statement selects (top level, before its first FROM). */
function selectedCount({ text }: Recorded): number {
  const list = text.slice(text.indexOf('select') + 6, text.indexOf(' from '));
  let [depth, commas] = [0, 0];
  for (const char of list) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) commas++;
  }
  return commas + 1;
}

/** Where toRow's rows go, so that the optimizer cannot drop the work. */
let sink: unknown;

/** µs to turn one page of records into rows, through each definition's toRow (no database). */
async function toRowMicros(ctx: ListContext, defs: ListDefinition<unknown>[]): Promise<number[]> {
  const pages = await Promise.all(
    defs.map(
      (def) =>
        def.source(ctx.db, fieldsAt(def, ctx.now)).orderBy(desc(def.key)).limit(PAGE) as Promise<Record<string, unknown>[]>,
    ),
  );
  const times = (def: ListDefinition<unknown>, records: Record<string, unknown>[], n: number) => {
    const start = performance.now();
    for (let i = 0; i < n; i++) sink = records.map((record) => def.toRow(record, ctx.lang, ctx.now));
    return ((performance.now() - start) * 1000) / n;
  };
  for (let warm = 0; warm < 3; warm++) for (const [i, def] of defs.entries()) times(def, pages[i], 2000);
  const micros = defs.map((def, i) => times(def, pages[i], 20_000));
  if (!Array.isArray(sink)) throw new Error('toRow answered nothing');
  return micros;
}

await runBench('server resource list: serveResource lists vs the hand-written ones vs their SQL', 600, async () => {
  const postgres = await createPostgresDatabase();
  if (!postgres) return note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
  const db = openPostgres(postgres, { max: 2 });
  let dbOpen = true;
  const closeDb = async () => {
    if (dbOpen) await db.close();
    dbOpen = false;
  };
  // One pool for all three sides: (a) and (b) reach it through drizzle as the console does
  // (openPostgres's `run`: int8 as numbers, array rows for drizzle's mapper), (c) sends to it directly.
  const pool: pg.Pool = barePool(postgres, CLIENTS * 2);
  const connection: Queryable = {
    async query(text, params = [], rowMode = 'object') {
      const result = await pool.query({ text, values: params, ...(rowMode === 'array' ? { rowMode: 'array' } : {}) });
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
  };
  try {
    const now = systemClock.now();
    const seeding = performance.now();
    await migrate(db);
    await seed(db, now);
    const seedSeconds = (performance.now() - seeding) / 1000;
    await closeDb();
    note(`seeded ${BLACKLIST} blacklist entries and ${WORDS} sensitive words in ${fmt(seedSeconds, 0)} s`);

    const blacklist = served(deviceBlacklistModule.actions, deviceBlacklistActions.deviceBlacklist);
    const words = served(sensitiveWordsModule.actions, sensitiveWordActions.sensitiveWords);
    const everything: Scope = { all: true };
    const parseBlacklist = (body: object) => deviceBlacklistActions.deviceBlacklist.list.input.parse(body) as ListInput;
    const parseWords = (body: object) => sensitiveWordActions.sensitiveWords.list.input.parse(body) as ListInput;
    const b = (name: string, body: object, scope: Scope = everything): Variant => ({
      screen: 'blacklist',
      name,
      hand: blacklistList as ListDefinition<unknown>,
      derived: blacklist,
      input: parseBlacklist({ page: 1, pn: PAGE, ...body }),
      scope,
    });
    const w = (name: string, body: object, scope: Scope = everything): Variant => ({
      screen: 'words',
      name,
      hand: wordList as ListDefinition<unknown>,
      derived: words,
      input: parseWords({ page: 1, pn: PAGE, ...body }),
      scope,
    });
    const variants: Variant[] = [
      b('first page', {}),
      b('value contains "a1b"', { value: 'a1b' }),
      b('kind = machine', { kind: 'machine' }),
      b('status = active', { status: 'active' }),
      b('deep page by cursor', { cursor: Math.round(BLACKLIST / 10) }),
      w('first page', {}),
      w('word contains "casino"', { word: 'casino' }),
      w('region_id = 1', { region_id: 1 }),
      w('caller scoped to regions 2, 3', {}, { all: false, regionIds: [2, 3], countryIds: [] }),
      w('deep page by cursor', { cursor: Math.round(WORDS / 10) }),
    ];

    const lang: Lang = 'en-us';
    const contextOf = (scope: Scope): ListContext => ({ db: ormFor(connection), scope, principal: null, lang, now });

    // Equality first, for every input: hand-written, derived and the module's served list action.
    const recorded: { hand: Recorded[]; derived: Recorded[] }[] = [];
    for (const v of variants) {
      const ctx = contextOf(v.scope);
      const hand = await runList(ctx, v.hand, v.input);
      const derived = await runList(ctx, v.derived.list, v.input);
      const action = await v.derived.action.handler(v.input as never, ctx as never, undefined as never);
      const label = `${v.screen}, ${v.name}`;
      if (hand.list.length === 0)
        throw new Error(`${label}: the hand-written list found no rows; the seed does not fit the input`);
      if (canonical(hand) !== canonical(derived)) {
        console.error(`hand-written: ${canonical(hand).slice(0, 2000)}\nderived:      ${canonical(derived).slice(0, 2000)}`);
        throw new Error(`${label}: the derived list answers other rows than the hand-written one`);
      }
      if (canonical(action) !== canonical(derived)) throw new Error(`${label}: the served list action answers other rows`);
      const sql = {
        hand: await recordSql(connection, (rec) => runList({ ...rec, scope: v.scope, now }, v.hand, v.input)),
        derived: await recordSql(connection, (rec) => runList({ ...rec, scope: v.scope, now }, v.derived.list, v.input)),
      };
      recorded.push(sql);
    }
    note(
      `(a) and (b) answered the same rows, totals and cursors for all ${variants.length} inputs; so did the served list actions`,
    );

    const rows: string[][] = [];
    const planRows: string[][] = [];
    const lines: { label: string; ratio: number }[] = [];
    const ratio = (x: number, y: number) => `${fmt(x / y, 2)}×`;
    for (const [at, v] of variants.entries()) {
      const ctx = contextOf(v.scope);
      const sql = recorded[at];
      const side = (name: string, run: () => Promise<unknown>): Side => ({ name, run, latencies: [], cpu: 0 });
      const sides = [
        side('(a) hand-written', () => runList(ctx, v.hand, v.input)),
        side('(b) derived', () => runList(ctx, v.derived.list, v.input)),
        side('(c) its SQL over pg', () => replay(pool, sql.derived)),
      ];
      await alternate(sides);
      const [a, d, c] = sides.map((s) => ({ ...s, ...summarize(s.latencies) }));
      const label = `${v.screen}, ${v.name}`;
      // The same round's calls of (b) and (a), one over the other: outside load cancels out.
      const paired = summarize(d.latencies.map((ms, i) => ms / (a.latencies[i] ?? Number.NaN)).filter(Number.isFinite)).p50;
      const row = (s: typeof a, first: string, vsHand: string[], vsSql: string[]) => [
        first,
        s.name,
        String(s.count),
        fmt(s.p50, 2),
        fmt(s.p95, 2),
        ...vsHand,
        ...vsSql,
        CLIENTS === 1 ? fmt(s.cpu / s.count, 0) : '—',
      ];
      rows.push(
        row(a, label, ['1.00×', '1.00×', ''], [ratio(a.p50, c.p50), ratio(a.p95, c.p95)]),
        row(d, '', [ratio(d.p50, a.p50), ratio(d.p95, a.p95), `${fmt(paired, 2)}×`], [ratio(d.p50, c.p50), ratio(d.p95, c.p95)]),
        row(c, '', ['', '', ''], ['1.00×', '1.00×']),
      );
      lines.push({ label, ratio: d.p50 / a.p50 });
      const isCount = (statement: Recorded) => /^select count\(/i.test(statement.text);
      const page = sql.derived.find((statement) => !isCount(statement));
      const count = sql.derived.find(isCount);
      const handPage = sql.hand.find((statement) => !isCount(statement));
      if (!page || !handPage) throw new Error(`${label}: no page statement recorded`);
      planRows.push([
        label,
        sameSql(sql.hand, sql.derived) ? 'yes' : 'NO',
        `${selectedCount(handPage)} / ${selectedCount(page)}`,
        (await planAccess(connection, page)).join(', '),
        count ? (await planAccess(connection, count)).join(', ') : '',
      ]);
    }

    console.log();
    printTable(
      [
        'input',
        'side',
        'calls',
        'p50 ms',
        'p95 ms',
        'p50 ÷ (a)',
        'p95 ÷ (a)',
        'paired ÷ (a)',
        'p50 ÷ (c)',
        'p95 ÷ (c)',
        'node µs/call',
      ],
      rows,
    );
    console.log();
    printTable(['input', 'same SQL (a)=(b)', 'columns (a)/(b)', 'page reads', 'count reads'], planRows);
    const toRow = [
      ['blacklist', ...(await toRowMicros(contextOf(everything), [blacklistList as ListDefinition<unknown>, blacklist.list]))],
      ['words', ...(await toRowMicros(contextOf(everything), [wordList as ListDefinition<unknown>, words.list]))],
    ];
    console.log();
    printTable(
      ['toRow of one page (20 records)', '(a) µs', '(b) µs'],
      toRow.map(([name, x, y]) => [String(name), fmt(Number(x), 1), fmt(Number(y), 1)]),
    );

    console.log();
    note(
      `${CLIENTS} caller(s), each running one call of (a), (b) and (c) per round in rotating order, ${INPUT_MS / 1000} s per input after ${WARMUP_MS / 1000} s of warm-up; one pg pool of ${CLIENTS * 2}`,
    );
    for (const { label, ratio: r } of lines)
      verdict(`${label}: derived p50`, `${fmt(r, 2)}× hand-written`, `≤ ${TARGET_RATIO}×`, r <= TARGET_RATIO);
    const worst = Math.max(...lines.map((line) => line.ratio));
    const geomean = Math.exp(lines.reduce((sum, line) => sum + Math.log(line.ratio), 0) / lines.length);
    verdict(
      'serveResource lists, all inputs: derived p50',
      `${fmt(geomean, 2)}× hand-written (geometric mean; worst ${fmt(worst, 2)}×)`,
      `≤ ${TARGET_RATIO}× on every input`,
      worst <= TARGET_RATIO,
    );
    const missed = variants.filter((_, i) => lines[i].ratio > TARGET_RATIO);
    for (const v of missed) {
      const at = variants.indexOf(v);
      const sql = recorded[at];
      console.log(`\n${v.screen}, ${v.name}: the SQL of (a), then of (b)`);
      for (const statement of sql.hand) console.log(`  (a) ${inlineSql(statement)}`);
      for (const statement of sql.derived) console.log(`  (b) ${inlineSql(statement)}`);
      note(
        sameSql(sql.hand, sql.derived)
          ? 'the same statements with the same parameters: the gap is in JS (toRow, above) or noise on this shared machine'
          : 'the statements differ: the derived definition asks the database something else',
      );
    }
  } finally {
    await closeDb();
    await pool.end();
  }
});
