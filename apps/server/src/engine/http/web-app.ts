import { existsSync } from 'node:fs';
import { parseLang, translate } from '@console/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content: a name never comes back with other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser asks again each time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * The built web app, when there is one: hashed assets sent as their prebuilt `.br`/`.gz`
 * (apps/web/vite/precompress.ts) and cached for good, `index.html` revalidated on every load, and
 * every other GET outside /api/ answered with `index.html` so a console address opens its screen.
 * Anything else unknown is a 404 in the API's envelope.
 */
export async function registerWebApp(pages: FastifyInstance, webDist: string | undefined): Promise<void> {
  const serveWeb = webDist !== undefined && existsSync(webDist);
  if (serveWeb) {
    await pages.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  pages.setNotFoundHandler((request, reply) => {
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').header('cache-control', REVALIDATE).sendFile('index.html');
    }
    const lang = parseLang((request.query as Record<string, unknown> | undefined)?.lang);
    return reply.code(404).send({ status: 400, msg: translate('unknown_action', lang), data: null });
  });
}
