import { defineAction, menuIdsOf } from '@console/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { MODULES } from '../../modules/index.ts';
import { implement } from '../context.ts';

interface Operation {
  summary: string;
  tags: string[];
  security?: unknown[];
  'x-permission': unknown;
  'x-mutates': boolean;
  'x-sensitive': boolean;
  'x-scope': unknown;
  'x-label-zh'?: string;
  requestBody: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, { post?: Operation }>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** A recursive input: zod writes it with `$defs`, which the document must carry as components. */
interface Branch {
  name: string;
  children: Branch[];
}
const branch: z.ZodType<Branch> = z.lazy(() => z.object({ name: z.string(), children: z.array(branch) }));
const treeSpec = defineAction({
  module: 'Probe',
  action: 'tree',
  summary: 'Echo a tree',
  permission: 'signedIn',
  mutates: false,
  input: z.object({ root: branch }),
  output: branch,
});
const probeModule = { name: 'probe', actions: [implement(treeSpec, async (input) => input.root)] };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, probeModule] });
  token = await t.login('operator');
});

async function documentFor(headers: Record<string, string> = {}, query = ''): Promise<Document> {
  const response = await t.inject({ method: 'GET', url: `/api/openapi.json${query}`, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return JSON.parse(response.body) as Document;
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const document = await documentFor({}, `?token=${token}`);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('carries schemas that are valid JSON Schema 2020-12 (the OpenAPI schema checks their place, not their content)', async () => {
    const document = await documentFor({}, `?token=${token}`);
    const ajv = new Ajv2020({ strict: false });
    const schemas: unknown[] = Object.values(document.components.schemas);
    for (const path of Object.values(document.paths)) {
      const operation = path.post;
      if (!operation) continue;
      for (const media of Object.values(operation.requestBody.content)) schemas.push(media.schema);
      schemas.push(operation.responses['200']?.content['application/json']?.schema);
    }
    expect(schemas.length).toBeGreaterThan(2 * t.app.registry.actions.size);
    for (const schema of schemas) {
      if (!ajv.validateSchema(schema as object)) expect.fail(`${JSON.stringify(schema).slice(0, 200)}: ${ajv.errorsText()}`);
    }
  });

  it('has every registered action with its permission, flags, labels and input', async () => {
    const document = await documentFor({ authorization: `Bearer ${token}` });
    expect(Object.keys(document.paths).filter((path) => path !== '/api/export/{ticket}')).toHaveLength(
      t.app.registry.actions.size,
    );
    for (const [key, { spec }] of t.app.registry.actions) {
      const operation = document.paths[`/api/${key}`]?.post;
      expect(operation, key).toBeDefined();
      const permission = typeof spec.permission === 'object' ? { menu: menuIdsOf(spec.permission.menu) } : spec.permission;
      expect(operation, key).toMatchObject({
        tags: [spec.module],
        summary: spec.label?.en ?? spec.summary,
        'x-permission': permission,
        'x-mutates': spec.mutates,
        'x-sensitive': spec.sensitive ?? false,
        'x-scope': spec.scope ?? null,
      });
      if (spec.label) expect(operation?.['x-label-zh']).toBe(spec.label.zh);
      // Public actions need no token; the rest take the document's token schemes.
      expect(operation?.security, key).toEqual(spec.permission === 'public' ? [] : undefined);
      const form = operation?.requestBody.content['application/x-www-form-urlencoded']?.schema;
      const input = typeof form?.$ref === 'string' ? document.components.schemas[form.$ref.split('/').pop() as string] : form;
      expect(input?.type, `${key} input`).toBe('object');
    }
  });

  it('describes inputs as the wire takes them: defaults optional, ids a comma-separated form field', async () => {
    const { paths } = await documentFor({ cookie: `token=${token}` });
    const list = paths['/api/Member/memberList']?.post?.requestBody;
    const schema = list?.content['application/json']?.schema as { properties: Record<string, unknown>; required?: string[] };
    expect(schema.properties.page).toMatchObject({ type: 'integer', minimum: 1 });
    expect(schema.required ?? []).not.toContain('page');
    const login = paths['/api/Login/index']?.post;
    expect(login?.requestBody.content['application/json']?.schema).toMatchObject({
      properties: { username: { type: 'string' } },
    });
    const withIds = Object.values(paths).find((path) =>
      Object.values(path.post?.requestBody.content['application/json']?.schema.properties ?? {}).some(
        (property) => (property as { type?: string }).type === 'array',
      ),
    );
    expect(withIds?.post?.requestBody.content['application/x-www-form-urlencoded']).toHaveProperty('encoding');
  });

  it('moves a recursive schema’s definitions to the components', async () => {
    const document = await documentFor({}, `?token=${token}`);
    const tree = document.paths['/api/Probe/tree']?.post;
    const input = tree?.requestBody.content['application/json']?.schema;
    expect(input).toEqual({ $ref: '#/components/schemas/Probe_tree.input' });
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/$defs/');
    expect(text).toContain('"$ref":"#/components/schemas/Probe_tree.input.');
  });

  it('is not given to a caller without a live session', async () => {
    const signedOut = await t.inject({ method: 'GET', url: '/api/openapi.json?lang=en-us' });
    expect(signedOut.statusCode).toBe(401);
    expect(JSON.parse(signedOut.body)).toEqual({ status: 401, msg: expect.any(String), data: null });
    const madeUp = await t.inject({ method: 'GET', url: `/api/openapi.json?token=${'a'.repeat(64)}` });
    expect(madeUp.statusCode).toBe(401);

    const ended = await t.login('operator');
    expect((await t.call('Login/logout', {}, { token: ended })).status).toBe(200);
    const afterLogout = await t.inject({ method: 'GET', url: `/api/openapi.json?token=${ended}` });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.body).not.toContain('paths');
  });
});

describe('API docs page', () => {
  it('loads Swagger UI from this server only, with no inline script, under the strict CSP', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs', headers: { cookie: `token=${token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const references = [...page.body.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1] as string);
    expect(references).toContain('/api/docs/assets/swagger-ui-bundle.js');
    for (const reference of references) {
      expect(reference, 'a local path').toMatch(/^\/(?!\/)/);
      const asset = await t.inject({ method: 'GET', url: reference });
      expect(asset.statusCode, reference).toBe(200);
    }
    for (const script of page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(script[1]).toMatch(/\bsrc="/);
      expect(script[2]?.trim()).toBe('');
    }
    const viewer = await t.inject({ method: 'GET', url: '/api/docs/viewer.js' });
    expect(viewer.headers['content-type']).toContain('text/javascript');
    expect(viewer.body).toContain('/api/openapi.json');
    // Swagger UI's default would send the document to an outside validator service.
    expect(viewer.body).toContain('validatorUrl: null');

    // The same policy as every other page: scripts from this origin only, no eval, no inline script.
    const csp = page.headers['content-security-policy'] as string;
    const elsewhere = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(csp).toBe(elsewhere.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/default-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves only the viewer’s own files of swagger-ui-dist', async () => {
    for (const file of ['index.html', 'swagger-initializer.js', 'package.json', '../package.json']) {
      const response = await t.inject({ method: 'GET', url: `/api/docs/assets/${file}` });
      expect(response.statusCode, file).toBeGreaterThanOrEqual(400);
    }
  });

  it('tells a signed-out reader to sign in to the console (401), without loading the viewer', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('<a href="/">');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('API_DOCS=public', () => {
  it('is read from the environment; staff only by default', () => {
    expect(loadConfig({ API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({}).apiDocs).toBe('staff');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS=yes: must be one of staff, public/);
  });

  it('opens the document and the page to anyone', async () => {
    const open = await startTestApp({ apiDocs: 'public' });
    const document = await open.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect((JSON.parse(document.body) as Document).paths['/api/Login/index']).toBeDefined();
    const page = await open.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
  });
});
