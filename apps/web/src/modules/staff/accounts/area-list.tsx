import { PlusOutlined } from '@ant-design/icons';
import { type AreaRow, areaActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from '../../../kit/country-picker.tsx';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import { callShowingRefusal } from '../refusal.ts';
import { CountryNames } from './country-names.tsx';

/** Operating areas: their countries, their managers (area managers assigned to them) and staff count. */
export function AreaList() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row?: AreaRow } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listKey(areaActions.areaList) });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'areaOptions'] });
  };

  const filters = useMemo<ListFilter[]>(
    () => [{ name: 'name', label: t('areas.name'), kind: 'text', placeholder: t('common.placeholder') }],
    [t],
  );
  const columns = useMemo<ListColumn<AreaRow>[]>(
    () => [
      { key: 'id', title: t('common.id'), dataIndex: 'id', width: 70 },
      { key: 'name', title: t('areas.name'), dataIndex: 'name', width: 160 },
      {
        key: 'managers',
        title: t('areas.managers'),
        width: 180,
        render: (row) => row.managers.map((manager) => manager.username).join(', '),
      },
      { key: 'countries', title: t('areas.countries'), width: 320, render: (row) => <CountryNames ids={row.country_ids} /> },
      { key: 'staff', title: t('areas.staff'), dataIndex: 'staff_count', width: 90 },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<AreaRow>[]>(
    () => [
      { key: 'edit', label: t('common.edit'), spec: areaActions.areaSave, open: (row) => setEditing({ row }) },
      {
        key: 'delete',
        label: t('common.delete'),
        spec: areaActions.areaDelete,
        danger: true,
        confirm: (row) => t('areas.confirmDelete', { name: row.name }),
        // An area with staff is refused with SPEC §8's message, shown by the client.
        run: (row) => callShowingRefusal(areaActions.areaDelete, { id: row.id }),
      },
    ],
    [t],
  );
  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      {
        key: 'create',
        label: t('areas.createTitle'),
        primary: true,
        icon: <PlusOutlined />,
        spec: areaActions.areaSave,
        onClick: () => setEditing({}),
      },
    ],
    [t],
  );

  return (
    <>
      <ResourceList<AreaRow>
        table="/account/home#areas"
        list={areaActions.areaList}
        rowKey="id"
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={1000}
        forbiddenText={t('common.forbidden')}
        testId="area-list"
      />
      {editing && (
        <LazyResourceForm
          spec={areaActions.areaSave}
          title={editing.row ? t('areas.editTitle', { name: editing.row.name }) : t('areas.createTitle')}
          drawer
          hiddenValues={editing.row ? { id: editing.row.id } : undefined}
          initial={editing.row ? { name: editing.row.name, country_ids: editing.row.country_ids } : undefined}
          fields={[
            { name: 'name', label: t('areas.name'), kind: 'text', required: true, maxLength: 64 },
            {
              name: 'country_ids',
              label: t('areas.countries'),
              kind: 'select',
              required: true,
              render: ({ id, value, onChange }) => (
                <CountryPicker
                  mode="multiple"
                  id={id}
                  aria-label={t('areas.countries')}
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
