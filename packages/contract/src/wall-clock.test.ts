import { describe, expect, it } from 'vitest';
import { formatWallClock, formatWallDate, isKnownTimeZone, startOfDayIn, unixAtWallClock, wallClockAt } from './wall-clock.ts';

/** 2025-03-04 05:06:07 UTC. */
const MOMENT = Date.UTC(2025, 2, 4, 5, 6, 7) / 1000;

describe('wall clock of the console zone', () => {
  it('writes a moment as the zone’s clock shows it, whatever zone the process runs in', () => {
    expect(formatWallClock(MOMENT, 'UTC')).toBe('2025-03-04 05:06:07');
    expect(formatWallClock(MOMENT, 'Asia/Riyadh')).toBe('2025-03-04 08:06:07');
    expect(formatWallClock(MOMENT, 'America/Sao_Paulo')).toBe('2025-03-04 02:06:07');
    // Past midnight there: another day.
    expect(formatWallClock(MOMENT, 'Pacific/Kiritimati')).toBe('2025-03-04 19:06:07');
    expect(formatWallDate(Date.UTC(2025, 2, 4, 22) / 1000, 'Asia/Riyadh')).toBe('2025-03-05');
    expect(formatWallClock(Date.UTC(2025, 0, 1) / 1000, 'UTC')).toBe('2025-01-01 00:00:00');
  });

  it('reads a wall clock back to the same moment', () => {
    for (const zone of ['UTC', 'Asia/Riyadh', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      for (let unix = MOMENT - 400 * 86_400; unix < MOMENT + 400 * 86_400; unix += 7 * 3600 + 17) {
        expect(unixAtWallClock(wallClockAt(unix, zone), zone)).toBe(unix);
      }
    }
  });

  it('reads a clock skipped when clocks go forward an hour later, and one shown twice as its first time', () => {
    // New York, 2025-03-09: 02:00 EST became 03:00 EDT; 2025-11-02: 02:00 EDT became 01:00 EST.
    const skipped = { year: 2025, month: 3, day: 9, hour: 2, minute: 30, second: 0 };
    expect(formatWallClock(unixAtWallClock(skipped, 'America/New_York'), 'America/New_York')).toBe('2025-03-09 03:30:00');
    const twice = { year: 2025, month: 11, day: 2, hour: 1, minute: 30, second: 0 };
    expect(unixAtWallClock(twice, 'America/New_York')).toBe(Date.UTC(2025, 10, 2, 5, 30) / 1000);
  });

  it('finds the start of the zone’s day', () => {
    expect(startOfDayIn(MOMENT, 'Asia/Riyadh')).toBe(Date.UTC(2025, 2, 3, 21) / 1000);
    expect(startOfDayIn(MOMENT, 'America/Sao_Paulo')).toBe(Date.UTC(2025, 2, 4, 3) / 1000);
    expect(startOfDayIn(Date.UTC(2025, 2, 4, 22) / 1000, 'Asia/Riyadh')).toBe(Date.UTC(2025, 2, 4, 21) / 1000);
  });

  it('knows real zone names only', () => {
    expect(isKnownTimeZone('Asia/Riyadh')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
