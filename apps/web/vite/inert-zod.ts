/**
 * What the contract's `import { z } from 'zod'` becomes in the browser build. The web takes only
 * names and types from action specs; the server validates every call. Every property and call of
 * this stand-in returns the stand-in, so schema declarations like
 * `z.object({ page: int().optional().default(1) }).extend({…})` evaluate to nothing and cost nothing.
 */
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string | symbol]: Inert };

const target = () => undefined;

export const z: Inert = new Proxy(target, {
  get: (_target, property) => (property === 'then' ? undefined : z),
  apply: () => z,
}) as unknown as Inert;

export default z;
