import { PlusOutlined } from '@ant-design/icons';
import { type ActionOutput, roleActions } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { permissionTreeQuery } from '../staff-queries.ts';
import { StaffTag } from '../staff-tag.tsx';
import '../staff-texts.ts';
import '../staff.css';
import { BackToRoles } from './back-to-roles.tsx';

type ModuleRow = ActionOutput<typeof roleActions.adminModuleList>['list'][number];

/** Per-admin module permissions (menu 23002): one action enabled or disabled for one admin, over their role. */
export function ModulePermissionsPage() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const [editing, setEditing] = useState<{ row?: ModuleRow } | null>(null);
  // The operation names to choose from: every permissioned action (needs the roles screen's permission).
  const material = useQuery({ ...permissionTreeQuery, enabled: editing !== null && mayCall(roleActions.permissionTree) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(roleActions.adminModuleList) });

  const filters = useMemo<ListFilter[]>(
    () => [{ name: 'admin_id', label: t('modules.adminId'), kind: 'int', placeholder: t('common.placeholder') }],
    [t],
  );
  const columns = useMemo<ListColumn<ModuleRow>[]>(
    () => [
      { key: 'admin', title: t('modules.admin'), width: 160, render: (row) => `${row.username} (${row.admin_id})` },
      { key: 'role', title: t('modules.role'), dataIndex: 'role', width: 140 },
      { key: 'module', title: t('modules.module'), dataIndex: 'module', width: 140 },
      { key: 'action', title: t('modules.action'), width: 200, render: (row) => <code>{row.action}</code> },
      {
        key: 'enabled',
        title: t('modules.enabled'),
        width: 100,
        render: (row) => (
          <StaffTag tone={row.enabled ? 'green' : 'red'}>{row.enabled ? t('modules.allowed') : t('modules.denied')}</StaffTag>
        ),
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<ModuleRow>[]>(
    () => [{ key: 'edit', label: t('common.edit'), spec: roleActions.adminModuleSave, open: (row) => setEditing({ row }) }],
    [t],
  );
  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      {
        key: 'create',
        label: t('modules.createTitle'),
        primary: true,
        icon: <PlusOutlined />,
        spec: roleActions.adminModuleSave,
        onClick: () => setEditing({}),
      },
    ],
    [t],
  );
  const row = editing?.row;
  const actionOptions = (material.data?.actions ?? []).map((action) => ({ value: action.key, label: action.key }));

  return (
    <div className="staff-page" data-testid="module-permissions-page">
      <BackToRoles />
      <ResourceList<ModuleRow>
        table="/authorityManagement/module"
        list={roleActions.adminModuleList}
        rowKey={(row) => `${row.admin_id}:${row.module}/${row.action}`}
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={900}
        forbiddenText={t('common.forbidden')}
      />
      {editing && (
        <LazyResourceForm
          spec={roleActions.adminModuleSave}
          title={t('modules.createTitle')}
          initial={
            row ? { admin_id: row.admin_id, action_key: `${row.module}/${row.action}`, enabled: row.enabled } : { enabled: true }
          }
          fields={[
            { name: 'admin_id', label: t('modules.adminId'), kind: 'int', required: true, disabled: row !== undefined },
            row || actionOptions.length === 0
              ? { name: 'action_key', label: t('modules.action'), kind: 'text', required: true, disabled: row !== undefined }
              : { name: 'action_key', label: t('modules.action'), kind: 'select', required: true, options: actionOptions },
            {
              name: 'enabled',
              label: t('modules.enabled'),
              kind: 'switch',
              switchLabels: [t('modules.allowed'), t('modules.denied')],
            },
          ]}
          onClose={() => setEditing(null)}
          onDone={refresh}
        />
      )}
    </div>
  );
}
