import type { Plugin } from 'vite';

/**
 * One chunk for the library code that most screens share.
 *
 * Left to itself, rolldown puts each library module in a chunk per set of entries (screens and
 * their lazy parts) that use it, so every screen loads its antd and rc-component code as dozens of
 * small files, and a change to which screens use a part splits that code into still more: making
 * 4 screens' tables lazy added 7 files and 3.3 KB gzip to every screen (issue 32, `web-bundle`).
 * This gathers the library modules that many entries share into one chunk: every screen's first
 * load fell (median 334.5 → 314.5 KB) and the largest went from 419.3 to 335.9 KB.
 *
 * The sign-in page must stay small (≤ 200 KB), so nothing it loads joins that chunk: the modules
 * reached by static imports from the app's entry and from the sign-in page are found once the
 * module graph is complete (buildEnd) and left to rolldown's own splitting, which runs after it.
 * Captured modules do not pull their dependencies in (`includeDependenciesRecursively: false`),
 * else React and the router would join through antd and the sign-in page would load it all
 * (282 KB). A captured module's dependencies are shared at least as widely, so they are captured
 * too or belong to the sign-in set, whose chunks never import this one: no chunk cycle.
 */

/** Entries (screens and lazy parts) a library module must be shared by; 50 to 90 capture the same modules today. */
const SHARED_BY = 50;

const SIGN_IN_STARTS = /[\\/]src[\\/](main\.tsx|app[\\/]pages[\\/]login-page\.tsx)$/;
const LIBRARY = /[\\/]node_modules[\\/]/;

export function screenSharedChunk(): Plugin {
  const signInModules = new Set<string>();
  return {
    name: 'screen-shared-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'screen-shared',
                  minShareCount: SHARED_BY,
                  test: (id: string) => {
                    if (signInModules.size === 0) throw new Error('screen-shared-chunk: chunking ran before buildEnd');
                    return LIBRARY.test(id) && !signInModules.has(id);
                  },
                },
              ],
            },
          },
        },
      },
    }),
    // A watch rebuild walks the graph again: nothing of the last build's sign-in set may linger.
    buildStart() {
      signInModules.clear();
    },
    buildEnd() {
      const starts = [...this.getModuleIds()].filter((id) => SIGN_IN_STARTS.test(id));
      if (starts.length !== 2) this.error(`expected src/main.tsx and the sign-in page, found: ${starts.join(', ')}`);
      const pending = starts;
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (signInModules.has(id)) continue;
        signInModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
