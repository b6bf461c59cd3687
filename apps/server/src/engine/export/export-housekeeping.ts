import { isNotNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { exportTickets } from './export.tables.ts';
import { EXPORT_TICKET_SECONDS } from './export.ts';

/**
 * Deletes download links that can no longer be used: opened once already, or past their ten
 * minutes. The export itself stays in the operation log.
 */
export async function deleteSpentExportTickets(db: Orm, now: number): Promise<number> {
  const deleted = await db
    .delete(exportTickets)
    .where(or(isNotNull(exportTickets.usedAt), lte(exportTickets.createdAt, now - EXPORT_TICKET_SECONDS)))
    .returning({ tokenHash: exportTickets.tokenHash });
  return deleted.length;
}
