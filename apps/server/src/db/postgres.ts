import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { type Database, INT8_OID, type Queryable, type QueryResult, type RowMode } from './database.ts';
import { PostgresListener } from './postgres-listener.ts';
import { isStalePreparedStatement, PLAN_EACH_CALL, StatementNames } from './statement-names.ts';

/** int8 as a JS number: ids, coins and unix times all stay below 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

async function run<Row>(
  client: pg.Pool | pg.PoolClient,
  names: StatementNames,
  text: string,
  params: unknown[] = [],
  rowMode: RowMode = 'object',
): Promise<QueryResult<Row>> {
  // Only a statement with parameters: one without may hold several commands, which a named
  // (extended protocol) statement cannot.
  const name = params.length > 0 ? names.nameOf(text) : undefined;
  try {
    const result = await client.query({
      text,
      values: params,
      ...(name ? { name } : {}),
      ...(rowMode === 'array' ? { rowMode: 'array' } : {}),
    });
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  } catch (error) {
    if (!name || !isStalePreparedStatement(error)) throw error;
    names.refuse(text);
    // In a transaction the failure has aborted it: the caller's retry (a new transaction) goes unnamed.
    if (client instanceof pg.Pool) return run(client, names, text, params, rowMode);
    throw error;
  }
}

/** An export's COPY may run this long: the export job's own time limit. */
const COPY_TIMEOUT = '30min';

/**
 * `COPY … TO STDOUT` on a connection of its own, opened for it and closed after: not one of the
 * pool's, so downloads read slowly (COPY waits on its reader) never leave the pool short.
 */
function copyOut(connectionString: string, statement: string): Readable {
  const output = new PassThrough();
  void (async () => {
    const client = new pg.Client({ connectionString, types });
    try {
      await client.connect();
      await client.query('BEGIN READ ONLY');
      await client.query(`SET LOCAL statement_timeout = '${COPY_TIMEOUT}'`);
      await pipeline(client.query(copyTo(statement)), output);
      await client.query('COMMIT');
    } catch (error) {
      output.destroy(error as Error);
    } finally {
      // Ending the connection ends a COPY cut off half-way (a dropped download) on the server too.
      await client.end().catch(() => {});
    }
  })();
  return output;
}

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** Milliseconds before PostgreSQL cancels a statement; 0 or absent = no limit. */
  statementTimeoutMs?: number;
  /** Where pool and listener troubles are reported. */
  log?: (message: string) => void;
}

export function openPostgres(connectionString: string, opts: PostgresOptions = {}): Database {
  const log = opts.log ?? ((message: string) => console.warn(message));
  const pool = new pg.Pool({
    connectionString,
    types,
    max: opts.max ?? 10,
    options: PLAN_EACH_CALL,
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  // An idle connection that drops (a restart, a failover) is removed by the pool, which opens a
  // new one when asked; without a handler its 'error' would end the process.
  pool.on('error', (error) => log(`database pool: an idle connection failed (${error.message})`));
  const listener = new PostgresListener(connectionString, log);
  const names = new StatementNames();
  return {
    engine: 'postgres',
    query: (text, params, rowMode) => run(pool, names, text, params, rowMode),
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = { query: (text, params, rowMode) => run(client, names, text, params, rowMode) };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      // Several statements answer one result each; pg hands a single statement's result bare.
      const results: pg.QueryResult | pg.QueryResult[] = await pool.query(script);
      return (Array.isArray(results) ? results : [results]).flatMap((result) => result.rows ?? []);
    },
    copyOut: (statement) => copyOut(connectionString, statement),
    listen: (channel, onMessage, onGap) => listener.listen(channel, { onMessage, onGap }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
