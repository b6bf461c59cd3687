// npm run lint runs this: raw SQL that names another module's table fails (DESIGN §2 and §4).
//
// dependency-cruiser sees imports, not SQL text, so a module that writes `SELECT … FROM member` in a
// string reads the member module's table without importing it. This checker learns who owns which
// table, then reads the string and template literals of every server module's non-test files and
// fails, listing file:line, where SQL text names a table of another owner after FROM, JOIN, UPDATE
// or INTO. Tests may build fixtures from any tables, as in .dependency-cruiser.cjs.
//
// Owners:
// - a module owns the tables its apps/server/src/modules/<module>/**/*.tables.ts declare (`pgTable('<name>'`,
//   or a name a function of the file makes from its argument, as prize pools make theirs);
// - the engine owns those of apps/server/src/engine/**/*.tables.ts (admins, roles, sessions, the
//   operation log, jobs…). A module uses them through the engine's functions only, never by name
//   in raw SQL: naming one is a violation like naming another module's table.
// A table declared by two owners is an error of its own.
//
// Exceptions: EXCEPTIONS below, one entry per file (or module folder) and table, each with the reason it cannot go
// through the owner's functions (yet). An entry that no longer matches anything is reported too,
// so the list only shrinks.
//
// The parser is TypeScript's (a dev dependency of the repository already): literals are found
// exactly, comments are never read as SQL.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const GUILD_ABOVE_HOST =
  "issue 28: move to guild.lookup.ts. The host screens show each host's guild by name, but the guild module builds on " +
  'the host module (it imports host.lookup.ts to put members in guilds), so importing guild.lookup.ts here would close ' +
  'a module cycle: the guild name wants handing to the host module as the guild module registers';
const STAFF_ADMINISTERS_AUTH =
  'The staff module is the screen of staff accounts, roles, operating areas and per-admin overrides (SPEC /staff): ' +
  'it writes the rows the engine declares because sign-in and permissions read them before any module; the engine ' +
  'offers no functions that write them';
const SIGN_IN_READS_ACCOUNT =
  "Sign-in and the password re-check read the account's password hash, and uidInfo its quotas and area: the account " +
  "itself, which the engine's auth declares and offers no function to read";

/**
 * Raw SQL naming a table it does not own, allowed on purpose, each with its reason. `file` is a
 * path from the repository root, or a module's folder (ending in `/`) for every file in it; `table`
 * is the table named.
 * @type {readonly { file: string; table: string; reason: string }[]}
 */
export const EXCEPTIONS = [
  { file: 'apps/server/src/modules/host/host-list.actions.ts', table: 'guild', reason: GUILD_ABOVE_HOST },
  { file: 'apps/server/src/modules/host/host-rank.actions.ts', table: 'guild', reason: GUILD_ABOVE_HOST },
  { file: 'apps/server/src/modules/staff/', table: 'admin', reason: STAFF_ADMINISTERS_AUTH },
  { file: 'apps/server/src/modules/staff/', table: 'role', reason: STAFF_ADMINISTERS_AUTH },
  { file: 'apps/server/src/modules/staff/', table: 'operating_area', reason: STAFF_ADMINISTERS_AUTH },
  { file: 'apps/server/src/modules/staff/', table: 'admin_action_override', reason: STAFF_ADMINISTERS_AUTH },
  { file: 'apps/server/src/modules/shell/session.actions.ts', table: 'admin', reason: SIGN_IN_READS_ACCOUNT },
  { file: 'apps/server/src/modules/shell/session.actions.ts', table: 'operating_area', reason: SIGN_IN_READS_ACCOUNT },
  {
    file: 'apps/server/src/modules/agent/agent.demo.ts',
    table: 'admin',
    reason: "Demo data only: ties the first demo agent to the demo staff account named 'agent' the seed makes",
  },
];

const MODULES_DIR = 'apps/server/src/modules';
const ENGINE_DIR = 'apps/server/src/engine';
/** Files that are tests or serve only tests. */
const TEST_FILE = /[.]test(-helpers)?[.]ts$/;
/** drizzle's declarations of a relation, whose first argument is its name. */
const DECLARES_TABLE = new Set(['pgTable', 'pgView', 'pgMaterializedView']);
/** A SQL statement's verb or clause: a literal without one is not SQL. */
const SQL_WORD = /\b(select|insert|update|delete|from|join)\b/i;
/**
 * A table named after FROM, JOIN, UPDATE or INTO: optionally `ONLY`, `LATERAL`, a schema and quotes.
 * `FOR UPDATE [OF alias]` locks rows and names no table: skipped by the caller.
 */
const TABLE_REFERENCE =
  /\b(from|join|update|into)\s+(?:only\s+|lateral\s+)?(?:"?public"?\.)?("?)([A-Za-z_][A-Za-z0-9_]*)\2(?![A-Za-z0-9_.(])/gi;

function walk(dir, accept) {
  const found = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(path, accept));
    else if (accept(entry.name)) found.push(path);
  }
  return found.sort();
}

const posix = (path) => path.split(sep).join('/');

/** The server's module folders, by name. */
const moduleFolders = (root) =>
  readdirSync(join(root, MODULES_DIR), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));

/**
 * The names of the tables a `*.tables.ts` file declares: `pgTable('name', …)`, or a name made in a
 * function from its parameters (`pgTable(`${prefix}_pool`, …)` in `function poolTables(prefix)`),
 * resolved from the calls of that function in the same file with string arguments (`poolTables('lucky_box')`).
 * Declarations whose name cannot be told so are answered by line (`unknown`): the checker fails on them
 * rather than overlook their tables.
 */
export function declaredTables(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names = [];
  const unknown = [];
  const made = []; // { fn, parts: (string | parameter index)[], line }
  const calls = []; // every call of a named function: { fn, args }
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      calls.push({ fn: node.expression.text, args: node.arguments });
      const [name] = node.arguments;
      if (DECLARES_TABLE.has(node.expression.text) && name) {
        const line = source.getLineAndCharacterOfPosition(name.getStart(source)).line + 1;
        if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) names.push(name.text);
        else if (!ts.isTemplateExpression(name)) unknown.push(line);
        else {
          let fn = node.parent;
          while (fn && !ts.isFunctionDeclaration(fn) && !ts.isFunctionExpression(fn) && !ts.isArrowFunction(fn)) fn = fn.parent;
          const parameters = fn?.parameters.map((parameter) => parameter.name.getText(source)) ?? [];
          const parts = [name.head.text];
          for (const span of name.templateSpans)
            parts.push(parameters.indexOf(span.expression.getText(source)), span.literal.text);
          const fnName =
            fn && ts.isFunctionDeclaration(fn)
              ? fn.name?.text
              : fn?.parent && ts.isVariableDeclaration(fn.parent)
                ? fn.parent.name.getText(source)
                : undefined;
          if (fnName && !parts.includes(-1)) made.push({ fn: fnName, parts, line });
          else unknown.push(line);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const { fn, parts, line } of made) {
    const uses = calls.filter((c) => c.fn === fn);
    for (const call of uses) {
      const values = parts.map((part) => (typeof part === 'string' ? part : call.args[part]));
      if (values.every((value) => typeof value === 'string' || (value && ts.isStringLiteral(value)))) {
        names.push(values.map((value) => (typeof value === 'string' ? value : value.text)).join(''));
      } else unknown.push(line);
    }
    if (uses.length === 0) unknown.push(line);
  }
  return { names, unknown };
}

/**
 * Which owner declares each table: `{ table → owner }`, the owner a module's folder name or `engine`.
 * Also answers tables declared by two owners, and declarations whose name could not be read (`file:line`).
 */
export function tableOwners(root) {
  const owners = new Map();
  const conflicts = [];
  const unreadable = [];
  const declare = (file, owner) => {
    const { names, unknown } = declaredTables(file, readFileSync(file, 'utf8'));
    for (const line of unknown) unreadable.push(`${posix(relative(root, file))}:${line}`);
    for (const table of names) {
      const before = owners.get(table);
      if (before !== undefined && before !== owner) conflicts.push({ table, owners: [before, owner] });
      else owners.set(table, owner);
    }
  };
  const isTables = (name) => name.endsWith('.tables.ts');
  for (const file of walk(join(root, ENGINE_DIR), isTables)) declare(file, 'engine');
  for (const entry of moduleFolders(root)) {
    if (!entry.isDirectory()) continue;
    for (const file of walk(join(root, MODULES_DIR, entry.name), isTables)) declare(file, entry.name);
  }
  return { owners, conflicts, unreadable };
}

/**
 * The text of every string and template literal in a file as written (escapes unread), in pieces:
 * one per literal part of a template, whose substitutions (`${table}`) name no table by text.
 * Each piece with its offset in the file.
 */
export function literalsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const literals = [];
  /** The part between the delimiters: a quote or backtick before, a quote, backtick or `${` after. */
  const piece = (node, closing) => {
    const start = node.getStart(source) + 1;
    return { text: text.slice(start, node.getEnd() - closing), start };
  };
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push([piece(node, 1)]);
    else if (ts.isTemplateExpression(node)) {
      const spans = node.templateSpans.map((span) => piece(span.literal, ts.isTemplateTail(span.literal) ? 1 : 2));
      literals.push([piece(node.head, 2), ...spans]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, lineOf: (offset) => source.getLineAndCharacterOfPosition(offset).line + 1 };
}

/**
 * The tables one file's SQL names that `module` does not own: `{ line, table, owner, keyword }` each.
 */
export function foreignTables(fileName, text, module, owners) {
  const { literals, lineOf } = literalsOf(fileName, text);
  const found = [];
  for (const pieces of literals) {
    if (!pieces.some((piece) => SQL_WORD.test(piece.text))) continue;
    for (const piece of pieces) {
      for (const match of piece.text.matchAll(TABLE_REFERENCE)) {
        const keyword = match[1].toLowerCase();
        if (keyword === 'update' && /\bfor\s+(no\s+key\s+)?$/i.test(piece.text.slice(0, match.index))) continue;
        const table = match[3];
        const owner = owners.get(table);
        if (owner === undefined || owner === module) continue;
        const line = lineOf(piece.start + match.index + match[0].length - match[2].length - table.length);
        found.push({ line, table, owner, keyword: keyword.toUpperCase() });
      }
    }
  }
  return found;
}

/** Whether an exception's `file` (a file, or a folder ending in `/`) covers a file. */
const covers = (entry, file) => (entry.endsWith('/') ? file.startsWith(entry) : entry === file);

/**
 * Checks the tree at `root`: every violation not excepted (`file`, `line`, `module`, `table`,
 * `owner`), the exceptions that matched nothing (stale), tables declared twice (conflicts) and
 * declarations whose name could not be read (unreadable).
 */
export function checkSqlBoundaries(root, exceptions = EXCEPTIONS) {
  const { owners, conflicts, unreadable } = tableOwners(root);
  const violations = [];
  const used = new Set();
  for (const entry of moduleFolders(root)) {
    if (!entry.isDirectory()) continue;
    const module = entry.name;
    const files = walk(join(root, MODULES_DIR, module), (name) => name.endsWith('.ts') && !TEST_FILE.test(name));
    for (const path of files) {
      const file = posix(relative(root, path));
      for (const hit of foreignTables(file, readFileSync(path, 'utf8'), module, owners)) {
        const excepted = exceptions.findIndex((entry) => covers(entry.file, file) && entry.table === hit.table);
        if (excepted >= 0) used.add(excepted);
        else violations.push({ file, module, ...hit });
      }
    }
  }
  const stale = exceptions.filter((_, index) => !used.has(index));
  return { tables: owners.size, violations, stale, conflicts, unreadable };
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { tables, violations, stale, conflicts, unreadable } = checkSqlBoundaries(root);
  for (const { table, owners: both } of conflicts) console.error(`table ${table} is declared by both ${both.join(' and ')}`);
  for (const at of unreadable) console.error(`${at}: a table whose name this checker cannot read: name it with a string`);
  for (const v of violations) {
    const through = v.owner === 'engine' ? "the engine's functions" : `modules/${v.owner}/${v.owner}.lookup.ts`;
    console.error(
      `${v.file}:${v.line}: raw SQL of module ${v.module} names ${v.table} (${v.keyword}), a table of ${v.owner}: go through ${through}`,
    );
  }
  for (const entry of stale) {
    console.error(`scripts/sql-boundaries.mjs: the exception for ${entry.table} in ${entry.file} matches nothing: remove it`);
  }
  const failures = violations.length + stale.length + conflicts.length + unreadable.length;
  if (failures > 0) {
    console.error(`\n✘ sql-boundaries: ${failures} problem(s); ${tables} tables known, ${EXCEPTIONS.length} exception(s)`);
    process.exitCode = 1;
  } else {
    console.log(
      `✔ sql-boundaries: no module names another's table in raw SQL (${tables} tables, ${EXCEPTIONS.length} exception(s))`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
