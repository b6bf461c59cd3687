import { lazy, Suspense } from 'react';
import './kit.css';

export type UnixRange = readonly [number | null, number | null];

interface UnixProps {
  value?: UnixRange;
  onChange?: (value: UnixRange | undefined) => void;
  placeholder: [string, string];
  id?: string;
}

const UnixRangePicker = lazy(() => import('./range-picker.tsx').then((m) => ({ default: m.UnixRangePickerField })));

/**
 * A date-time range for search panels, valued in unix seconds (the wire's and the URL's unit) and
 * picked in the console's zone. antd's picker is the largest piece of a list screen, so it loads
 * when the field first shows (search panels keep it among the folded filters).
 */
export function UnixRangeField(props: UnixProps) {
  return (
    <Suspense fallback={<div className="range-field__placeholder" aria-hidden="true" />}>
      <UnixRangePicker {...props} />
    </Suspense>
  );
}
