import { unixAtWallClock, wallClockAt } from '@console/contract';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useUiLang } from '../app/i18n.ts';
import { consoleTimeZone } from './format.ts';

/** dayjs (the pickers' date library) loads with the first picker; its language follows the interface. */
export function usePickerLanguage(): void {
  dayjs.locale(useUiLang() === 'en' ? 'en' : 'zh-cn');
}

/*
 * antd's pickers work in the browser's zone. They are given the console zone's wall clock as a
 * local date and what they pick is read back as that zone's wall clock, so a picked "2025-03-04
 * 00:00" is midnight in the console's zone, as the screens and exports write times.
 */

/** The picker's value for a unix time: the console zone's wall clock, as a local date. */
export function pickerValueOf(unixSeconds: number): Dayjs {
  const c = wallClockAt(unixSeconds, consoleTimeZone());
  return dayjs(new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
}

/** The unix time of a picked value, read as the console zone's wall clock. */
export function unixOfPickerValue(value: Dayjs): number {
  return unixAtWallClock(
    {
      year: value.year(),
      month: value.month() + 1,
      day: value.date(),
      hour: value.hour(),
      minute: value.minute(),
      second: value.second(),
    },
    consoleTimeZone(),
  );
}
