import { z } from 'zod';

/**
 * The contract's schemas arrive in the browser as stand-ins (vite/inert-zod.ts) that only remember
 * how they were built. This replays those steps against real zod, so a form validates with exactly
 * the schema (and message keys) the server uses. Real schemas (unit tests, Node) pass through.
 */
const RECIPE = Symbol.for('console.inert-zod.recipe');

type Step =
  | { kind: 'root' }
  | { kind: 'get'; from: unknown; key: string | symbol }
  | { kind: 'call'; fn: unknown; args: unknown[] };

function stepOf(value: unknown): Step | undefined {
  if (typeof value !== 'function') return undefined;
  return (value as unknown as Record<symbol, Step | undefined>)[RECIPE];
}

type Callable = (...args: unknown[]) => unknown;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function replay(value: unknown, memo: Map<unknown, unknown>, zod: typeof z): unknown {
  const step = stepOf(value);
  if (!step) {
    if (Array.isArray(value)) return value.map((item) => replay(item, memo, zod));
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replay(item, memo, zod)]));
    }
    return value;
  }
  if (memo.has(value)) return memo.get(value);
  let real: unknown;
  if (step.kind === 'root') real = zod;
  else if (step.kind === 'get') real = (replay(step.from, memo, zod) as Record<string | symbol, unknown>)[step.key];
  else {
    const args = step.args.map((arg) => replay(arg, memo, zod));
    const fnStep = stepOf(step.fn);
    if (fnStep?.kind === 'get') {
      // A method call: keep `this`, which zod's methods rely on.
      const self = replay(fnStep.from, memo, zod) as Record<string | symbol, unknown>;
      real = (self[fnStep.key] as Callable).apply(self, args);
    } else {
      real = (replay(step.fn, memo, zod) as Callable)(...args);
    }
  }
  memo.set(value, real);
  return real;
}

export function isStandIn(schema: unknown): boolean {
  return stepOf(schema) !== undefined;
}

/** The real zod schema behind a contract schema (stand-in or not); `zod` is for tests that mock the module. */
export function realSchema(schema: unknown, zod: typeof z = z): z.ZodType {
  const real = replay(schema, new Map(), zod);
  if (!(real instanceof zod.ZodType)) throw new TypeError('not a zod schema');
  return real;
}
