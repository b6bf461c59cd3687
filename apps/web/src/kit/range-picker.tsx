import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useUiLang } from '../app/i18n.ts';
import type { DayRange } from './range-field.tsx';

interface Props {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  placeholder: [string, string];
  id?: string;
  showTime?: boolean;
}

export function RangePickerField({ value, onChange, placeholder, id, showTime = true }: Props) {
  // dayjs (the pickers' date library) loads with the first picker; its language follows the interface.
  dayjs.locale(useUiLang() === 'en' ? 'en' : 'zh-cn');
  return (
    <DatePicker.RangePicker
      id={id}
      value={value ?? null}
      onChange={(range) => onChange?.(range)}
      showTime={showTime}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

interface UnixProps {
  value?: readonly [number | null, number | null];
  onChange?: (value: readonly [number | null, number | null] | undefined) => void;
  placeholder: [string, string];
  id?: string;
}

export function UnixRangePickerField({ value, onChange, placeholder, id }: UnixProps) {
  const [from, to] = value ?? [null, null];
  return (
    <RangePickerField
      id={id}
      placeholder={placeholder}
      value={from === null && to === null ? null : [from === null ? null : dayjs.unix(from), to === null ? null : dayjs.unix(to)]}
      onChange={(range) => {
        const [start, end] = range ?? [null, null];
        onChange?.(start || end ? [start ? start.unix() : null, end ? end.unix() : null] : undefined);
      }}
    />
  );
}
