import { LANGUAGE_GROUPS } from '@console/contract';
import { Button, Checkbox, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName, useUiLang } from '../app/i18n.ts';
import {
  allState,
  countriesOfRegion,
  groupState,
  invertSelection,
  selectAll,
  showsGroupTicks,
  toggleGroup,
} from './country-picker-logic.ts';
import { Notice } from './notice.tsx';
import { useCountries } from './use-countries.ts';
import './kit.css';
import { Select } from './select.tsx';

interface Common {
  /** Only this region's countries (-1 or 98 for all); region 4 also shows the language-group ticks. */
  region?: number;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

type Props =
  | (Common & { mode: 'single'; value?: number | null; onChange?: (value: number | null) => void })
  | (Common & { mode: 'multiple' | 'checkbox'; value?: number[]; onChange?: (value: number[]) => void });

/** SPEC §2 country picker: single or multiple select, or checkboxes with select all, invert and group ticks. */
export function CountryPicker(props: Props) {
  const { t } = useTranslation('kit');
  const lang = useUiLang();
  const countries = useCountries();
  if (countries.isError) return <Notice tone="error">{t('loadFailed')}</Notice>;
  if (!countries.data) return <Spin size="small" />;
  const shown = countriesOfRegion(countries.data, props.region);
  const options = shown.map((country) => ({ value: country.id, label: country.country_name }));
  const label = props['aria-label'] ?? t('countries');

  if (props.mode === 'single') {
    return (
      <Select<number>
        id={props.id}
        aria-label={label}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('chooseCountry')}
        options={options}
        value={props.value ?? undefined}
        onChange={(value) => props.onChange?.(value ?? null)}
        disabled={props.disabled}
        style={{ width: '100%' }}
      />
    );
  }

  const selected = props.value ?? [];
  const change = (next: number[]) => props.onChange?.(next);
  if (props.mode === 'multiple') {
    return (
      <Select<number[]>
        id={props.id}
        aria-label={label}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('chooseCountries')}
        options={options}
        value={selected}
        onChange={change}
        disabled={props.disabled}
        maxTagCount="responsive"
        style={{ width: '100%' }}
      />
    );
  }

  const all = allState(shown, selected);
  return (
    <fieldset className="country-picker" id={props.id} disabled={props.disabled}>
      <legend className="country-picker__legend">{label}</legend>
      <Space wrap className="country-picker__tools">
        <Checkbox
          checked={all === 'all'}
          indeterminate={all === 'some'}
          onChange={(event) => change(event.target.checked ? [...new Set([...selected, ...selectAll(shown)])] : [])}
        >
          {t('selectAll')}
        </Checkbox>
        <Button size="small" onClick={() => change(invertSelection(shown, selected))}>
          {t('invert')}
        </Button>
        {showsGroupTicks(props.region) &&
          LANGUAGE_GROUPS.map((group) => {
            const state = groupState(shown, selected, group.id);
            return (
              <Checkbox
                key={group.id}
                disabled={!shown.some((country) => country.group === group.id)}
                checked={state === 'all'}
                indeterminate={state === 'some'}
                onChange={(event) => change(toggleGroup(shown, selected, group.id, event.target.checked))}
              >
                {localName(group, lang)}
              </Checkbox>
            );
          })}
      </Space>
      <Checkbox.Group options={options} value={selected} onChange={(values) => change(values)} />
    </fieldset>
  );
}
