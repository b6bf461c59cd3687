/**
 * Module boundaries of DESIGN §2 and §4, checked by `npm run lint` (dependency-cruiser). Type-only
 * imports count: depending on another layer's types is depending on it.
 *
 * Not seen in imports, so checked by scripts/sql-boundaries.mjs in the same `lint`: raw SQL that
 * names another module's table.
 *
 * Server tests are not cruised (SERVER_TESTS): a test may reach any module and build fixtures from
 * any table (a ledger test uses the application test helpers), and no rule is about them; with them
 * the folder graph would also close every module into a cycle through the test harness, which
 * imports the whole app.
 */

/** Files of ours that are not the contract: a contract import of any of them is a violation. */
const OURS_OUTSIDE_CONTRACT = ['^apps/', '^e2e/', '^bench/', '^packages/(?!contract/src/)', '^@console/(?!contract$)'];

/** Tests may build fixtures from any tables. */
const TESTS = '[.]test[.]tsx?$';

/** The server's tests and the files only they import. */
const SERVER_TESTS = ['^apps/server/test/', '^apps/server/src/.+[.]test(-helpers)?[.]ts$'];

/**
 * Files in import cycles before `no-circular` existed (issue 28), left to their owners: each cycle
 * lies wholly inside one layer (the contract's log summaries, the engine's context and auth,
 * the web shell's routes and the kit's range fields). A new cycle through any other file fails.
 */
const KNOWN_FILE_CYCLES = [
  '^packages/contract/src/log-summaries[.a-z]*[.]ts$',
  '^apps/server/src/engine/(context|registry|permissions)[.]ts$',
  '^apps/server/src/engine/auth/(auth-service|principal)[.]ts$',
  '^apps/web/src/app/(routes|router)[.]tsx?$',
  '^apps/web/src/app/(pages/login-page|layout/shell-layout|menu/menu-model)[.]tsx?$',
  '^apps/web/src/modules/home/home-page[.]tsx$',
  '^apps/web/src/kit/range-(field|picker)[.]tsx$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'packages/contract is shared by server and web: it imports nothing of ours outside itself (DESIGN §2).',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { path: OURS_OUTSIDE_CONTRACT },
    },
    {
      name: 'contract-has-no-framework',
      comment: 'The contract declares the wire, not its implementation: no React, Fastify or Drizzle (DESIGN §2).',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: {
        path: [
          '(^|/)node_modules/(react|react-dom|react-router|antd|@ant-design/[^/]+|fastify|@fastify/[^/]+|drizzle-orm|drizzle-kit)/',
          '^(react|react-dom|react-router|antd|@ant-design/[^/]+|fastify|@fastify/[^/]+|drizzle-orm|drizzle-kit)(/|$)',
        ],
      },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web talks to the server over the wire contract only (DESIGN §2).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', '^@console/server(/|$)'] },
    },
    {
      name: 'modules-never-read-each-others-tables',
      comment:
        "Modules talk through exported functions, never through each other's tables (DESIGN §2): " +
        'ask the owning module for a function that answers the question.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/server/src/modules/[^/]+/.+[.]tables[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    // A module is its folder: dependency-cruiser sums the folder's files' imports, types included. (A file in
    // a subfolder would count to that subfolder; no module has one.)
    {
      name: 'no-circular-modules',
      comment:
        'Server modules depend on each other one way only (DESIGN §4): no module imports one that imports it back, ' +
        'however far round. Break a cycle by moving the shared piece to the module that owns it (or its *.lookup.ts), ' +
        'or by handing the lower module a function as the higher one registers (ledger/grant-approval.ts).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'no-circular',
      comment:
        'No file imports one that imports it back, however far round: move what both need into a file of its own ' +
        '(cycles that were there before the rule are listed in KNOWN_FILE_CYCLES).',
      severity: 'error',
      from: { pathNot: KNOWN_FILE_CYCLES },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['^(apps|packages)/[^/]+/dist/', '^apps/server/drizzle/', ...SERVER_TESTS] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
