import type { Db as IDatabase } from 'pg-boss';
import type { Database, Queryable } from '../../db/database.ts';

/**
 * pg-boss on the console's own connection (the pg pool, or PGlite's one connection): no second
 * pool, and on PGlite no second database. Statements with parameters are single statements; those
 * without may be scripts of several (its migrations and its `BEGIN … COMMIT` locked blocks), which
 * only the simple protocol runs, so they go through `exec`.
 */
export function bossDatabase(db: Database): IDatabase {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await db.query(text, values)).rows };
      return { rows: await db.exec(text) };
    },
  };
}

/**
 * One open transaction as pg-boss's connection, so a job sent by an action is created in the
 * action's transaction: it exists exactly when the action committed. Sending runs single
 * statements only.
 */
export function bossTransaction(tx: Queryable): IDatabase {
  return {
    async executeSql(text, values) {
      return { rows: (await tx.query(text, values ?? [])).rows };
    },
  };
}
