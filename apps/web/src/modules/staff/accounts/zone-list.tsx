import { PlusOutlined } from '@ant-design/icons';
import { type ActionOutput, areaActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from '../../../kit/country-picker.tsx';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import { StaffTag } from '../staff-tag.tsx';
import { CountryNames } from './country-names.tsx';

type ZoneRow = ActionOutput<typeof areaActions.countryZoneList>['list'][number];

/** Country zones (how the app groups countries): enabled, list position, display order, countries. */
export function ZoneList() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row?: ZoneRow } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(areaActions.countryZoneList) });

  const columns = useMemo<ListColumn<ZoneRow>[]>(
    () => [
      { key: 'id', title: t('common.id'), dataIndex: 'id', width: 70 },
      { key: 'name', title: t('zones.name'), dataIndex: 'name', width: 160 },
      {
        key: 'enabled',
        title: t('zones.enabled'),
        width: 90,
        render: (row) => (
          <StaffTag tone={row.enabled ? 'green' : 'grey'}>{row.enabled ? t('common.yes') : t('common.no')}</StaffTag>
        ),
      },
      { key: 'position', title: t('zones.position'), dataIndex: 'position', width: 100 },
      { key: 'order', title: t('zones.displayOrder'), dataIndex: 'display_order', width: 100 },
      { key: 'countries', title: t('zones.countries'), width: 320, render: (row) => <CountryNames ids={row.country_ids} /> },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<ZoneRow>[]>(
    () => [{ key: 'edit', label: t('common.edit'), spec: areaActions.countryZoneSave, open: (row) => setEditing({ row }) }],
    [t],
  );
  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      {
        key: 'create',
        label: t('zones.createTitle'),
        primary: true,
        icon: <PlusOutlined />,
        spec: areaActions.countryZoneSave,
        onClick: () => setEditing({}),
      },
    ],
    [t],
  );
  const row = editing?.row;

  return (
    <>
      <ResourceList<ZoneRow>
        table="/account/home#zones"
        list={areaActions.countryZoneList}
        rowKey="id"
        columns={columns}
        toolbar={toolbar}
        rowActions={rowActions}
        extraQuery={{ sort: 'display_order', order: 'asc' }}
        scrollX={900}
        forbiddenText={t('common.forbidden')}
        testId="zone-list"
      />
      {editing && (
        <LazyResourceForm
          spec={areaActions.countryZoneSave}
          title={row ? t('zones.editTitle', { name: row.name }) : t('zones.createTitle')}
          drawer
          hiddenValues={row ? { id: row.id } : undefined}
          initial={
            row
              ? {
                  name: row.name,
                  enabled: row.enabled,
                  position: row.position,
                  display_order: row.display_order,
                  country_ids: row.country_ids,
                }
              : { enabled: true, position: 0, display_order: 0 }
          }
          fields={[
            { name: 'name', label: t('zones.name'), kind: 'text', required: true, maxLength: 64 },
            { name: 'enabled', label: t('zones.enabled'), kind: 'switch', switchLabels: [t('common.yes'), t('common.no')] },
            { name: 'position', label: t('zones.position'), kind: 'int' },
            { name: 'display_order', label: t('zones.displayOrder'), kind: 'int' },
            {
              name: 'country_ids',
              label: t('zones.countries'),
              kind: 'select',
              required: true,
              render: ({ id, value, onChange }) => (
                <CountryPicker
                  mode="multiple"
                  id={id}
                  aria-label={t('zones.countries')}
                  value={Array.isArray(value) ? (value as number[]) : []}
                  onChange={onChange}
                />
              ),
            },
          ]}
          onClose={() => setEditing(null)}
          onDone={refresh}
        />
      )}
    </>
  );
}
