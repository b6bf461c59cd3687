import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CONFIRMED_HEADER,
  type Envelope,
  IDEMPOTENCY_KEY_HEADER,
  type Lang,
  PAGE_VERSION_HEADER,
  parseLang,
  REQUEST_ID_HEADER,
  Status,
  translate,
  type UploadKind,
} from '@console/contract';
import proxyAddr from '@fastify/proxy-addr';
import fastQuerystring from 'fast-querystring';
import type { FastifyBaseLogger } from 'fastify';
import type { Engine } from '../engine.ts';
import { uploadLimitOf } from '../upload-limit.ts';
import { type BodyLimits, readCallBody } from './call-body.ts';
import { CallerFault } from './caller-fault.ts';
import { loggedPath } from './log-redact.ts';
import { credentialOf, fromOwnOrigin, overHttps, sessionCookie } from './session-cookie.ts';

/** Answers a request when it is an API call; says whether it was. */
export type ApiEntry = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface ApiEntryOptions {
  engine: Engine;
  /** The largest bodies of any call; an upload's file is held to its action's own limit below this. */
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
 * the whole engine, and this route needs none of it: the engine does the rest, and asks for the
 * body once it knows the caller may make the call. Everything else (the web app, docs, files,
 * downloads, not-found answers) is still Fastify's.
 */
export function createApiEntry(options: ApiEntryOptions): ApiEntry {
  const entry: Entry = { ...options, bodyLimits: bodyLimitsByUpload(options.limits) };
  return (request, response) => {
    if (request.method !== 'POST') return false;
    const url = request.url ?? '';
    if (!url.startsWith('/api/')) return false;
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const call = API_CALL.exec(path);
    if (!call) return false;
    const query = queryAt < 0 ? EMPTY_QUERY : fastQuerystring.parse(url.slice(queryAt + 1));
    answer(entry, request, response, { module: call[1], action: call[2], path, query }).catch((error: unknown) => {
      // Only a failure to write the answer gets here; the socket is all that is left to close.
      options.log?.error({ err: error }, 'fault while answering');
      response.destroy();
    });
    return true;
  };
}

interface Entry extends ApiEntryOptions {
  /** Body limits by what the action uploads: nothing, an image, an xlsx or an effect. */
  bodyLimits: Record<UploadKind | 'none', BodyLimits>;
}

/** Each kind of call's limits: a file only where the action takes one, and no larger than its kind allows. */
function bodyLimitsByUpload(limits: BodyLimits): Entry['bodyLimits'] {
  const taking = (files: number, fileSize: number): BodyLimits => ({
    bytes: limits.bytes,
    multipart: { ...limits.multipart, files, fileSize: Math.min(fileSize, limits.multipart.fileSize) },
  });
  return {
    none: taking(0, 0),
    image: taking(1, uploadLimitOf('image')),
    xlsx: taking(1, uploadLimitOf('xlsx')),
    svga: taking(1, uploadLimitOf('svga')),
    video: taking(1, uploadLimitOf('video')),
  };
}

interface CallLine {
  module: string;
  action: string;
  path: string;
  query: Record<string, unknown>;
}

/** What goes on the answer besides its body. */
interface Answer {
  request: IncomingMessage;
  requestId: string;
  /** Set-Cookie lines an action asked for (the session's, at sign-in and sign-out). */
  cookies: string[];
}

async function answer(entry: Entry, request: IncomingMessage, response: ServerResponse, line: CallLine): Promise<void> {
  const started = entry.log ? performance.now() : 0;
  const requestId = randomUUID();
  const { headers } = request;
  const reply: Answer = { request, requestId, cookies: [] };
  let status: number;
  try {
    const credential = credentialOf(request, line.query);
    if (credential.fromCookie && !fromOwnOrigin(request, entry.trustProxy)) {
      // The cookie goes with every request for this host, whichever page made it: only the
      // console's own pages may act with it.
      status = 403;
      send(response, status, crossSiteBody(parseLang(line.query.lang)), reply);
    } else {
      const pageVersion = headers[PAGE_VERSION_HEADER];
      const idempotencyKey = headers[IDEMPOTENCY_KEY_HEADER];
      const result = await entry.engine.call({
        module: line.module,
        action: line.action,
        lang: line.query.lang,
        readBody: (spec) => readCallBody(request, entry.bodyLimits[spec.upload ?? 'none']),
        token: credential.token,
        loginUid: line.query.login_uid,
        pageVersion: typeof pageVersion === 'string' ? pageVersion : undefined,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        confirmed: headers[CONFIRMED_HEADER] === '1',
        ip: (entry.trustProxy ? proxyAddr(request, trustEveryProxy) : request.socket.remoteAddress) ?? '',
        userAgent: headers['user-agent'] ?? '',
        requestId,
        setCookie: (name, value, maxAge) =>
          reply.cookies.push(sessionCookie(name, value, maxAge, overHttps(request, entry.trustProxy))),
      });
      status = result.httpStatus;
      send(response, status, result.body, reply);
    }
  } catch (error) {
    const lang = parseLang(line.query.lang);
    if (error instanceof CallerFault) {
      status = error.statusCode;
      send(response, status, callerFaultBody(lang), reply);
    } else {
      status = 500;
      entry.log?.error({ reqId: requestId, err: error }, 'fault');
      send(response, status, faultBody(lang, requestId), reply);
    }
  }
  entry.log?.info(
    {
      reqId: requestId,
      req: { id: requestId, method: 'POST', url: loggedPath(line.path) },
      res: { statusCode: status },
      responseTime: performance.now() - started,
    },
    'request completed',
  );
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

function crossSiteBody(lang: Lang): Envelope {
  return { status: Status.forbidden, msg: translate('cross_site_refused', lang), data: null };
}

/**
 * A JSON answer with its request id, the two headers that matter for JSON, and no caching (a
 * sign-in answer carries the token). A call answered before its body was read (refused) closes
 * the connection: reading a stranger's upload to its end only to keep the connection open is
 * what refusing it first avoids.
 */
function send(response: ServerResponse, status: number, body: Envelope | FaultEnvelope, reply: Answer): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  const headers: Record<string, string | number | string[]> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    [REQUEST_ID_HEADER]: reply.requestId,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  if (reply.cookies.length > 0) headers['set-cookie'] = reply.cookies;
  if (bodyLeftUnread(reply.request)) headers.connection = 'close';
  response.writeHead(status, headers);
  response.end(text);
}

function bodyLeftUnread(request: IncomingMessage): boolean {
  if (request.readableEnded) return false;
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
}
