import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Envelope, type Lang, PAGE_VERSION_HEADER, parseLang, REQUEST_ID_HEADER, translate } from '@console/contract';
import proxyAddr from '@fastify/proxy-addr';
import { parseCookie } from 'cookie';
import fastQuerystring from 'fast-querystring';
import type { FastifyBaseLogger } from 'fastify';
import type { Engine } from '../engine.ts';
import { type BodyLimits, readCallBody } from './call-body.ts';
import { CallerFault } from './caller-fault.ts';

/** Answers a request when it is an API call; says whether it was. */
export type ApiEntry = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface ApiEntryOptions {
  engine: Engine;
  limits: BodyLimits;
  /** Trust X-Forwarded-For for the caller's address (behind a reverse proxy). */
  trustProxy: boolean;
  /** Where to log one line per call (path only: tokens travel in the query) and every fault. */
  log: FastifyBaseLogger | undefined;
}

const API_CALL = /^\/api\/([^/]+)\/([^/]+)$/;
const EMPTY_QUERY: Record<string, unknown> = Object.freeze(Object.create(null));
const trustEveryProxy = () => true;

/**
 * `POST /api/<Module>/<action>`, the one route every declared action is called through (DESIGN §3),
 * served straight from Node's http server ahead of Fastify's router. Fastify's request pipeline
 * (routing, request and reply objects, hooks, parsers, serializer) cost about as much per call as
 * the whole engine, and this route needs none of it: the engine does the rest. Everything else
 * (the web app, docs, files, downloads, not-found answers) is still Fastify's.
 */
export function createApiEntry(options: ApiEntryOptions): ApiEntry {
  return (request, response) => {
    if (request.method !== 'POST') return false;
    const url = request.url ?? '';
    if (!url.startsWith('/api/')) return false;
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const call = API_CALL.exec(path);
    if (!call) return false;
    const query = queryAt < 0 ? EMPTY_QUERY : fastQuerystring.parse(url.slice(queryAt + 1));
    answer(options, request, response, { module: call[1], action: call[2], path, query }).catch((error: unknown) => {
      // Only a failure to write the answer gets here; the socket is all that is left to close.
      options.log?.error({ err: error }, 'fault while answering');
      response.destroy();
    });
    return true;
  };
}

interface CallLine {
  module: string;
  action: string;
  path: string;
  query: Record<string, unknown>;
}

async function answer(
  options: ApiEntryOptions,
  request: IncomingMessage,
  response: ServerResponse,
  line: CallLine,
): Promise<void> {
  const started = options.log ? performance.now() : 0;
  const requestId = randomUUID();
  const { headers } = request;
  let status: number;
  try {
    const { body, files } = await readCallBody(request, options.limits);
    const pageVersion = headers[PAGE_VERSION_HEADER];
    const idempotencyKey = headers['x-idempotency-key'];
    const result = await options.engine.call({
      module: line.module,
      action: line.action,
      lang: line.query.lang,
      body,
      files,
      token: tokenOf(request, line.query),
      pageVersion: typeof pageVersion === 'string' ? pageVersion : undefined,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      ip: (options.trustProxy ? proxyAddr(request, trustEveryProxy) : request.socket.remoteAddress) ?? '',
      userAgent: headers['user-agent'] ?? '',
      requestId,
    });
    status = result.httpStatus;
    send(response, status, result.body, requestId);
  } catch (error) {
    const lang = parseLang(line.query.lang);
    if (error instanceof CallerFault) {
      status = error.statusCode;
      send(response, status, callerFaultBody(lang), requestId);
    } else {
      status = 500;
      options.log?.error({ reqId: requestId, err: error }, 'fault');
      send(response, status, faultBody(lang, requestId), requestId);
    }
  }
  options.log?.info(
    {
      reqId: requestId,
      req: { id: requestId, method: 'POST', url: line.path },
      res: { statusCode: status },
      responseTime: performance.now() - started,
    },
    'request completed',
  );
}

/** The token may come in the query (SPEC §7), the `token` cookie, or `Authorization: Bearer`. */
function tokenOf(request: IncomingMessage, query: Record<string, unknown>): string | undefined {
  if (typeof query.token === 'string' && query.token !== '') return query.token;
  const { cookie, authorization } = request.headers;
  const fromCookie = cookie ? parseCookie(cookie).token : undefined;
  if (fromCookie) return fromCookie;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

/** A fault's answer: status 500 is the HTTP status too, and no envelope status (DESIGN §3). */
interface FaultEnvelope {
  status: 500;
  msg: string;
  data: { request_id: string };
}

/** The answer to a request the caller got wrong at the HTTP level (bad body, too large, wrong type). */
export function callerFaultBody(lang: Lang): Envelope {
  return { status: 400, msg: translate('invalid_input', lang), data: null };
}

/** The answer to a fault: the request id lets staff and logs find each other. */
export function faultBody(lang: Lang, requestId: string): FaultEnvelope {
  return { status: 500, msg: translate('system_error', lang), data: { request_id: requestId } };
}

/** A JSON answer with its request id, the two headers that matter for JSON, and no caching (a sign-in answer carries the token). */
function send(response: ServerResponse, status: number, body: Envelope | FaultEnvelope, requestId: string): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    [REQUEST_ID_HEADER]: requestId,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(text);
}
