import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migrate.ts';

/**
 * Probes for a load balancer or an orchestrator: `/healthz` says the process answers (restart it
 * when it does not); `/readyz` says it can serve (the database answers and has every migration), so
 * traffic goes elsewhere while a node starts or loses its database. Neither needs a session, and
 * neither says more than ok or what is missing.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const pending = await pendingMigrations(db);
      if (pending > 0) return reply.code(503).send({ status: 'migrations_pending', pending });
      return reply.send({ status: 'ready' });
    } catch {
      return reply.code(503).send({ status: 'database_unreachable' });
    }
  });
}
