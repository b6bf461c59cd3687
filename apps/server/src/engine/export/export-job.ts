import type { Lang } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { defineJob } from '../jobs/job.ts';
import { refusalFor } from '../permissions.ts';
import type { Registry, ServerModule } from '../registry.ts';
import { exportFileChunks, exportTickets } from './export.tables.ts';
import { exportFile } from './export-file.ts';
import type { ExportFormat } from './writers.ts';

export const EXPORT_FILE_JOB = 'export.file';

/** Past this many rows an export is written by a job first. */
export const exportJobSettings: {
  rowThreshold: number;
  /** Holds every export job at its start until it settles: a test sees a file being prepared, on any machine's speed. */
  hold?: Promise<void>;
} = { rowThreshold: 20_000 };

/** Pieces of the stored file: big enough to be few, small enough to hold one in memory at a time. */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

export interface ExportFileJobData {
  tokenHash: string;
  /** The rows the action counted, for the progress (the file may come out a little longer or shorter). */
  total: number;
}

/**
 * Long exports as a job (issue 13 item 3): the export action sends `export.file`, which writes the
 * file — the same writers, the same list, filters and scope a download would read — into
 * export_file_chunk, reporting rows done over rows counted; the link then streams the stored file.
 * The admin's permission and scope are read when the job runs, and again at download; times are
 * written in the console's zone, as downloads write them.
 */
export function exportModule(deps: { auth: AuthService; replica?: Database; timeZone: string }): ServerModule {
  let registry: Registry | undefined;
  const job = defineJob<ExportFileJobData>({
    name: EXPORT_FILE_JOB,
    // A retry writes the whole file again: one is enough for a dropped connection.
    retry: { limit: 1, delaySeconds: 10 },
    timeoutSeconds: 30 * 60,
    async run({ tokenHash, total }, context) {
      await exportJobSettings.hold;
      const orm = ormFor(context.db);
      const [ticket] = await orm.select().from(exportTickets).where(eq(exportTickets.tokenHash, tokenHash));
      // Deleted by housekeeping (nobody waited for it): nothing to write.
      if (!ticket) return { rows: 0 };
      const registered = registry?.actions.get(ticket.action);
      const definition = registered?.export;
      if (!registered || !definition) throw new Error(`${ticket.action} is not an export`);
      const found = await deps.auth.principalOf(context.db, ticket.adminId);
      if (!found || found.disabled || refusalFor(found.principal, registered.spec)) {
        throw new Error(`admin ${ticket.adminId} may no longer export ${ticket.action}`);
      }
      const lang = ticket.lang as Lang;
      const { principal } = found;
      const source = deps.replica ?? context.db;
      const list = {
        db: ormFor(source),
        sql: source,
        references: registry?.references ?? {},
        scope: principal.scope,
        principal,
        lang,
        now: context.now(),
      };
      // A retry starts the file over.
      await orm.delete(exportFileChunks).where(eq(exportFileChunks.tokenHash, tokenHash));
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        await orm.insert(exportFileChunks).values({ tokenHash, seq: seq++, data: Buffer.concat(pending) });
        pending = [];
        pendingBytes = 0;
      };
      const filters = ticket.filters as Record<string, unknown>;
      const { stream: file, rows } = exportFile(source, list, definition, filters, ticket.format as ExportFormat, deps.timeZone);
      let reported = 0;
      for await (const piece of file) {
        if (context.signal.aborted) {
          file.destroy();
          throw new Error(`export ${context.id} was stopped`);
        }
        const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : (piece as Buffer);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= EXPORT_CHUNK_BYTES) await flush();
        // 100 is for when the file is stored; the count may be a cap or a little behind.
        const percent = Math.min(99, Math.floor((rows() / Math.max(total, 1)) * 100));
        if (percent > reported) {
          reported = percent;
          await context.progress(percent);
        }
      }
      await flush();
      await orm.update(exportTickets).set({ readyAt: context.now() }).where(eq(exportTickets.tokenHash, tokenHash));
      return { rows: rows() };
    },
  });
  return {
    name: 'Export',
    actions: [],
    jobs: [job],
    registered: (built) => {
      registry = built;
    },
  };
}
