/**
 * An error as the server log may hold it. A failed statement's parameters carry what the console
 * guards (password hashes, members' data, tokens' hashes), and they reach an error by several
 * roads: Drizzle's DrizzleQueryError puts them in its message and `params`; PostgreSQL's `detail`
 * and `where` quote the failing row or input ("Failing row contains (…)", "Key (username)=(…)",
 * "JSON data, line 1: …"); and some messages quote the value itself ('invalid input syntax for type
 * integer: "…"'). So only named fields are logged, never an error's other properties, and a
 * database error keeps its SQLSTATE, constraint, table and column but not the values.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** The frames where it was thrown; the first line carries the message as logged, not as thrown. */
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A double-quoted text in a PostgreSQL message, with the word before it when there is one. */
const QUOTED = /(\b[A-Za-z_]+\s+)?"(?:[^"]|"")*"/g;
/** Words after which PostgreSQL quotes a name from the schema, not a value. */
const SCHEMA_WORDS = new Set([
  'column',
  'relation',
  'constraint',
  'table',
  'type',
  'index',
  'schema',
  'sequence',
  'function',
  'trigger',
  'view',
  'domain',
  'extension',
  'database',
  'role',
  'cursor',
  'savepoint',
  'parameter',
]);
/** How deep a chain of causes is followed. */
const MAX_CAUSES = 4;

export function loggableError(error: unknown, scrub: (text: string) => string = (text) => text, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = scrub(String(error));
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & Record<string, unknown>;
  const database = isDatabaseError(fields);
  const message = scrub(safeMessage(fields, database));
  const logged: LoggedError = { type: error.name, message, stack: `${error.name}: ${message}${framesOf(error.stack ?? '')}` };
  const code = fields.code;
  if (typeof code === 'string') logged.code = code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (database) {
    for (const name of ['constraint', 'table', 'column'] as const) {
      const value = fields[name];
      if (typeof value === 'string') logged[name] = value;
    }
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(fields.cause, scrub, depth + 1);
  return logged;
}

/** An error from either database engine (pg's or PGlite's), or Drizzle's wrapping of one. */
function isDatabaseError(error: Error & Record<string, unknown>): boolean {
  return (
    (typeof error.code === 'string' && SQLSTATE.test(error.code)) ||
    error.name === 'DatabaseError' ||
    'params' in error ||
    error.message.startsWith('Failed query: ')
  );
}

function safeMessage(error: Error & Record<string, unknown>, database: boolean): string {
  if (!database) return error.message;
  // Drizzle: "Failed query: <statement>\nparams: <values>". The statement has placeholders only.
  if (error.message.startsWith('Failed query: ')) {
    const paramsAt = error.message.lastIndexOf('\nparams: ');
    return paramsAt < 0 ? error.message : error.message.slice(0, paramsAt);
  }
  return error.message.replace(QUOTED, (quoted, word: string | undefined) =>
    word && SCHEMA_WORDS.has(word.trim().toLowerCase()) ? quoted : `${word ?? ''}"[value]"`,
  );
}

/** The stack's frames without its first line(s), which repeat the message. */
function framesOf(stack: string): string {
  const at = stack.indexOf('\n    at ');
  return at < 0 ? '' : stack.slice(at);
}
