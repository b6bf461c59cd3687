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
