import { inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { uploadFiles } from './upload.tables.ts';

/**
 * Which of these upload ids are stored (the `<id>` of a `/files/<id>` link), for another module that
 * keeps a link to an upload (a member's avatar, a ban's evidence): ids stored nowhere are absent.
 */
export async function uploadsStored(db: Orm, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploadFiles.id })
    .from(uploadFiles)
    .where(inArray(uploadFiles.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
