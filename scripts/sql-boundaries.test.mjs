// node --test scripts/sql-boundaries.test.mjs (like the checker, nothing but TypeScript's parser)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkSqlBoundaries, declaredTables, foreignTables } from './sql-boundaries.mjs';

const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Source text from lines, `#{…}` standing for a template's `${…}`. */
const code = (...lines) => `${lines.join('\n').replaceAll('#{', '${')}\n`;

/** A server tree of `{ path: text }` in a temporary folder. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'sql-boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const TABLES = {
  'apps/server/src/engine/auth/auth.tables.ts': "export const admins = pgTable('admin', { id: serial('id') });\n",
  'apps/server/src/modules/member/member.tables.ts':
    "export const members = pgTable(\n  'member',\n  { id: bigint('id') },\n);\n",
  'apps/server/src/modules/pool/pool.tables.ts': code(
    'function poolTables(prefix: string) {',
    '  return { pools: pgTable(`#{prefix}_pool`, {}), prizes: pgTable(`#{prefix}_prize`, {}) };',
    '}',
    "const lucky = poolTables('lucky_box');",
    "const game = poolTables('game');",
  ),
};

/** A module that keeps to its own tables, and says other tables' names only where they are not SQL. */
const CLEAN = {
  ...TABLES,
  'apps/server/src/modules/pool/pool.actions.ts': code(
    '// Not SQL: SELECT id FROM member is a comment.',
    "const own = 'SELECT id FROM lucky_box_pool WHERE id = $1';",
    'const joined = sql`SELECT p.id FROM #{profiles} m JOIN game_prize p ON p.member_id = m.id FOR UPDATE`;',
    "const word = 'member';",
    "const notSql = 'the member list';",
  ),
  // Tests may build fixtures from any tables.
  'apps/server/src/modules/pool/pool.test.ts': "await db.query('INSERT INTO member (id) VALUES (1)');\n",
};

test('tables: named by a string, or by a function of the file from its calls', () => {
  const names = (path) => declaredTables(path, TABLES[path]);
  assert.deepEqual(names('apps/server/src/modules/member/member.tables.ts'), { names: ['member'], unknown: [] });
  assert.deepEqual(names('apps/server/src/modules/pool/pool.tables.ts').names.sort(), [
    'game_pool',
    'game_prize',
    'lucky_box_pool',
    'lucky_box_prize',
  ]);
  // A name the checker cannot work out fails the check instead of leaving the table unowned.
  assert.deepEqual(declaredTables('x.tables.ts', 'export const t = pgTable(NAME, {});\n').unknown, [1]);
});

test('a module naming only its own tables passes', () => {
  const result = checkSqlBoundaries(tree(CLEAN), []);
  assert.equal(result.tables, 6);
  assert.deepEqual(result.violations, []);
  assert.deepEqual([result.stale, result.conflicts, result.unreadable], [[], [], []]);
});

test("another module's table or the engine's, after FROM, JOIN, UPDATE or INTO, fails with file and line", () => {
  const root = tree({
    ...CLEAN,
    'apps/server/src/modules/pool/pool-members.ts': code(
      'export async function winners(ctx: ActionContext) {',
      "  await ctx.sql.query('SELECT nickname FROM member WHERE id = $1', [1]);",
      '  const named = sql`(SELECT a.username',
      '    FROM draws d JOIN "admin" a ON a.id = d.admin_id WHERE d.pool_id = #{pool.id})`;',
      "  await ctx.sql.query('UPDATE public.member SET level = 1');",
      '}',
    ),
    'apps/server/src/modules/member/member-pools.ts': code(
      'const n = sql`SELECT count(*) FROM #{x} x, y INSERT INTO lucky_box_prize (id) VALUES (1)`;',
    ),
  });
  const { violations } = checkSqlBoundaries(root, []);
  const found = violations.map((v) => `${v.file}:${v.line} ${v.keyword} ${v.table} (${v.owner})`);
  assert.deepEqual(found, [
    'apps/server/src/modules/member/member-pools.ts:1 INTO lucky_box_prize (pool)',
    'apps/server/src/modules/pool/pool-members.ts:2 FROM member (member)',
    'apps/server/src/modules/pool/pool-members.ts:4 JOIN admin (engine)',
    'apps/server/src/modules/pool/pool-members.ts:5 UPDATE member (member)',
  ]);
});

test('an exception allows one file (or a module folder) one table; one that allows nothing is reported', () => {
  const root = tree({
    ...CLEAN,
    'apps/server/src/modules/pool/pool-admins.ts': "const q = 'SELECT username FROM admin WHERE id = $1';\n",
    'apps/server/src/modules/member/member-pool.ts': "const q = 'SELECT 1 FROM game_pool';\n",
  });
  const exceptions = [
    { file: 'apps/server/src/modules/pool/', table: 'admin', reason: 'the fixture says so' },
    { file: 'apps/server/src/modules/member/member-pool.ts', table: 'lucky_box_pool', reason: 'matches nothing' },
  ];
  const { violations, stale } = checkSqlBoundaries(root, exceptions);
  assert.deepEqual(
    violations.map((v) => `${v.file}:${v.line} ${v.table}`),
    ['apps/server/src/modules/member/member-pool.ts:1 game_pool'],
  );
  assert.deepEqual(stale, [exceptions[1]]);
});

test('a table two owners declare is a conflict', () => {
  const root = tree({ ...TABLES, 'apps/server/src/modules/pool/more.tables.ts': "export const m = pgTable('member', {});\n" });
  assert.deepEqual(checkSqlBoundaries(root, []).conflicts, [{ table: 'member', owners: ['member', 'pool'] }]);
});

test('literals only: a substitution names no table, and locking FOR UPDATE is not an update', () => {
  const owners = new Map([['member', 'member']]);
  const text = code(
    'sql`SELECT 1 FROM #{member} WHERE x FOR UPDATE OF m`;',
    '// FROM member',
    'sql`SELECT 1 FROM member_profiles`;',
  );
  assert.deepEqual(foreignTables('a.ts', text, 'pool', owners), []);
  assert.deepEqual(foreignTables('a.ts', 'x = \'select 1 from "member" m\';', 'pool', owners), [
    { line: 1, table: 'member', owner: 'member', keyword: 'FROM' },
  ]);
});
