import { type TurnoverFigures, unixAtWallClock, type WallClock, wallClockAt } from '@console/contract';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { selectRows } from '../../db/select-rows.ts';
import { roomTurnoverSlots as slots } from './room-turnover.tables.ts';

/*
 * Sums of a room's turnover from its 15-minute roll-up (room-turnover.tables.ts), grouped by the
 * days and whole hours of the console's zone. PostgreSQL does the zone arithmetic (AT TIME ZONE),
 * so a day with a clock change has its 23 or 25 hours.
 */

export const ZERO: TurnoverFigures = { sends: 0, gifts: 0, coins: 0, diamonds: 0 };

/** A row's sums alone, none missing. */
export function figuresOf(row: Record<string, unknown>): TurnoverFigures {
  return {
    sends: Number(row.sends ?? 0),
    gifts: Number(row.gifts ?? 0),
    coins: Number(row.coins ?? 0),
    diamonds: Number(row.diamonds ?? 0),
  };
}

/** Adds `more` to the sums in `into`, in place: a busy room's 90 days add up two thousand hours and more. */
export function addFigures(into: TurnoverFigures, more: TurnoverFigures): void {
  into.sends += more.sends;
  into.gifts += more.gifts;
  into.coins += more.coins;
  into.diamonds += more.diamonds;
}

/**
 * Named, so that a subquery's sums can be read by the query around it. Numbers: both engines answer
 * a bigint as a number (db/postgres.ts, db/pglite-worker.ts).
 */
const sums = {
  sends: sql<number>`sum(${slots.sends})::bigint`.as('sends'),
  gifts: sql<number>`sum(${slots.gifts})::bigint`.as('gifts'),
  coins: sql<number>`sum(${slots.coins})::bigint`.as('coins'),
  diamonds: sql<number>`sum(${slots.diamonds})::bigint`.as('diamonds'),
};

/** A unix-seconds column as a timestamp of the zone's wall clock. */
export const localTime = (column: AnyPgColumn, timeZone: string) => sql`(to_timestamp(${column}) AT TIME ZONE ${timeZone})`;

/** The calendar day `days - 1` before today and the days up to today, in the zone: the period's start and day labels. */
export function lastDays(now: number, days: number, timeZone: string): { from: number; labels: string[] } {
  const today = wallClockAt(now, timeZone);
  const first = today.day - (days - 1);
  const labels = Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(today.year, today.month - 1, first + i)).toISOString().slice(0, 10),
  );
  const from = unixAtWallClock({ ...today, day: first, hour: 0, minute: 0, second: 0 }, timeZone);
  return { from, labels };
}

/** The wall clock of midnight of a `YYYY-MM-DD` day, or nothing when the text names no day. */
export function dayClock(day: string): WallClock | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return undefined;
  return { year, month, day: date, hour: 0, minute: 0, second: 0 };
}

/** Sums per whole hour of the zone from `from` up to `to` (inclusive), with the day each hour falls on; hours without sends are absent. */
export async function hourlyTurnover(db: Orm, roomId: number, from: number, to: number, timeZone: string) {
  // Grouped by the zone's hour alone (hashed), then each hour's day and start worked out once per
  // hour rather than once per slot: a busy room has four slots an hour, and to_char is the dear part.
  const hours = db
    .select({ local: sql<string>`date_trunc('hour', ${localTime(slots.slotStart, timeZone)})`.as('local'), ...sums })
    .from(slots)
    .where(and(eq(slots.roomId, roomId), gte(slots.slotStart, from - (from % 900)), lte(slots.slotStart, to)))
    .groupBy(sql`1`)
    .as('hours');
  const fields = {
    day: sql<string>`to_char(${hours.local}, 'YYYY-MM-DD')`,
    hour: sql<number>`extract(epoch FROM ${hours.local} AT TIME ZONE ${timeZone})::bigint`,
    sends: hours.sends,
    gifts: hours.gifts,
    coins: hours.coins,
    diamonds: hours.diamonds,
  };
  // A busy room's 90 days are two thousand hours and more: read without drizzle's row mapper.
  return selectRows(db, fields, (select) => select.from(hours).orderBy(hours.local));
}

/** Sums per whole hour (0–23, by the zone's clock) from `start` up to (not including) `end`. */
export async function wholeHourTurnover(db: Orm, roomId: number, start: number, end: number, timeZone: string) {
  const rows = await db
    .select({ hour: sql<number>`extract(hour FROM ${localTime(slots.slotStart, timeZone)})::int`, ...sums })
    .from(slots)
    .where(and(eq(slots.roomId, roomId), gte(slots.slotStart, start), lt(slots.slotStart, end)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [Number(row.hour), figuresOf(row)]));
}
