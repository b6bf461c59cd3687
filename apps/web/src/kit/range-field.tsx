import type { Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import './kit.css';

export type DayRange = [Dayjs | null, Dayjs | null] | null;

interface Props {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  placeholder: [string, string];
  id?: string;
  showTime?: boolean;
}

const RangePicker = lazy(() => import('./range-picker.tsx').then((m) => ({ default: m.RangePickerField })));

/**
 * A date-time range for search panels. antd's picker is the largest piece of a list screen, so it
 * loads when the field first shows (search panels keep it among the folded filters).
 */
export function RangeField(props: Props) {
  return (
    <Suspense fallback={<div className="range-field__placeholder" aria-hidden="true" />}>
      <RangePicker {...props} />
    </Suspense>
  );
}

export type UnixRange = readonly [number | null, number | null];

interface UnixProps {
  value?: UnixRange;
  onChange?: (value: UnixRange | undefined) => void;
  placeholder: [string, string];
  id?: string;
}

const UnixRangePicker = lazy(() => import('./range-picker.tsx').then((m) => ({ default: m.UnixRangePickerField })));

/** The same range, valued in unix seconds (the wire's and the URL's unit). */
export function UnixRangeField(props: UnixProps) {
  return (
    <Suspense fallback={<div className="range-field__placeholder" aria-hidden="true" />}>
      <UnixRangePicker {...props} />
    </Suspense>
  );
}
