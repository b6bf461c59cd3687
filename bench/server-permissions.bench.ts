/**
 * What permissions cost per call, with 200 custom roles (random menu subsets, 300 denied actions each)
 * and 2000 admins spread over them (300 per-admin overrides each), seeded with
 * SQL on PostgreSQL; 2000 sessions of the custom-role admins, so the console's session cache holds
 * 2000 entries and re-reads them as they age. Loaded with autocannon (10 connections, alternating
 * rounds), every request on the next session:
 * - the trivial action CommonHelper/findregionSelectListByPage ('signedIn'): the floor;
 * - BenchProbe/findregionSelectListByPage: the same handler behind a menu permission (bench/lib/serve.ts);
 * - Power/leftMenu (the caller's menu tree).
 * And `refusalFor` in a tight loop against a no-op, for a custom-role and a super admin. Target: a permission-checked call takes ≤ 1.1×
 * the floor's time per call.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type ActionSpec, ALL_MENU_IDS, actionKey, MenuIds, referenceActions } from '@console/contract';
import { bootstrap, type Database, migrate, openPostgres, systemClock } from '@console/server';
import { type PrincipalRow, principalOf } from '../apps/server/src/engine/auth/principal.ts';
import type { Principal } from '../apps/server/src/engine/context.ts';
import { refusalFor } from '../apps/server/src/engine/permissions.ts';
import { MODULES } from '../apps/server/src/modules/index.ts';
import { runBench, sleep } from './lib/lifecycle.ts';
import { compare, DEFAULT_LOAD, type LoadTarget } from './lib/load.ts';
import { fmt, note, printTable, verdict } from './lib/report.ts';
import { BENCH_PASSWORD, call, createPostgresDatabase, startServer } from './lib/servers.ts';

const ROLES = 200;
const ADMINS = 2000;
const SESSIONS_PER_GROUP = 2000;
const DENIED = 300;
const OVERRIDES = 300;
const TARGET = 1.1;
/** How long the console caches a session (apps/server/src/engine/auth/auth-service.ts). */
const CACHE_SECONDS = 15;
const LOOP_CALLS = 2_000_000;
const TRIVIAL = referenceActions.findRegionSelectList;
const PROBE: ActionSpec = { ...TRIVIAL, module: 'BenchProbe', permission: { menu: MenuIds.memberSearch } };
const BODY = { page: 1, pn: 10 };

/** A small deterministic generator, so every run seeds the same roles. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const menuIds = [...ALL_MENU_IDS];
const actionKeys = MODULES.flatMap((module) => module.actions.map((action) => actionKey(action.spec)));

/** Roles, admins, overrides and one session per admin; returns the sessions' tokens. */
async function seed(db: Database): Promise<string[]> {
  const next = random(42);
  const now = systemClock.now();
  const roles = Array.from({ length: ROLES }, () => {
    const menus = menuIds.filter((id) => id === MenuIds.memberSearch || next() < 0.5);
    const denied = actionKeys.filter((key) => key !== actionKey(TRIVIAL) && next() < 0.3);
    for (let i = denied.length; i < DENIED; i++) denied.push(`Bench/denied${i}`);
    return { menus: `{${menus.join(',')}}`, denied: `{${denied.join(',')}}` };
  });
  await db.query(
    `INSERT INTO role (name, kind, menu_ids, denied_actions, created_at, updated_at)
     SELECT 'bench role ' || n, 'custom', m::integer[], d::text[], $3, $3
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(m, d, n)`,
    [roles.map((r) => r.menus), roles.map((r) => r.denied), now],
  );
  await db.query(
    `INSERT INTO admin (username, password_hash, role_id, created_at, updated_at)
     SELECT 'bench_admin_' || i, 'unused', (SELECT id FROM role WHERE name = 'bench role ' || (1 + i % $1)), $3::bigint, $3::bigint
     FROM generate_series(1, $2::int) AS i`,
    [ROLES, ADMINS, now],
  );
  await db.query(
    `INSERT INTO admin_action_override (admin_id, action_key, enabled, updated_at)
     SELECT a.id, 'Bench/override' || j, (a.id + j) % 2 = 0, $2
     FROM admin a, generate_series(1, $1::int) AS j WHERE a.username LIKE 'bench\\_admin\\_%'`,
    [OVERRIDES, now],
  );
  const sessions = async (pattern: string) => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM admin WHERE username LIKE $1 ORDER BY id', [pattern]);
    const tokens = Array.from({ length: SESSIONS_PER_GROUP }, () => randomBytes(32).toString('base64url'));
    // last_seen_at a little ahead: no session is touched (one UPDATE per token a minute) during the run.
    await db.query(
      `INSERT INTO admin_session (token_hash, admin_id, created_at, last_seen_at)
       SELECT h, a, $3::bigint, $3::bigint + 600 FROM unnest($1::text[], $2::int[]) AS s(h, a)`,
      [
        tokens.map((token) => createHash('sha256').update(token).digest('hex')),
        tokens.map((_, i) => rows[i % rows.length].id),
        now,
      ],
    );
    return tokens;
  };
  return sessions('bench\\_admin\\_%');
}

/** ns per call of `check` over LOOP_CALLS calls, best of three, alternating with the other checks. */
function timeChecks(checks: (() => unknown)[]): number[] {
  const best = checks.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < 3; round++) {
    checks.forEach((check, i) => {
      let refused = 0;
      const start = process.hrtime.bigint();
      for (let n = 0; n < LOOP_CALLS; n++) if (check() !== undefined) refused++;
      const ns = Number(process.hrtime.bigint() - start) / LOOP_CALLS;
      if (refused > LOOP_CALLS) throw new Error('unreachable');
      best[i] = Math.min(best[i], ns);
    });
  }
  return best;
}

function syntheticPrincipal(kind: 'super_admin' | 'custom'): Principal {
  const row: PrincipalRow = {
    ...{ admin_id: 2, username: 'x', status: 'enabled', region_ids: null, country_ids: null, area_name: '', area_id: null },
    ...{ area_country_ids: null, must_change_password: false, role_id: 9, role_name: 'r', role_kind: kind },
    menu_ids: menuIds.filter((_, i) => i % 2 === 0 || menuIds[i] === MenuIds.memberSearch),
    denied_actions: Array.from({ length: DENIED }, (_, i) => `Bench/denied${i}`),
    overrides: Object.fromEntries(Array.from({ length: OVERRIDES }, (_, i) => [`Bench/override${i}`, i % 2 === 0])),
  };
  return principalOf(row);
}

await runBench('server permissions: permission checks per call with 200 roles and 2000 admins', 240, async () => {
  const postgres = await createPostgresDatabase();
  if (!postgres) return note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
  const db = openPostgres(postgres, { max: 2 });
  let tokens: string[];
  try {
    await migrate(db);
    await bootstrap(db, { adminPassword: BENCH_PASSWORD, now: systemClock.now() });
    tokens = await seed(db);
  } finally {
    await db.close();
  }
  const server = await startServer('console', { BENCH_DATABASE_URL: postgres, BENCH_PROBE: '1' });
  const path = (action: string, token: string) => `/api/${action}?lang=en-us&token=${token}`;
  const rows = [
    { name: 'trivial action (floor)', action: actionKey(TRIVIAL), group: tokens },
    { name: 'menu-permissioned copy', action: actionKey(PROBE), group: tokens },
    { name: 'Power/leftMenu', action: 'Power/leftMenu', group: tokens },
  ];
  for (const { action, group } of rows) {
    for (const token of group.slice(0, 20)) {
      const answer = await call(server.url, action, BODY, token);
      if (answer.status !== 200) throw new Error(`${action} answered ${answer.status} ${answer.msg}`);
    }
  }
  // Load the sessions one by one over a cache period, so that they also expire evenly and every row
  // pays the same steady rate of re-reads instead of one row meeting all 2000 at once.
  const spread = performance.now();
  for (const [i, token] of tokens.entries()) {
    await call(server.url, actionKey(TRIVIAL), BODY, token);
    await sleep(Math.max(0, spread + (i * CACHE_SECONDS * 1000) / tokens.length - performance.now()));
  }
  const targets: LoadTarget[] = rows.map(({ action, group }) => ({
    url: `${server.url}${path(action, group[0])}`,
    paths: group.map((token) => path(action, token)),
    cpuMicros: server.cpuMicros,
  }));
  const results = await compare(targets, BODY);

  const custom = syntheticPrincipal('custom');
  const root = syntheticPrincipal('super_admin');
  const noop = (_principal: Principal, _spec: ActionSpec): string | undefined => undefined;
  const checks = [
    { name: 'no-op function (baseline)', check: () => noop(custom, PROBE) },
    { name: 'refusalFor: signedIn action, custom role', check: () => refusalFor(custom, TRIVIAL) },
    { name: 'refusalFor: menu action, custom role', check: () => refusalFor(custom, PROBE) },
    { name: 'refusalFor: menu action, super admin', check: () => refusalFor(root, PROBE) },
  ];
  const ns = timeChecks(checks.map(({ check }) => check));

  const floor = results[0];
  const timeRatio = (i: number) => floor.rps / results[i].rps;
  console.log();
  printTable(
    ['over HTTP', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures', 'server µs/req', 'time ratio', 'p50 ratio'],
    rows.map(({ name }, i) => {
      const r = results[i];
      const numbers = [fmt(r.rps, 0), fmt(r.p50, 2), fmt(r.p99, 2), String(r.requests), String(r.failures), fmt(r.serverCpu, 1)];
      return [name, ...numbers, `${fmt(timeRatio(i), 3)}×`, `${fmt(r.p50 / floor.p50, 3)}×`];
    }),
  );
  console.log();
  printTable(
    ['in process', 'ns/call', 'over baseline ns', 'share of the floor µs/req'],
    checks.map(({ name }, i) => {
      const extra = ns[i] - ns[0];
      return [
        name,
        fmt(ns[i], 1),
        i === 0 ? '' : fmt(extra, 1),
        i === 0 ? '' : `${fmt((100 * extra) / (1000 * floor.serverCpu), 3)}%`,
      ];
    }),
  );
  console.log();
  const { connections, warmupSeconds, seconds, rounds } = DEFAULT_LOAD;
  note(
    `${ROLES} custom roles (random menus, ${DENIED} denied actions), ${ADMINS} admins over them (${OVERRIDES} overrides each)`,
  );
  note(
    `every row: the same ${SESSIONS_PER_GROUP} custom-role admins' sessions, a new one every request, first loaded evenly over`,
  );
  note(`${CACHE_SECONDS} s (the cache's re-read period) so re-reads come at a steady rate; super admins: in process only`);
  note(
    `autocannon: ${connections} connections, ${warmupSeconds} s warm-up, ${seconds} s per row in ${rounds} alternating rounds`,
  );
  note(`time ratio = the floor's req/s ÷ the row's; in process: best of 3 × ${LOOP_CALLS} calls`);
  const met = (i: number) => timeRatio(i) <= TARGET && results[i].failures === 0;
  verdict('menu-permissioned vs trivial action (same admins): time per call', `${fmt(timeRatio(1), 3)}×`, `≤ ${TARGET}×`, met(1));
  const customVsSuper = ns[2] / ns[3];
  verdict(
    'refusalFor, custom-role admin vs super admin (in process)',
    `${fmt(customVsSuper, 3)}×`,
    `≤ ${TARGET}×`,
    customVsSuper <= TARGET,
  );
  const menu = results[2];
  console.log(
    `Power/leftMenu: ${fmt(menu.rps, 0)} req/s, p50 ${fmt(menu.p50, 2)} ms, p99 ${fmt(menu.p99, 2)} ms, ${fmt(timeRatio(2), 2)}× the floor (no target; reported)`,
  );
});
