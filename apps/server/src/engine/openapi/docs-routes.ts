import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { type MessageKey, parseLang, Status, translate } from '@console/contract';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth-service.ts';
import type { Clock } from '../clock.ts';
import type { Registry } from '../registry.ts';
import { openApiDocument } from './openapi-document.ts';

/** Who may read the API docs: signed-in staff (the default), or anyone (`API_DOCS=public`). */
export type DocsAccess = 'staff' | 'public';

export interface DocsOptions {
  registry: Registry;
  auth: AuthService;
  clock: Clock;
  access: DocsAccess;
}

interface Refusal {
  status: typeof Status.notLoggedIn | typeof Status.forbidden;
  key: MessageKey;
}

const ASSETS_PREFIX = '/api/docs/assets/';
/** The files of swagger-ui-dist the page loads; its demo page and initializer are not served. */
const VIEWER_ASSETS = new Set(['/swagger-ui-bundle.js', '/swagger-ui.css', '/favicon-32x32.png']);
const swaggerUiDist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const VIEWER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console API</title>
<link rel="stylesheet" href="${ASSETS_PREFIX}swagger-ui.css">
<link rel="icon" type="image/png" href="${ASSETS_PREFIX}favicon-32x32.png">
</head><body><div id="docs"></div>
<script src="${ASSETS_PREFIX}swagger-ui-bundle.js"></script>
<script src="/api/docs/viewer.js"></script>
</body></html>`;

/**
 * Not signed in (or a temporary password): a page that says so and leads to the console, rather than a redirect.
 * The console signs in on its own page and returns to console screens only; this page is served
 * by the server, so a redirect would leave the reader on the console's home with no way back.
 */
function signInPage(key: MessageKey): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console API</title></head>
<body><h1>Console API</h1>
<p>${translate(key, 'en-us')}. <a href="/">Open the console</a>, sign in, then open this page again.</p>
<p lang="zh">${translate(key, 'zh-cn')}。<a href="/">打开控制台</a>登录后,再打开本页。</p>
</body></html>`;
}

/** The token as the API takes it (DESIGN §3): the query, the `token` cookie, or `Authorization: Bearer`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string' && query.token !== '') return query.token;
  const { cookie, authorization } = request.headers;
  const fromCookie = cookie ? parseCookie(cookie).token : undefined;
  if (fromCookie) return fromCookie;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document, generated from the registry), GET /api/docs
 * (Swagger UI on it, its files served from our own npm install: no CDN) and the viewer's files.
 * The document and page answer signed-in staff only, unless `access` is `public`; the viewer's
 * files are Swagger UI's own and say nothing about this API, so they are served to anyone.
 */
export async function registerDocs(server: FastifyInstance, options: DocsOptions): Promise<void> {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const viewerScript = readFileSync(new URL('./viewer.js', import.meta.url), 'utf8');

  /** Why the caller may not read the docs, or nothing when they may. */
  async function refusal(request: FastifyRequest): Promise<Refusal | undefined> {
    if (options.access === 'public') return undefined;
    const outcome = await options.auth.authenticate(tokenOf(request), options.clock.now());
    if (!outcome.ok) return { status: Status.notLoggedIn, key: outcome.key };
    // A temporary password is changed before anything else, in the console as in the API.
    return outcome.principal.mustChangePassword ? { status: Status.forbidden, key: 'must_change_password' } : undefined;
  }

  server.get('/api/openapi.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refused = await refusal(request);
    if (refused) {
      const lang = parseLang((request.query as Record<string, unknown> | undefined)?.lang);
      return reply.code(refused.status).send({ status: refused.status, msg: translate(refused.key, lang), data: null });
    }
    // Built on first request: the registry is fixed once the server starts.
    document ??= openApiDocument(options.registry);
    return reply.send(document);
  });

  server.get('/api/docs', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const refused = await refusal(request);
    if (refused) return reply.code(refused.status).send(signInPage(refused.key));
    return reply.send(VIEWER_PAGE);
  });

  server.get('/api/docs/viewer.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(viewerScript));

  await server.register(fastifyStatic, {
    root: swaggerUiDist,
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => VIEWER_ASSETS.has(pathName),
  });
}
