import { type ActionSpec, ALL_MENU_NODES, actionKey, LOG_MODULE_WORDS, menuIdsOf, PAGE_VERSION } from '@console/contract';
import { z } from 'zod';
import type { RegisteredAction } from '../context.ts';
import type { Registry } from '../registry.ts';
import {
  API_DESCRIPTION,
  COMPONENTS,
  type JsonSchema,
  requestIdHeader,
  SHARED_PARAMETERS,
  SHARED_RESPONSES,
  SIGNED_IN,
  successEnvelope,
} from './wire.ts';

/** Where a schema's shared definitions go, so a `$ref` means the same inside the whole document. */
type SchemaComponents = Record<string, JsonSchema>;

/**
 * An action's schema in JSON Schema 2020-12 (OpenAPI 3.1's dialect), by zod's own conversion.
 * Inputs are described as their input side: fields with a default are optional, and the form
 * helpers' preprocessing (decimal strings, comma-separated ids) shows the type it parses into.
 * A type JSON Schema cannot say becomes `{}` (anything) rather than stopping the docs.
 *
 * zod writes a recursive or registered schema as `$defs` with `#/$defs/…` references, which inside
 * this document would point at its root: those move to the components, and their references with them.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', name: string, components: SchemaComponents): JsonSchema {
  const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const text = JSON.stringify(json);
  if ($defs === undefined && !text.includes('"$ref"')) return json;
  const pointer = (ref: string) =>
    ref === '#' ? `#/components/schemas/${name}` : ref.replace('#/$defs/', `#/components/schemas/${name}.`);
  const relink = (node: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(node), (key, value) => (key === '$ref' && typeof value === 'string' ? pointer(value) : value));
  for (const [defName, def] of Object.entries(($defs ?? {}) as SchemaComponents)) {
    components[`${name}.${defName}`] = relink(def);
  }
  components[name] = relink(json);
  return { $ref: `#/components/schemas/${name}` };
}

/** `menu 1203 (Member information)`: which screens' holders may call it. */
function permissionText(permission: ActionSpec['permission']): string {
  if (permission === 'public') return 'anyone, signed in or not';
  if (permission === 'signedIn') return 'any signed-in admin';
  return menuIdsOf(permission.menu)
    .map((id) => {
      const node = ALL_MENU_NODES.find((candidate) => menuIdsOf(candidate.id).includes(id));
      return node ? `menu ${id} (${node.en})` : `menu ${id}`;
    })
    .join(' or ');
}

function describe(spec: ActionSpec, exported: boolean): string {
  const notes = [`Permission: ${permissionText(spec.permission)}.`];
  if (spec.mutates) notes.push('Changes data: one transaction, one operation-log row.');
  if (spec.recheckEachTime) {
    notes.push(
      'Asks for the password every time: `Admin/checkAdminPwd` with `action` naming this one, spent by one call (status 405 otherwise).',
    );
  } else if (spec.sensitive)
    notes.push('Sensitive: needs a password re-check within the last 10 minutes (status 405 otherwise).');
  if (spec.scope) notes.push('Region scoped: a region-bound admin reaches only rows of their regions.');
  if (exported) notes.push('Answers a one-time link (`GET /api/export/{ticket}`, ten minutes) that streams the file.');
  return [spec.summary, '', ...notes.map((note) => `- ${note}`)].join('\n');
}

/**
 * The request body in the three media types the API reads. A form sends a list of ids as one
 * comma-separated field; a multipart body may add the file part that uploads and imports read.
 */
function requestBody(input: JsonSchema, components: SchemaComponents) {
  const resolved = typeof input.$ref === 'string' ? components[input.$ref.split('/').pop() ?? ''] : input;
  const properties = (resolved?.properties ?? {}) as Record<string, JsonSchema>;
  const lists = Object.keys(properties).filter((key) => properties[key]?.type === 'array');
  const required = Array.isArray(resolved?.required) && resolved.required.length > 0;
  const withFile =
    resolved?.type === 'object'
      ? {
          ...resolved,
          properties: {
            ...properties,
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'Read by uploads and imports only',
            },
          },
        }
      : input;
  return {
    required,
    content: {
      'application/x-www-form-urlencoded': {
        schema: input,
        ...(lists.length > 0
          ? { encoding: Object.fromEntries(lists.map((key) => [key, { style: 'form', explode: false }])) }
          : {}),
      },
      'multipart/form-data': { schema: withFile },
      'application/json': { schema: input },
    },
  };
}

function operationOf({ spec, export: exported }: RegisteredAction, components: SchemaComponents) {
  const name = `${spec.module}_${spec.action}`;
  const input = jsonSchemaOf(spec.input, 'input', `${name}.input`, components);
  const output = jsonSchemaOf(spec.output, 'output', `${name}.output`, components);
  return {
    operationId: name,
    tags: [spec.module],
    summary: spec.label?.en ?? spec.summary,
    description: describe(spec, exported !== undefined),
    ...(spec.label ? { 'x-label-zh': spec.label.zh } : {}),
    'x-permission': typeof spec.permission === 'object' ? { menu: menuIdsOf(spec.permission.menu) } : spec.permission,
    'x-mutates': spec.mutates,
    'x-sensitive': spec.sensitive ?? false,
    ...(spec.recheckEachTime ? { 'x-recheck-each-time': true } : {}),
    'x-scope': spec.scope ?? null,
    ...(spec.refs ? { 'x-refs': spec.refs } : {}),
    ...(spec.money ? { 'x-money': true } : {}),
    ...(exported ? { 'x-export': true } : {}),
    ...(spec.permission === 'public' ? { security: [] } : {}),
    parameters: SHARED_PARAMETERS,
    requestBody: requestBody(input, components),
    responses: {
      '200': {
        description: 'The envelope: `status` 200 with the answer, or a refusal (see the status table)',
        headers: requestIdHeader,
        content: {
          'application/json': { schema: { oneOf: [successEnvelope(output), { $ref: '#/components/schemas/Refusal' }] } },
        },
      },
      ...SHARED_RESPONSES,
    },
  };
}

/** The one-time export link an export action answers; the ticket in the path is its only credential. */
const exportDownload = {
  get: {
    operationId: 'exportDownload',
    tags: ['Export'],
    summary: 'Download an export',
    description:
      'Streams the file an export action counted. Works once, for ten minutes, while its admin still holds the permission.',
    security: [],
    parameters: [
      { name: 'ticket', in: 'path', required: true, schema: { type: 'string' } },
      { $ref: '#/components/parameters/lang' },
    ],
    responses: {
      '200': {
        description: 'The file (csv or xlsx)',
        content: {
          'text/csv': { schema: { type: 'string' } },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
      '403': {
        description: 'The admin lost the permission or was disabled',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
      '410': { description: 'Used, expired or unknown', content: { 'text/plain': { schema: { type: 'string' } } } },
    },
  },
};

/** The console is in-house software: its API is not offered under an open licence. */
const LICENSE = { name: 'Proprietary, for internal use', identifier: 'LicenseRef-Proprietary' };

const EXPORT_TAG = { name: 'Export', description: 'One-time download links of exports' };

/** A wire module's tag, described by the words the operation log shows for it (LOG_MODULE_WORDS). */
function moduleTag(name: string) {
  const words = (LOG_MODULE_WORDS as Readonly<Record<string, readonly [string, string] | undefined>>)[name];
  // A module without words gets none here: `npm run lint` (Redocly) then names the tag that lacks them.
  return words ? { name, description: `${words[1]} (${words[0]})` } : { name };
}

/** GET /api/openapi.json: every registered action, one path each, with the legacy wire (DESIGN §3). */
export function openApiDocument(registry: Registry) {
  const schemas: SchemaComponents = {};
  const actions = [...registry.actions.values()];
  const paths: Record<string, unknown> = Object.fromEntries(
    actions.map((action) => [`/api/${actionKey(action.spec)}`, { post: operationOf(action, schemas) }]),
  );
  paths['/api/export/{ticket}'] = exportDownload;
  const modules = [...new Set(actions.map((action) => action.spec.module))].sort();
  return {
    openapi: '3.1.0',
    // The page version is what a client build must match (status 413 otherwise): the wire's version.
    info: { title: 'Console API', version: String(PAGE_VERSION), description: API_DESCRIPTION, license: LICENSE },
    // Relative: the document is read from the server it describes, whatever its host.
    servers: [{ url: '/', description: 'The console server that serves this document' }],
    tags: [...modules.map(moduleTag), EXPORT_TAG],
    security: SIGNED_IN,
    paths,
    components: { ...COMPONENTS, schemas: { ...COMPONENTS.schemas, ...schemas } },
  };
}
