/**
 * One time convention (issue 13): screens and exports show times as the wall clock of the
 * console's zone (the server's `TIME_ZONE`), whatever zone the browser or the server runs in. The
 * web and the server both convert here, so a screen and its export read the same.
 */

/** A time as a clock on the wall shows it; month 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `unixSeconds` (fractions dropped). */
export function wallClockAt(unixSeconds: number, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(Math.floor(unixSeconds) * 1000)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  // Years before 1 come as positive numbers with an era; times that old are not on any screen.
  return clock;
}

/** The wall clock as if it were UTC, in seconds: what a spreadsheet's zone-less date holds. */
export function wallClockSeconds(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) / 1000;
}

/** Seconds `timeZone` is ahead of UTC at `unixSeconds`. */
function offsetAt(unixSeconds: number, timeZone: string): number {
  return wallClockSeconds(wallClockAt(unixSeconds, timeZone)) - Math.floor(unixSeconds);
}

/**
 * The unix seconds at which `timeZone`'s clock shows `clock`. A time skipped when clocks go
 * forward is read with the offset before the change (an hour later than written); a time shown
 * twice when they go back is its first occurrence.
 */
export function unixAtWallClock(clock: WallClock, timeZone: string): number {
  const asUtc = wallClockSeconds(clock);
  const before = asUtc - offsetAt(asUtc - 86_400, timeZone);
  const after = asUtc - offsetAt(asUtc + 86_400, timeZone);
  // Within a day of a change the two offsets differ; take the first reading that shows `clock`.
  for (const candidate of before <= after ? [before, after] : [after, before]) {
    if (wallClockSeconds(wallClockAt(candidate, timeZone)) === asUtc) return candidate;
  }
  return before;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` of `unixSeconds` in `timeZone`: the one way screens and CSV files write a time. */
export function formatWallClock(unixSeconds: number, timeZone: string): string {
  const c = wallClockAt(unixSeconds, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** `YYYY-MM-DD` of `unixSeconds` in `timeZone`. */
export function formatWallDate(unixSeconds: number, timeZone: string): string {
  return formatWallClock(unixSeconds, timeZone).slice(0, 10);
}

/** Unix seconds of midnight, in `timeZone`, of the day `unixSeconds` falls on there. */
export function startOfDayIn(unixSeconds: number, timeZone: string): number {
  const clock = wallClockAt(unixSeconds, timeZone);
  return unixAtWallClock({ ...clock, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Whether `timeZone` is an IANA name this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
