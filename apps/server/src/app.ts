import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { IMAGE_UPLOAD_LIMIT_BYTES, parseLang, REQUEST_ID_HEADER } from '@console/contract';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import { loggableError } from './db/error-log.ts';
import { AuthService } from './engine/auth/auth-service.ts';
import { type Clock, systemClock } from './engine/clock.ts';
import { Engine } from './engine/engine.ts';
import { registerDownloads } from './engine/export/download.ts';
import { exportModule } from './engine/export/export-job.ts';
import { callerFaultBody, createApiEntry, faultBody } from './engine/http/api-entry.ts';
import { registerHealth } from './engine/http/health.ts';
import { loggedUrl, redactText } from './engine/http/log-redact.ts';
import { registerWebApp } from './engine/http/web-app.ts';
import { JobRunner, type JobsOptions, serverTimeZone } from './engine/jobs/job-runner.ts';
import { jobsModule } from './engine/jobs/jobs.module.ts';
import { type DocsAccess, registerDocs } from './engine/openapi/docs-routes.ts';
import { buildRegistry, type Registry, type ServerModule } from './engine/registry.ts';
import { FaultRecorder, recordingFaults } from './modules/error-log/fault-record.ts';
import { MODULES } from './modules/index.ts';
import { registerFileRoute } from './modules/upload/upload.actions.ts';

export interface AppOptions {
  db: Database;
  /** A read replica of `db` for lists and export downloads (DATABASE_REPLICA_URL). */
  replica?: Database;
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
  /** Who reads /api/docs and /api/openapi.json: signed-in staff by default. */
  apiDocs?: DocsAccess;
  /** The zone screens and exports show times in (an IANA name); the server's own by default. */
  timeZone?: string;
  /**
   * Runs the modules' jobs (schedules, workers) until the server closes. Off when absent: the
   * server's tests start them only where they test them.
   */
  jobs?: JobsOptions;
}

export interface App {
  /** Listens and closes; its http server hands API calls to the engine and the rest to Fastify. */
  server: FastifyInstance;
  /** What the http server does with each request: tests send theirs through it (light-my-request). */
  dispatch(request: IncomingMessage, response: ServerResponse): void;
  engine: Engine;
  auth: AuthService;
  registry: Registry;
  /** Sends jobs and reads their state; idle unless `jobs` was given. */
  jobs: JobRunner;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Uploads: xlsx files of 5000 ids and 2 MB images fit easily; anything larger is refused before parsing. */
const UPLOAD_LIMIT_BYTES = Math.max(10 * 1024 * 1024, IMAGE_UPLOAD_LIMIT_BYTES);

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const timeZone = options.timeZone ?? serverTimeZone();
  const jobs = new JobRunner({ db, clock });
  const auth = new AuthService(db);
  const registry = buildRegistry([
    ...(options.modules ?? MODULES),
    jobsModule(jobs),
    exportModule({ auth, replica: options.replica, timeZone }),
  ]);
  await auth.start();
  const engine = new Engine({
    db,
    replica: options.replica,
    registry,
    auth,
    clock,
    checkOutputs: options.checkOutputs ?? true,
    timeZone,
    jobs,
  });

  const server = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    // Fastify's own keep-alive default, which it only sets on servers it creates.
    serverFactory: () => createServer({ keepAliveTimeout: 72_000 }, (request, response) => dispatch(request, response)),
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          // Tokens travel in the query string (SPEC §7): log paths only, without export tickets and
          // file ids; errors without a failed statement's values (see loggableError).
          serializers: {
            req: (request) => ({ id: request.id, method: request.method, url: loggedUrl(request.url) }),
            err: (error: unknown) => loggableError(error, redactText),
          },
        }
      : false,
  });
  // Faults are kept for the error log (menu 24016) besides the server log's line.
  const faults = new FaultRecorder(db, clock, (error) => server.log.error({ err: error }, 'fault not kept'));
  const api = createApiEntry({
    engine: recordingFaults(engine, faults, auth, clock),
    trustProxy: options.trustProxy ?? false,
    limits: {
      bytes: BODY_LIMIT_BYTES,
      multipart: { fileSize: UPLOAD_LIMIT_BYTES, fieldSize: BODY_LIMIT_BYTES, files: 5, fields: 200 },
    },
    log: options.logger ? server.log : undefined,
  });
  /** API calls go straight to the engine (see createApiEntry); everything else through Fastify's router. */
  function dispatch(request: IncomingMessage, response: ServerResponse): void {
    if (!api(request, response)) server.routing(request, response);
  }

  server.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const lang = parseLang((request.query as Record<string, unknown> | undefined)?.lang);
    const code = error.statusCode ?? 500;
    reply.header(REQUEST_ID_HEADER, request.id);
    if (code >= 400 && code < 500) {
      return reply.code(code).send(callerFaultBody(lang));
    }
    request.log.error({ err: error }, 'fault');
    await faults.record(
      { requestId: request.id, module: '', action: `${request.method} ${loggedUrl(request.url)}`, ip: request.ip },
      error,
    );
    return reply.code(500).send(faultBody(lang, request.id));
  });

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
      // Downloads, docs and not-found answers under /api/ are per caller: no cache keeps them.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
    registerHealth(pages, db);
    registerDownloads(pages, { db, replica: options.replica, auth, registry, clock, timeZone });
    registerFileRoute(pages, { db, auth, clock });
    await registerDocs(pages, { registry, auth, clock, access: options.apiDocs ?? 'staff' });

    await registerWebApp(pages, options.webDist);
  });

  if (options.jobs) {
    // Schedules run by the console's clock too, unless the jobs are given a zone of their own.
    // A job's failure goes to the server log, through the same care as a call's (loggableError).
    const onError = options.logger ? (error: Error) => server.log.error({ err: error }, 'jobs') : undefined;
    await jobs.start(registry, { timeZone, onError, ...options.jobs });
    server.addHook('onClose', () => jobs.stop());
  }

  return { server, dispatch, engine, auth, registry, jobs };
}
