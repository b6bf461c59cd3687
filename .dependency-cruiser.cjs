/**
 * Module boundaries of DESIGN §2, checked by `npm run lint` (dependency-cruiser). Type-only imports
 * count: depending on another layer's types is depending on it.
 *
 * Not checked, because it cannot be seen in imports: raw SQL that names another module's table.
 */

/** Files of ours that are not the contract: a contract import of any of them is a violation. */
const OURS_OUTSIDE_CONTRACT = ['^apps/', '^e2e/', '^bench/', '^packages/(?!contract/src/)', '^@console/(?!contract$)'];

/** Tests may build fixtures from any tables. */
const TESTS = '[.]test[.]tsx?$';

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
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['^(apps|packages)/[^/]+/dist/', '^apps/server/drizzle/'] },
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
