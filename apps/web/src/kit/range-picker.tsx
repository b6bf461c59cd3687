import { DatePicker } from 'antd';
import { pickerValueOf, unixOfPickerValue, usePickerLanguage } from './picker-time.ts';
import type { UnixRange } from './range-field.tsx';

interface Props {
  value?: UnixRange;
  onChange?: (value: UnixRange | undefined) => void;
  placeholder: [string, string];
  id?: string;
}

/** A date-time range valued in unix seconds, picked as the console zone's wall clock (see picker-time.ts). */
export function UnixRangePickerField({ value, onChange, placeholder, id }: Props) {
  usePickerLanguage();
  const [from, to] = value ?? [null, null];
  return (
    <DatePicker.RangePicker
      id={id}
      value={
        from === null && to === null ? null : [from === null ? null : pickerValueOf(from), to === null ? null : pickerValueOf(to)]
      }
      onChange={(range) => {
        const [start, end] = range ?? [null, null];
        onChange?.(start || end ? [start ? unixOfPickerValue(start) : null, end ? unixOfPickerValue(end) : null] : undefined);
      }}
      showTime
      allowEmpty={[true, true]}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
