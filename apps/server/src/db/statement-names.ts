/**
 * Which statements run as named prepared statements on PostgreSQL, and their names.
 *
 * A statement sent unnamed is parsed, analysed and planned on every call; a named one is parsed and
 * analysed once per connection (PostGraphile names its statements the same way), and still planned
 * on every call for its parameters: see PLAN_EACH_CALL. For the member list's page at 1 M members
 * that saves ~9% of the database's CPU per call (issue 32, `npm run bench -- server-list`).
 *
 * Each name is a statement PostgreSQL keeps in every pooled connection's memory until the
 * connection closes, so there are at most `maxNamed`, and a text is named only when it comes back
 * (its third sighting): the first texts to come back are the hot ones (lists, the session check),
 * and a one-off text (a search with its own IN list) never takes a name. Names are never reused,
 * so a connection can never hold a name for another text.
 */
/**
 * The session setting of every console connection: a named statement is planned for its
 * parameters on each call. Left to itself PostgreSQL switches a statement to one generic plan after
 * five calls on a connection when that plan looks no dearer, and a generic plan cannot see a
 * pattern's selectivity: the device blacklist's "value contains" search took 354 ms on its generic
 * plan against 197 ms planned per call (`npm run bench -- server-resource-list`).
 */
export const PLAN_EACH_CALL = '-c plan_cache_mode=force_custom_plan';

export interface StatementNamesOptions {
  /** Names given in all: what each pooled connection may hold. */
  maxNamed: number;
  /** A text is named on this sighting. */
  namedAfter: number;
  /** Texts counted at once before the counts start over. */
  maxWatched: number;
}

export class StatementNames {
  /** How often each text not yet named has been sent; emptied when it grows past `maxWatched`. */
  private readonly sightings = new Map<string, number>();
  private readonly names = new Map<string, string>();
  /** Texts PostgreSQL refused as named statements (a changed result type); they go unnamed. */
  private readonly refused = new Set<string>();
  private lastId = 0;

  private readonly opts: StatementNamesOptions;

  constructor(opts: StatementNamesOptions = { maxNamed: 200, namedAfter: 3, maxWatched: 5000 }) {
    this.opts = opts;
  }

  /** The name to send `text` under, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.opts.maxNamed || this.refused.has(text)) return undefined;
    const seen = (this.sightings.get(text) ?? 0) + 1;
    if (seen < this.opts.namedAfter) {
      if (this.sightings.size >= this.opts.maxWatched) this.sightings.clear();
      this.sightings.set(text, seen);
      return undefined;
    }
    this.sightings.delete(text);
    this.lastId += 1;
    const name = `console_${this.lastId}`;
    this.names.set(text, name);
    return name;
  }

  /**
   * `text` goes unnamed from now on. Its old name stays prepared in the connections that hold it
   * and is never sent again.
   */
  refuse(text: string): void {
    this.names.delete(text);
    this.refused.add(text);
  }
}

/**
 * PostgreSQL's answer to a prepared statement whose tables changed the columns it returns (a
 * migration run by another node): the statement fails on every call until it is prepared again.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}
