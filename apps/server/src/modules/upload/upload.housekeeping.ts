import type { Database } from '../../db/database.ts';
import { defineJob } from '../../engine/jobs/job.ts';

/** An upload younger than this is kept even unreferenced: the form it was made for may still be open. */
export const ORPHAN_GRACE_SECONDS = 24 * 3600;
const FILE_REFERENCE = '/files/([0-9a-f]{32})';

/**
 * Every column that can hold a `/files/<id>` link, whichever module owns it: text, jsonb and
 * text arrays of the console's schema, apart from the uploads themselves. Read from the catalogue
 * so a module that starts keeping pictures needs no change here.
 */
async function referencingColumns(db: Database): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> 'upload_file'
       AND (c.data_type IN ('text', 'character varying', 'jsonb', 'json')
            OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  return byTable;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Ids of uploads some row links to: one pass over each table that can hold a link. */
async function referencedUploadIds(db: Database): Promise<string[]> {
  const found = new Set<string>();
  for (const [table, columns] of await referencingColumns(db)) {
    // Raw SQL: the tables and columns come from the catalogue at run time, which a query builder cannot name.
    const text = `concat_ws(' ', ${columns.map((column) => `${quoted(column)}::text`).join(', ')})`;
    const { rows } = await db.query<{ id: string }>(
      `SELECT DISTINCT m[1] AS id FROM ${quoted(table)}, LATERAL regexp_matches(${text}, $1, 'g') AS m
       WHERE ${text} LIKE '%/files/%'`,
      [FILE_REFERENCE],
    );
    for (const row of rows) found.add(row.id);
  }
  return [...found];
}

/**
 * Deletes uploads nothing links to (a picture uploaded for a form that was then abandoned, an
 * avatar since replaced and not kept in any history), once they are past the grace period.
 * A link anywhere, the operation log's before/after included, keeps a file.
 */
export async function deleteOrphanedUploads(db: Database, now: number): Promise<number> {
  const referenced = await referencedUploadIds(db);
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM upload_file WHERE created_at < $1 AND NOT (id = ANY($2::text[])) RETURNING id',
    [now - ORPHAN_GRACE_SECONDS, referenced],
  );
  return rows.length;
}

export const orphanedUploadsCleanup = defineJob({
  name: 'upload.orphans',
  schedule: '40 3 * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  timeoutSeconds: 30 * 60,
  async run(_data, job) {
    return { deleted: await deleteOrphanedUploads(job.db, job.now()) };
  },
});
