import { and, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { exportTickets } from './export.tables.ts';
import { EXPORT_JOB_WAIT_SECONDS, EXPORT_TICKET_SECONDS } from './export.ts';

/**
 * Deletes download links that can no longer be used, with a long export's stored file (its chunks
 * go with the ticket): opened once already, past their ten minutes (a long export's counted from
 * when its file was ready), or a file that never got ready in a day. The export itself stays in
 * the operation log.
 */
export async function deleteSpentExportTickets(db: Orm, now: number): Promise<number> {
  const expired = now - EXPORT_TICKET_SECONDS;
  const deleted = await db
    .delete(exportTickets)
    .where(
      or(
        isNotNull(exportTickets.usedAt),
        and(isNull(exportTickets.jobId), lte(exportTickets.createdAt, expired)),
        lte(exportTickets.readyAt, expired),
        and(isNull(exportTickets.readyAt), lte(exportTickets.createdAt, now - EXPORT_JOB_WAIT_SECONDS)),
      ),
    )
    .returning({ tokenHash: exportTickets.tokenHash });
  return deleted.length;
}
