import pg from 'pg';
import { type Database, INT8_OID, type Queryable, type QueryResult, type RowMode } from './database.ts';

/** int8 as a JS number: ids, coins and unix times all stay below 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

async function run<Row>(
  client: pg.Pool | pg.PoolClient,
  text: string,
  params: unknown[] = [],
  rowMode: RowMode = 'object',
): Promise<QueryResult<Row>> {
  const result = await client.query({ text, values: params, ...(rowMode === 'array' ? { rowMode: 'array' } : {}) });
  return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
}

export function openPostgres(connectionString: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, types, max: opts.max ?? 10 });
  let listener: Promise<pg.Client> | undefined;
  return {
    engine: 'postgres',
    query: (text, params, rowMode) => run(pool, text, params, rowMode),
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = { query: (text, params, rowMode) => run(client, text, params, rowMode) };
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
    async listen(channel, onMessage) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      listener ??= (async () => {
        const client = new pg.Client({ connectionString, types });
        await client.connect();
        return client;
      })();
      const client = await listener;
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) onMessage(message.payload);
      });
      await client.query(`LISTEN ${channel}`);
    },
    async close() {
      if (listener) await (await listener).end().catch(() => {});
      await pool.end();
    },
  };
}
