import { Readable } from 'node:stream';
import { formatWallDate, type Lang, parseLang, translate } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import { refusalFor } from '../permissions.ts';
import type { Registry } from '../registry.ts';
import { EXPORT_JOB_WAIT_SECONDS, EXPORT_TICKET_SECONDS } from './export.ts';
import { exportFile } from './export-file.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from './writers.ts';

interface Ticket {
  admin_id: number;
  action: string;
  filters: Record<string, unknown>;
  format: ExportFormat;
  lang: Lang;
  job_id: string | null;
}

/** A long export's stored file, one piece at a time (each about a megabyte). */
async function* storedFile(db: Database, tokenHash: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const { rows } = await db.query<{ data: Uint8Array }>(
      'SELECT data FROM export_file_chunk WHERE token_hash = $1 AND seq = $2',
      [tokenHash, seq],
    );
    if (!rows[0]) return;
    yield Buffer.from(rows[0].data);
  }
}

/**
 * GET /api/export/<token>: streams what an export action counted. The link works once, for ten
 * minutes, and only while its admin is still enabled and still holds the export's permission; the
 * scope is the admin's scope now, not when the link was made. Times are written in `timeZone`, the
 * console's (what the screens show). A long export's link (its file written by a job) answers 409
 * "still preparing" without being used up until the file is ready; its ten minutes count from then.
 */
export function registerDownloads(
  server: FastifyInstance,
  deps: { db: Database; replica?: Database; auth: AuthService; registry: Registry; clock: Clock; timeZone: string },
) {
  server.get<{ Params: { token: string }; Querystring: { lang?: string } }>('/api/export/:token', async (request, reply) => {
    const refuse = (code: number, key: 'export_expired' | 'export_preparing' | 'export_failed' | 'no_permission', lang?: Lang) =>
      reply
        .code(code)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(translate(key, lang ?? parseLang(request.query.lang)));
    if (!looksLikeToken(request.params.token)) return refuse(410, 'export_expired');
    const tokenHash = hashToken(request.params.token);
    const now = deps.clock.now();
    const { rows: waiting } = await deps.db.query<{ job_id: string; state: string | null }>(
      `SELECT t.job_id, j.state FROM export_ticket t LEFT JOIN job_run j ON j.id = t.job_id
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.job_id IS NOT NULL AND t.ready_at IS NULL AND t.created_at > $2`,
      [tokenHash, now - EXPORT_JOB_WAIT_SECONDS],
    );
    if (waiting[0]) return waiting[0].state === 'failed' ? refuse(410, 'export_failed') : refuse(409, 'export_preparing');
    const { rows } = await deps.db.query<Ticket>(
      `UPDATE export_ticket SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND ((job_id IS NULL AND created_at > $3) OR ready_at > $3)
       RETURNING admin_id, action, filters, format, lang, job_id`,
      [tokenHash, now, now - EXPORT_TICKET_SECONDS],
    );
    const ticket = rows[0];
    const registered = ticket && deps.registry.actions.get(ticket.action);
    const definition = registered?.export;
    if (!ticket || !registered || !definition) return refuse(410, 'export_expired');
    const found = await deps.auth.principalOf(deps.db, ticket.admin_id);
    if (!found || found.disabled || refusalFor(found.principal, registered.spec)) {
      return refuse(403, 'no_permission', ticket.lang);
    }
    const stamp = formatWallDate(now, deps.timeZone);
    reply.header('content-disposition', `attachment; filename="${definition.fileName}-${stamp}.${ticket.format}"`);
    reply.header('cache-control', 'no-store');
    reply.type(EXPORT_CONTENT_TYPES[ticket.format]);
    // The stored file was written on the primary; a short export's rows may come from the replica.
    if (ticket.job_id) return reply.send(Readable.from(storedFile(deps.db, tokenHash)));
    const { principal } = found;
    const source = deps.replica ?? deps.db;
    const context = {
      db: ormFor(source),
      sql: source,
      references: deps.registry.references,
      scope: principal.scope,
      principal,
      lang: ticket.lang,
      now,
    };
    return reply.send(exportFile(source, context, definition, ticket.filters, ticket.format, deps.timeZone).stream);
  });
}
