import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { IMAGE_UPLOAD_LIMIT_BYTES, PAGE_VERSION_HEADER, parseLang, REQUEST_ID_HEADER, translate } from '@console/contract';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import { AuthService } from './engine/auth/auth-service.ts';
import { type Clock, systemClock } from './engine/clock.ts';
import type { UploadedFile } from './engine/context.ts';
import { registerDocs } from './engine/docs.ts';
import { Engine } from './engine/engine.ts';
import { registerDownloads } from './engine/export/download.ts';
import { MultipartBody, registerMultipart } from './engine/multipart.ts';
import { buildRegistry, type Registry, type ServerModule } from './engine/registry.ts';
import { MODULES } from './modules/index.ts';
import { registerFileRoute } from './modules/upload/upload.actions.ts';

export interface AppOptions {
  db: Database;
  clock?: Clock;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDist?: string;
  /** Log requests (paths only) to stdout, or to the given stream. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  trustProxy?: boolean;
  /** Validate every answer against its declared output schema (on outside production). */
  checkOutputs?: boolean;
  /** The modules to serve; every module by default. */
  modules?: readonly ServerModule[];
}

export interface App {
  server: FastifyInstance;
  engine: Engine;
  auth: AuthService;
  registry: Registry;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Uploads: xlsx files of 5000 ids and 2 MB images fit easily; anything larger is refused before parsing. */
const UPLOAD_LIMIT_BYTES = Math.max(10 * 1024 * 1024, IMAGE_UPLOAD_LIMIT_BYTES);

/** The token may come in the query (SPEC §7), the `token` cookie, or `Authorization: Bearer`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown>;
  if (typeof query.token === 'string' && query.token !== '') return query.token;
  const cookies = request.headers.cookie;
  const cookie = cookies ? parseCookie(cookies).token : undefined;
  if (cookie) return cookie;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** What every API answer carries: its request id, and the two headers that matter for JSON. */
function answerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
}

function readBody(request: FastifyRequest): { body: unknown; files: UploadedFile[] } {
  const { body } = request;
  return body instanceof MultipartBody ? { body: body.fields, files: body.files } : { body, files: [] };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const registry = buildRegistry(options.modules ?? MODULES);
  const auth = new AuthService(db);
  await auth.start();
  const engine = new Engine({ db, registry, auth, clock, checkOutputs: options.checkOutputs ?? true });

  const server = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          // Tokens travel in the query string (SPEC §7): log paths only.
          serializers: {
            req: (request) => ({ id: request.id, method: request.method, url: request.url.split('?')[0] }),
          },
        }
      : false,
  });

  // An empty JSON body is a call without input, not an error; prototype keys stay refused.
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, {});
    return parseJson(request, body as string, done);
  });
  await server.register(fastifyFormbody);
  registerMultipart(server, { fileSize: UPLOAD_LIMIT_BYTES, fieldSize: BODY_LIMIT_BYTES, files: 5, fields: 200 });

  server.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const lang = parseLang((request.query as Record<string, unknown> | undefined)?.lang);
    const code = error.statusCode ?? 500;
    answerHeaders(request, reply);
    if (code >= 400 && code < 500) {
      // Malformed JSON, a body or file over the limit, an unsupported content type: the caller's fault.
      return reply.code(code).send({ status: 400, msg: translate('invalid_input', lang), data: null });
    }
    request.log.error({ err: error }, 'fault');
    return reply.code(500).send({ status: 500, msg: translate('system_error', lang), data: { request_id: request.id } });
  });

  // The API route lives outside helmet's context: helmet's headers (CSP, frame and cross-origin
  // policies) only mean something for HTML, and even a route that opts out still runs its two
  // per-request hooks. JSON answers get the two headers that matter for them, set in the handler;
  // the route has no hooks at all (multipart is a parser, the cookie is read only when needed).
  server.post<{ Params: { module: string; action: string }; Querystring: Record<string, unknown> }>(
    '/api/:module/:action',
    async (request, reply) => {
      const { body, files } = readBody(request);
      const pageVersion = request.headers[PAGE_VERSION_HEADER];
      const idempotencyKey = request.headers['x-idempotency-key'];
      const result = await engine.call({
        module: request.params.module,
        action: request.params.action,
        lang: request.query.lang,
        body,
        files,
        token: tokenOf(request),
        pageVersion: typeof pageVersion === 'string' ? pageVersion : undefined,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        requestId: request.id,
      });
      answerHeaders(request, reply);
      return reply.code(result.httpStatus).send(result.body);
    },
  );

  // Everything else (the web app, API docs, uploaded files, export downloads, not-found answers)
  // is served with helmet's full set of headers.
  await server.register(async (pages) => {
    await pages.register(fastifyHelmet, {
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          // The console is often served over plain http on a private address; upgrading would break it.
          upgradeInsecureRequests: null,
        },
      },
    });
    pages.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    registerDownloads(pages, { db, auth, registry, clock });
    registerFileRoute(pages, db);
    registerDocs(pages, registry);

    const webDist = options.webDist;
    const serveWeb = webDist !== undefined && existsSync(webDist);
    if (serveWeb) await pages.register(fastifyStatic, { root: webDist, wildcard: false });
    pages.setNotFoundHandler((request, reply) => {
      if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
        return reply.type('text/html').sendFile('index.html');
      }
      const lang = parseLang((request.query as Record<string, unknown> | undefined)?.lang);
      return reply.code(404).send({ status: 400, msg: translate('unknown_action', lang), data: null });
    });
  });

  return { server, engine, auth, registry };
}
