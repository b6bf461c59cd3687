import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTimeZone, formatUnixTime, setConsoleTimeZone, startOfTodayUnix } from './format.ts';
import { pickerValueOf, unixOfPickerValue } from './picker-time.ts';

/** 2025-03-04 05:06:07 UTC. Two zones either side of UTC: at most one can be this process's own. */
const MOMENT = Date.UTC(2025, 2, 4, 5, 6, 7) / 1000;
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

afterEach(() => setConsoleTimeZone(browserZone));

describe('times on screens (issue 13: the console’s zone, not the browser’s)', () => {
  it('writes unix seconds as YYYY-MM-DD HH:mm:ss in the console’s zone', () => {
    setConsoleTimeZone('Asia/Riyadh');
    expect(formatUnixTime(MOMENT)).toBe('2025-03-04 08:06:07');
    setConsoleTimeZone('America/Sao_Paulo');
    expect(formatUnixTime(MOMENT)).toBe('2025-03-04 02:06:07');
  });

  it('starts “today” at the console zone’s midnight', () => {
    setConsoleTimeZone('Asia/Riyadh');
    expect(startOfTodayUnix(new Date(MOMENT * 1000))).toBe(Date.UTC(2025, 2, 3, 21) / 1000);
    // 22:00 UTC is already tomorrow in Riyadh.
    expect(startOfTodayUnix(new Date(Date.UTC(2025, 2, 4, 22)))).toBe(Date.UTC(2025, 2, 4, 21) / 1000);
    setConsoleTimeZone('America/Sao_Paulo');
    expect(startOfTodayUnix(new Date(MOMENT * 1000))).toBe(Date.UTC(2025, 2, 4, 3) / 1000);
  });

  it('keeps the browser’s zone for a name this browser does not know', () => {
    setConsoleTimeZone('Mars/Olympus_Mons');
    expect(consoleTimeZone()).toBe(browserZone);
  });
});

describe('date pickers', () => {
  it('show a time as the console zone’s wall clock and read a picked one back in that zone', () => {
    for (const [zone, shown] of [
      ['Asia/Riyadh', '2025-03-04 08:06:07'],
      ['America/Sao_Paulo', '2025-03-04 02:06:07'],
    ] as const) {
      setConsoleTimeZone(zone);
      expect(pickerValueOf(MOMENT).format('YYYY-MM-DD HH:mm:ss')).toBe(shown);
      // What staff pick is the wall clock they read on the screens.
      expect(unixOfPickerValue(dayjs(shown))).toBe(MOMENT);
    }
    setConsoleTimeZone('Asia/Riyadh');
    expect(unixOfPickerValue(dayjs('2025-03-05 00:00:00'))).toBe(Date.UTC(2025, 2, 4, 21) / 1000);
  });
});
