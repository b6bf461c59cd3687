/**
 * What the contract's `import { z } from 'zod'` becomes in the browser build. The web takes names
 * and types from action specs; the server validates every call. Every property and call of this
 * stand-in returns another stand-in, so schema declarations like
 * `z.object({ page: int().optional().default(1) }).extend({…})` evaluate to next to nothing.
 *
 * Each stand-in remembers the step that made it (a property read or a call), so a form that wants
 * an action's real input schema can replay those steps against real zod once it loads (see
 * src/kit/form/real-schema.ts). Nothing runs the steps unless a form asks.
 */
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string | symbol]: Inert };

/** The key under which a stand-in shows its step; `Symbol.for` so web code can ask without importing this file. */
export const RECIPE = Symbol.for('console.inert-zod.recipe');

export type Step =
  | { kind: 'root' }
  | { kind: 'get'; from: Inert; key: string | symbol }
  | { kind: 'call'; fn: Inert; args: unknown[] };

function standIn(step: Step): Inert {
  const proxy: Inert = new Proxy(() => undefined, {
    get: (_target, key) => {
      if (key === RECIPE) return step;
      if (key === 'then') return undefined;
      return standIn({ kind: 'get', from: proxy, key });
    },
    apply: (_target, _this, args) => standIn({ kind: 'call', fn: proxy, args }),
  }) as unknown as Inert;
  return proxy;
}

export const z: Inert = standIn({ kind: 'root' });

export default z;
