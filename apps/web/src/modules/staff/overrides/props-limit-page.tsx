import { PlusOutlined } from '@ant-design/icons';
import { type ActionOutput, roleActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import '../staff-texts.ts';
import '../staff.css';
import { BackToRoles } from './back-to-roles.tsx';

type LimitRow = ActionOutput<typeof roleActions.propsLimitList>['list'][number];

/** Prop send limits (menu 23003): how many props of each type an admin may send per month. */
export function PropsLimitPage() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row?: LimitRow } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(roleActions.propsLimitList) });
  const typeOptions = useMemo(
    () => roleActions.PROP_TYPES.map((type) => ({ value: type, label: t(`propsLimit.types.${type}`) })),
    [t],
  );

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'admin_id', label: t('propsLimit.adminId'), kind: 'int', placeholder: t('common.placeholder') },
      {
        name: 'prop_type',
        label: t('propsLimit.propType'),
        kind: 'choice',
        placeholder: t('common.placeholder'),
        options: typeOptions,
      },
    ],
    [t, typeOptions],
  );
  const columns = useMemo<ListColumn<LimitRow>[]>(
    () => [
      { key: 'admin', title: t('propsLimit.admin'), width: 180, render: (row) => `${row.username} (${row.admin_id})` },
      { key: 'type', title: t('propsLimit.propType'), width: 140, render: (row) => t(`propsLimit.types.${row.prop_type}`) },
      { key: 'limit', title: t('propsLimit.monthlyLimit'), width: 140, render: (row) => row.monthly_limit.toLocaleString() },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<LimitRow>[]>(
    () => [{ key: 'edit', label: t('common.edit'), spec: roleActions.propsLimitSave, open: (row) => setEditing({ row }) }],
    [t],
  );
  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      {
        key: 'create',
        label: t('propsLimit.createTitle'),
        primary: true,
        icon: <PlusOutlined />,
        spec: roleActions.propsLimitSave,
        onClick: () => setEditing({}),
      },
    ],
    [t],
  );
  const row = editing?.row;

  return (
    <div className="staff-page" data-testid="props-limit-page">
      <BackToRoles />
      <ResourceList<LimitRow>
        table="/authorityManagement/propsLimit"
        list={roleActions.propsLimitList}
        rowKey={(row) => `${row.admin_id}:${row.prop_type}`}
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={700}
        forbiddenText={t('common.forbidden')}
      />
      {editing && (
        <LazyResourceForm
          spec={roleActions.propsLimitSave}
          title={t('propsLimit.createTitle')}
          initial={row ? { admin_id: row.admin_id, prop_type: row.prop_type, monthly_limit: row.monthly_limit } : undefined}
          fields={[
            { name: 'admin_id', label: t('propsLimit.adminId'), kind: 'int', required: true, disabled: row !== undefined },
            {
              name: 'prop_type',
              label: t('propsLimit.propType'),
              kind: 'select',
              required: true,
              options: typeOptions,
              disabled: row !== undefined,
            },
            { name: 'monthly_limit', label: t('propsLimit.monthlyLimit'), kind: 'int', required: true },
          ]}
          onClose={() => setEditing(null)}
          onDone={refresh}
        />
      )}
    </div>
  );
}
