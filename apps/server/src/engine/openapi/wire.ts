import {
  CONFIRMED_HEADER,
  DEFAULT_LANG,
  LANGS,
  PAGE_VERSION_HEADER,
  PASSWORD_CHANGE_REQUIRED,
  REAUTH_REQUIRED,
  REQUEST_ID_HEADER,
  Status,
  type StatusCode,
} from '@console/contract';

/**
 * The legacy wire of DESIGN §3 as OpenAPI components: the query parameters every call carries, the
 * ways a token travels, the envelope with its status table, and the HTTP-level answers that are not
 * an action's (bad body, unknown action, fault). The actions' own schemas come from the registry.
 */

export type JsonSchema = Record<string, unknown>;

/** What each envelope status means to a client; keyed by the contract's statuses, so none is missed. */
const STATUS_MEANINGS: Record<StatusCode, string> = {
  200: 'success; `data` is the action’s answer',
  400: 'invalid input or a rule broken; `data.errors` = `{ field: message }`; nothing changed',
  401: 'not signed in or the session expired: clear the token and sign in',
  402: 'a limit or quota stops it',
  403: `no permission (\`data.reason = "${PASSWORD_CHANGE_REQUIRED}"\` while the password is temporary)`,
  405: `password re-check required (\`data.reason = "${REAUTH_REQUIRED}"\`): call \`Admin/checkAdminPwd\`, then retry once`,
  406: 'account disabled or session revoked: clear the token and sign in',
  408: 'the same request (same `X-Idempotency-Key`) is already in progress',
  409: `asks to be confirmed first; nothing done: \`msg\` is the question, \`data.lines\` what it is about; on yes send the same call again with \`${CONFIRMED_HEADER}: 1\` and the same idempotency key`,
  413: `client build outdated (\`${PAGE_VERSION_HEADER}\` differs from the server’s): reload`,
};

const STATUS_CODES = Object.values(Status);
const REFUSAL_CODES = STATUS_CODES.filter((code) => code !== Status.ok);

export const API_DESCRIPTION = [
  'Every action is one call: `POST /api/<Module>/<action>`, generated from the server’s action registry.',
  '',
  '- **Query**: `lang` (`zh-cn` | `en-us`, the language of `msg`), `login_uid`, `token`.',
  '- **Token**: the `token` query parameter, the `token` cookie, or `Authorization: Bearer <token>` (from `Login/index`).',
  '- **Body**: `application/x-www-form-urlencoded` (what the console sends), `multipart/form-data` (uploads and',
  '  imports send their file as the part `file`) or JSON. Form fields are strings: numbers as decimals,',
  '  booleans as `1`/`0` or `true`/`false`, lists of ids comma-separated (`ids=1,2,3`). A blank field counts as absent.',
  '- **Lists**: `data = { list, total }`; `page` from 1, `pn` the page size (default 10, at most 200). Times are unix',
  '  seconds; money (coins, diamonds) is integers.',
  '- **Answer**: HTTP 200 with `{ status, msg, data }` whatever the outcome; `msg` is in the request’s language.',
  '',
  '| status | meaning |',
  '|---|---|',
  ...STATUS_CODES.map((code) => `| ${code} | ${STATUS_MEANINGS[code]} |`),
  '',
  'HTTP 404 answers an unknown action; HTTP 400, 413 and 415 a body the server could not read (malformed, with too',
  'many parts, or of another type); a body over the size limit is answered like a file over its own, with status 400',
  'naming the limit; HTTP 500 a fault (its `data.request_id` finds it in the logs, never a stack).',
  '',
  'Vendor extensions on each operation: `x-permission` (`public`, `signedIn`, or `{ menu: [ids] }`: any one of',
  'the menu ids suffices), `x-mutates` (runs in one transaction and writes one operation-log row), `x-sensitive`',
  '(needs a password re-check within 10 minutes, else status 405), `x-scope` (region scope: the target the engine',
  'checks, or a list kept inside the caller’s regions), `x-refs` (input fields naming other members, rooms, families,',
  'groups, agents, hosts or guilds: a row outside the caller’s regions is refused with status 403 and the field named),',
  '`x-money` (moves money: refused without an idempotency key), `x-label-zh` (the Chinese label).',
].join('\n');

const message = { type: 'string', description: 'In the request’s language' };

function envelopeOf(status: JsonSchema, data: JsonSchema, description: string): JsonSchema {
  return {
    type: 'object',
    description,
    required: ['status', 'msg', 'data'],
    properties: { status, msg: message, data },
  };
}

/** The answer to a call the engine ran: success with the action's data. */
export function successEnvelope(data: JsonSchema): JsonSchema {
  return envelopeOf({ const: Status.ok }, data, 'Success');
}

const refusal = envelopeOf(
  { type: 'integer', enum: REFUSAL_CODES },
  {
    type: ['object', 'null'],
    properties: {
      errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Status 400: field → message' },
      reason: { type: 'string', enum: [REAUTH_REQUIRED, PASSWORD_CHANGE_REQUIRED] },
    },
  },
  'The action did not run, or ran and refused; see the status table',
);

/** The envelope an HTTP-level refusal carries: status 400, `data` null. */
const plainRefusal = envelopeOf({ const: Status.invalid }, { type: 'null' }, 'Refused before any action ran');

const fault = envelopeOf(
  { const: 500 },
  { type: 'object', required: ['request_id'], properties: { request_id: { type: 'string', format: 'uuid' } } },
  'A fault on the server',
);

/** Every answer names its request id; a fault's is the one its log line carries. */
export const requestIdHeader = { [REQUEST_ID_HEADER]: { $ref: '#/components/headers/RequestId' } };
const jsonOf = (name: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } });

export const COMPONENTS = {
  schemas: {
    Refusal: refusal,
    PlainRefusal: plainRefusal,
    Fault: fault,
  },
  parameters: {
    lang: {
      name: 'lang',
      in: 'query',
      description: 'The language of `msg` and of translated values',
      schema: { type: 'string', enum: LANGS, default: DEFAULT_LANG },
    },
    login_uid: {
      name: 'login_uid',
      in: 'query',
      description:
        'The signed-in admin’s id, sent by the console with every call; a token of another admin is refused (status 401). Absent, the token alone authenticates',
      schema: { type: 'integer', minimum: 1 },
    },
    pageVersion: {
      name: PAGE_VERSION_HEADER,
      in: 'header',
      description: 'The client build’s page version; a different one is answered with status 413',
      schema: { type: 'integer' },
    },
    idempotencyKey: {
      name: 'X-Idempotency-Key',
      in: 'header',
      description:
        'The same key while the first call still runs is answered with status 408; actions that move money (`x-money`) refuse a call without one (status 400)',
      schema: { type: 'string' },
    },
  },
  headers: {
    RequestId: { description: 'Finds the call in the server’s logs', schema: { type: 'string', format: 'uuid' } },
  },
  securitySchemes: {
    token: { type: 'apiKey', in: 'query', name: 'token', description: 'The token from `Login/index`' },
    tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The console’s session cookie' },
    bearer: { type: 'http', scheme: 'bearer', description: 'The token from `Login/index`' },
  },
  responses: {
    UnreadableBody: {
      description: 'The body could not be read: malformed (400), with too many parts (413) or of another type (415)',
      headers: requestIdHeader,
      content: jsonOf('PlainRefusal'),
    },
    UnknownAction: {
      description: 'No such action',
      headers: requestIdHeader,
      content: jsonOf('PlainRefusal'),
    },
    Fault: {
      description: 'A fault on the server; `data.request_id` finds it in the logs',
      headers: requestIdHeader,
      content: jsonOf('Fault'),
    },
  },
};

/** Any of the three ways a token travels signs a call in. */
export const SIGNED_IN = [{ token: [] }, { tokenCookie: [] }, { bearer: [] }];

/** The answers every action shares besides its own HTTP 200. */
export const SHARED_RESPONSES = {
  '400': { $ref: '#/components/responses/UnreadableBody' },
  '404': { $ref: '#/components/responses/UnknownAction' },
  '413': { $ref: '#/components/responses/UnreadableBody' },
  '415': { $ref: '#/components/responses/UnreadableBody' },
  '500': { $ref: '#/components/responses/Fault' },
};

export const SHARED_PARAMETERS = ['lang', 'login_uid', 'pageVersion', 'idempotencyKey'].map((name) => ({
  $ref: `#/components/parameters/${name}`,
}));
