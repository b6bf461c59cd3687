import { PlusOutlined } from '@ant-design/icons';
import { type CountryRow, countryActions, LANGUAGE_GROUPS } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { addScreenTexts, localName, useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { regionName, regionOptions } from '../../kit/regions.ts';
import { forgetCountries } from '../../kit/use-countries.ts';
import en from '../../locales/en/country.json';
import zh from '../../locales/zh-cn/country.json';
import { HotCountries, hotCountriesKey } from './hot-countries.tsx';
import './country.css';

addScreenTexts('country', { 'zh-cn': zh, en });

export const COUNTRY_PATH = '/setting/countryList';
const { countryList, countrySave, countryIsShown, countryExport } = countryActions;

type Editing = { row: CountryRow | null } | null;

/** Countries (menu 24008): names, icon, flag, codes, region, language group, hot sort, shown in the app. */
export function CountryPage() {
  const { t } = useTranslation('country');
  const lang = useUiLang();
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const groupOptions = LANGUAGE_GROUPS.map((group) => ({ value: group.id, label: localName(group, lang) }));
  const mayToggle = mayCall(countryIsShown);

  // A change shows everywhere at once: this list, the hot list and every country picker.
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey(countryList) }),
      queryClient.invalidateQueries({ queryKey: hotCountriesKey }),
      forgetCountries(queryClient),
    ]);

  const toggle = async (row: CountryRow, shown: boolean) => {
    setSwitching(row.id);
    try {
      await api(countryIsShown, { id: row.id, is_shown: shown });
      await changed();
    } catch {
      // The client showed why; the switch stays as the server has it.
    } finally {
      setSwitching(null);
    }
  };

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'name', label: t('nameFilter'), kind: 'text', placeholder: t('placeholder'), maxLength: 100 },
      { name: 'region_id', label: t('region'), kind: 'choice', placeholder: t('choose'), options: regionOptions(lang) },
      {
        name: 'group',
        label: t('group'),
        kind: 'choice',
        placeholder: t('choose'),
        options: LANGUAGE_GROUPS.map((group) => ({ value: String(group.id), label: localName(group, lang) })),
      },
      { name: 'is_shown', label: t('isShown'), kind: 'bool', placeholder: t('choose'), boolLabels: [t('shown'), t('hidden')] },
    ],
    [t, lang],
  );

  const columns: ListColumn<CountryRow>[] = [
    { key: 'id', title: t('id'), dataIndex: 'id', width: 70 },
    {
      key: 'icon',
      title: t('icon'),
      width: 70,
      render: (row) => (row.icon ? <img className="country-icon" src={row.icon} alt="" loading="lazy" /> : null),
    },
    { key: 'flag', title: t('flag'), dataIndex: 'flag', width: 60 },
    { key: 'name', title: t('name'), dataIndex: 'country_name', width: 160 },
    { key: 'code', title: t('code'), dataIndex: 'code', width: 70 },
    { key: 'area_code', title: t('areaCode'), dataIndex: 'area_code', width: 90 },
    { key: 'region', title: t('region'), width: 110, render: (row) => regionName(row.region_id, lang) },
    {
      key: 'group',
      title: t('group'),
      width: 110,
      render: (row) => {
        const group = LANGUAGE_GROUPS.find((one) => one.id === row.group);
        return group ? localName(group, lang) : row.group;
      },
    },
    { key: 'hot_sort', title: t('hotSort'), dataIndex: 'hot_sort', width: 90 },
    {
      key: 'is_shown',
      title: t('isShown'),
      width: 110,
      render: (row) => (
        <label className="shown-toggle">
          <input
            type="checkbox"
            role="switch"
            aria-checked={row.is_shown}
            checked={row.is_shown}
            disabled={!mayToggle || switching === row.id}
            aria-label={`${t('isShown')} ${row.country_name}`}
            onChange={(event) => void toggle(row, event.target.checked)}
          />
          {row.is_shown ? t('shown') : t('hidden')}
        </label>
      ),
    },
  ];

  const rowActions = useMemo<RowAction<CountryRow>[]>(
    () => [{ key: 'edit', label: t('edit'), spec: countrySave, open: (row) => setEditing({ row }) }],
    [t],
  );
  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: t('add'),
      primary: true,
      icon: <PlusOutlined />,
      spec: countrySave,
      onClick: () => setEditing({ row: null }),
    },
  ];

  const fields: FormField[] = [
    { name: 'name_zh', label: t('nameZh'), kind: 'text', required: true, maxLength: 100 },
    { name: 'name_en', label: t('nameEn'), kind: 'text', required: true, maxLength: 100 },
    { name: 'icon', label: t('icon'), kind: 'image', required: true },
    { name: 'flag', label: t('flag'), kind: 'text', maxLength: 16, help: t('flagHelp') },
    { name: 'code', label: t('code'), kind: 'text', required: true, maxLength: 2, help: t('codeHelp') },
    { name: 'area_code', label: t('areaCode'), kind: 'text', maxLength: 5, help: t('areaCodeHelp') },
    {
      name: 'region_id',
      label: t('region'),
      kind: 'select',
      required: true,
      options: regionOptions(lang),
      placeholder: t('choose'),
    },
    { name: 'group', label: t('group'), kind: 'radio', options: groupOptions },
    { name: 'hot_sort', label: t('hotSort'), kind: 'int', help: t('hotSortHelp') },
    { name: 'is_shown', label: t('isShown'), kind: 'switch', switchLabels: [t('shown'), t('hidden')] },
  ];
  const row = editing?.row;

  return (
    <>
      <ResourceList<CountryRow>
        table={COUNTRY_PATH}
        list={countryList}
        exportAction={countryExport}
        rowKey="id"
        columns={columns}
        filters={filters}
        visibleFilters={4}
        toolbar={toolbar}
        rowActions={rowActions}
        extra={<HotCountries />}
        scrollX={1100}
        testId="country-list"
      />
      {editing && (
        <LazyResourceForm
          spec={countrySave}
          title={row ? t('editTitle') : t('addTitle')}
          drawer
          fields={fields}
          initial={
            row
              ? {
                  name_zh: row.name_zh,
                  name_en: row.name_en,
                  icon: row.icon,
                  flag: row.flag,
                  code: row.code,
                  area_code: row.area_code,
                  region_id: String(row.region_id),
                  group: row.group,
                  hot_sort: row.hot_sort,
                  is_shown: row.is_shown,
                }
              : { group: 1, hot_sort: 0, is_shown: true }
          }
          hiddenValues={row ? { id: row.id } : undefined}
          onDone={() => void changed()}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
