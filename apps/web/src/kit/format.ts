import { formatWallClock, isKnownTimeZone, startOfDayIn } from '@console/contract';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The browser's until the server names the console's (before sign-in nothing shows a time). */
let consoleZone = browserZone;

/**
 * Every screen shows times in the console's zone (the server's `TIME_ZONE`), as its exports do,
 * wherever the browser is. Set once the shell learns it; a zone this browser does not know leaves
 * the browser's.
 */
export function setConsoleTimeZone(timeZone: string): void {
  consoleZone = isKnownTimeZone(timeZone) ? timeZone : browserZone;
}

export function consoleTimeZone(): string {
  return consoleZone;
}

/** `YYYY-MM-DD HH:mm:ss` in the console's zone, from unix seconds (the wire's time unit). */
export function formatUnixTime(seconds: number): string {
  return formatWallClock(seconds, consoleZone);
}

/** Unix seconds of the start of today in the console's zone. */
export function startOfTodayUnix(now: Date = new Date()): number {
  return startOfDayIn(now.getTime() / 1000, consoleZone);
}

/** How every screen shows a value that is not there: one mark, never a blank cell or "null". */
export const EMPTY_VALUE = '—';

/** An amount or a count with thousands separators (63,840,000), the same in both languages. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A field whose number names something (an id, a pretty number) rather than counting: shown without separators. */
export function namesSomething(field: string): boolean {
  return /(^|_)(id|no|number)$/.test(field);
}
