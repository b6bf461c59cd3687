import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite/precompress.ts';
import { screenSharedChunk } from './vite/screen-shared-chunk.ts';

const CONTRACT_SOURCE = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const INERT_ZOD = fileURLToPath(new URL('./vite/inert-zod.ts', import.meta.url));
const TABLE_FILTER_STUB = fileURLToPath(new URL('./vite/table-filter-stub.tsx', import.meta.url));

/**
 * The contract declares each action with zod schemas; the web client needs the action names and the
 * inferred types only. Swapping zod for an inert stand-in, for the contract's imports alone, keeps
 * about 60 KB (gzip) of validation code out of the first load. Web code importing zod itself still
 * gets the real one.
 */
function inertContractSchemas(): Plugin {
  return {
    name: 'inert-contract-schemas',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && importer?.startsWith(CONTRACT_SOURCE)) return INERT_ZOD;
      return null;
    },
  };
}

/**
 * Lists filter through the kit's search panel, never through antd's column filters, whose dropdown
 * pulls the Tree component into every list screen; see vite/table-filter-stub.tsx.
 */
function noTableFilterDropdown(): Plugin {
  return {
    name: 'no-table-filter-dropdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './FilterDropdown' &&
        importer &&
        /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/.test(importer)
      )
        return TABLE_FILTER_STUB;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [inertContractSchemas(), noTableFilterDropdown(), react(), precompress(), screenSharedChunk()],
  // The manifest lets bench/web-bundle.bench.ts add up what each route loads first.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The contract's module-level declarations (actions, field schemas) build plain objects;
      // marking the builders pure lets unused ones drop out of the bundle. A name here also makes its
      // member calls pure in every module: 'group' (the menu's, always used anyway) dropped ECharts'
      // `group.add(...)`, so charts drew their legend and nothing else.
      treeshake: {
        manualPureFunctions: ['defineAction', 'z', 'int', 'id', 'idList', 'text', 'bool', 'oneOf', 'unixTime', 'listOf'],
        // antd's building blocks do not declare `sideEffects`, so a form context import kept all of
        // rc-form and its validator in every screen. They only define components and helpers.
        moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
