import { randomUUID } from 'node:crypto';
import { actionKey, IDEMPOTENCY_KEY_HEADER } from '@console/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildRegistry } from '../src/engine/registry.ts';
import { MODULES } from '../src/modules/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { malformedXlsx } from './malformed-xlsx.ts';
import { SAMPLES, type SampleEnv, sampleEnv } from './samples.ts';

/**
 * Hostile bodies on every action — wrong types, huge strings, NUL bytes, lone surrogates, prototype and undeclared keys, NaN, negative ids —
 * sent as JSON and as form data by a super admin who passed the re-check: never an HTTP 500. A file to
 * each action that takes none, and every malformed xlsx to each that takes a file: a clear 400.
 */
const actions = [...buildRegistry(MODULES).actions.values()];
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const value = fc.oneof(
  fc.string(),
  fc.string({ minLength: 20_000, maxLength: 60_000 }),
  fc.integer(),
  fc.constantFrom(-1, 0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 63, -0.5, 1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constantFrom('__proto__', '1,2,3', ' ', '-5', '1e3', '0x10', '%', "'; DROP TABLE member; --", 'a\u0000b', '\u0000'),
  // Lone surrogates (issue 27): PostgreSQL refused them in jsonb, and the call failed as a fault.
  fc.constantFrom('\ud800', 'a\udc00b', ' 12 ', '\ud83d'),
  fc.array(fc.constantFrom('ok', '\udbff', 'x\ud800y'), { minLength: 1, maxLength: 3 }),
);

function keysOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** What a form field can carry: text. Objects go as their JSON text. */
function formValue(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null');
}

/**
 * A form body as a hostile client writes it: a lone surrogate goes as its own bytes (`%ED%A0%80`),
 * where URLSearchParams would have sent the replacement character and nothing hostile.
 */
function formOf(entries: [string, unknown][]): string {
  return entries.map(([k, v]) => `${encodeURIComponent(k)}=${formText(formValue(v))}`).join('&');
}

function formText(text: string): string {
  if (!/\p{Surrogate}/u.test(text)) return encodeURIComponent(text);
  let encoded = '';
  // By code point: a pair stays one character, a lone surrogate is one of its own.
  for (const char of text) {
    const code = char.charCodeAt(0);
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16)}`).join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

function jsonOf(entries: [string, unknown][]): string {
  return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

let t: TestApp;
let token: string;
let env: SampleEnv;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
  token = await t.loginRechecked('admin');
  env = await sampleEnv(t);
});

/**
 * A live session for the next test: a fuzzed body the sign-out actions accept (an empty one) ends
 * the session the suite shares, and the next call would answer 401 for it rather than for itself.
 */
async function ensureSignedIn(): Promise<void> {
  const reply = await t.call('CommonHelper/uidInfo', {}, { token });
  if (reply.status === 401) token = await t.loginRechecked('admin');
}

/** What each kind of upload but xlsx answers a file that is not of its kind. */
const NOT_OF_KIND: Record<string, string> = {
  image: 'Please upload a PNG, JPEG, GIF or WebP image',
  svga: 'Please upload an SVGA animation',
  video: 'Please upload an MP4 video',
};
const XLSX_REFUSALS =
  /^(this file is not xlsx file, please upload xlsx file|This xlsx file could not be read; it may be damaged)$/;

describe.each(actions.map((a) => [actionKey(a.spec), a]))('%s', (key, registered) => {
  it('never answers HTTP 500 to hostile input', async () => {
    // Mostly declared keys, so most bodies get past the undeclared-key refusal to the schema and the handler.
    const hostileKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'page', 'pn', 'id[]', 'id[$gt]');
    const declared = keysOf(registered.spec.input);
    const keys =
      declared.length > 0
        ? fc.oneof({ arbitrary: fc.constantFrom(...declared), weight: 5 }, { arbitrary: hostileKeys, weight: 1 })
        : hostileKeys;
    const body = fc.array(fc.tuple(keys, value), { maxLength: 6 });
    const ip = fc.ipV4();
    await fc.assert(
      fc.asyncProperty(body, ip, fc.boolean(), async (entries, address, asJson) => {
        const payload = asJson ? jsonOf(entries) : formOf(entries);
        const response = await t.raw(
          key,
          payload,
          {
            'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
            // A new address per call keeps the sign-in throttle from answering for the handler.
            'x-forwarded-for': address,
            // A money action without a key is refused before its handler: a key lets the body reach it.
            ...(registered.spec.money ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {}),
          },
          `?lang=en-us&token=${token}`,
        );
        expect(response.statusCode, response.body).not.toBe(500);
        const status = (JSON.parse(response.body) as { status: number }).status;
        if (status === 401) token = await t.loginRechecked('admin');
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a lone surrogate in every declared field, as JSON and as a form, as each field’s error', async () => {
    const declared = keysOf(registered.spec.input);
    if (declared.length === 0) return;
    await ensureSignedIn();
    const entries = declared.map((name): [string, unknown] => [name, 'x\ud800']);
    for (const asJson of [true, false]) {
      const response = await t.raw(
        key,
        asJson ? jsonOf(entries) : formOf(entries),
        { 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' },
        `?lang=en-us&token=${token}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const reply = JSON.parse(response.body) as { status: number; data: { errors: Record<string, string> } };
      expect(reply.status, response.body).toBe(400);
      expect(Object.keys(reply.data.errors).sort()).toEqual([...declared].sort());
      expect(new Set(Object.values(reply.data.errors))).toEqual(new Set(['Contains invalid characters that cannot be saved']));
    }
  });

  const { upload } = registered.spec;
  if (!upload) {
    it('refuses a file it does not take', async () => {
      await ensureSignedIn();
      const reply = await t.call(key, {}, { token, files: [{ filename: 'ids.xlsx', content: 'not read' }] });
      expect(reply).toMatchObject({ status: 400, msg: 'This action does not take a file' });
    });
    return;
  }

  it('answers every malformed xlsx with a clear 400', async () => {
    await ensureSignedIn();
    // A body that passes validation, so that the file is what the action refuses.
    const body = SAMPLES[key]?.valid(env) ?? {};
    for (const [shape, content] of Object.entries(malformedXlsx())) {
      const reply = await t.call(key, body, { token, files: [{ filename: 'ids.xlsx', content }] });
      expect(reply.status, shape).toBe(400);
      if (upload === 'xlsx') expect(reply.msg, shape).toMatch(XLSX_REFUSALS);
      else expect(reply.msg, shape).toBe(NOT_OF_KIND[upload]);
    }
  });
});
