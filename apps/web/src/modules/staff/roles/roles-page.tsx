import { PlusOutlined } from '@ant-design/icons';
import { MenuIds, menuPath, ROLE_KINDS, type RoleRow, roleActions, roleNameIn } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../../app/i18n.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import { RelatedLinks } from '../../../kit/related-links.tsx';
import { callShowingRefusal } from '../refusal.ts';
import { StaffTag } from '../staff-tag.tsx';
import '../staff-texts.ts';
import '../staff.css';

const RoleEditor = lazy(() => import('./role-editor.tsx').then((m) => ({ default: m.RoleEditor })));

/** Roles and permissions (menu 23001): the built-in kinds and custom roles, each with its menus and denied actions. */
export function RolesPage() {
  const { t } = useTranslation('staff');
  const lang = useUiLang();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ role?: RoleRow } | null>(null);

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'name', label: t('roles.name'), kind: 'text', placeholder: t('common.placeholder') },
      {
        name: 'kind',
        label: t('roles.kind'),
        kind: 'choice',
        placeholder: t('common.placeholder'),
        options: ROLE_KINDS.map((kind) => ({ value: kind, label: t(`roles.kinds.${kind}`) })),
      },
    ],
    [t],
  );

  const columns = useMemo<ListColumn<RoleRow>[]>(
    () => [
      { key: 'id', title: t('common.id'), dataIndex: 'id', width: 70 },
      { key: 'name', title: t('roles.name'), width: 180, render: (row) => roleNameIn(row.name, row.kind, lang) },
      {
        key: 'kind',
        title: t('roles.kind'),
        width: 140,
        render: (row) => <StaffTag tone={row.kind === 'custom' ? 'purple' : 'blue'}>{t(`roles.kinds.${row.kind}`)}</StaffTag>,
      },
      {
        key: 'menus',
        title: t('roles.menus'),
        width: 200,
        render: (row) =>
          row.kind === 'super_admin' ? (
            t('roles.everything')
          ) : (
            <Space size={4} wrap>
              {t('roles.menuCount', { count: row.menu_ids.length })}
              {row.denied_actions.length > 0 && (
                <StaffTag tone="grey">{t('roles.deniedCount', { count: row.denied_actions.length })}</StaffTag>
              )}
            </Space>
          ),
      },
      { key: 'admins', title: t('roles.admins'), dataIndex: 'admin_count', width: 100 },
      { key: 'updated', title: t('common.updatedAt'), width: 170, render: (row) => formatUnixTime(row.updated_at) },
    ],
    [t, lang],
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listKey(roleActions.roleList) });
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
  };

  const rowActions = useMemo<RowAction<RoleRow>[]>(
    () => [
      {
        key: 'edit',
        label: t('common.edit'),
        spec: roleActions.roleSave,
        shown: (row) => row.kind !== 'super_admin',
        open: (row) => setEditing({ role: row }),
      },
      {
        key: 'delete',
        label: t('common.delete'),
        spec: roleActions.roleDelete,
        danger: true,
        shown: (row) => row.kind === 'custom',
        confirm: (row) => t('roles.confirmDelete', { name: row.name }),
        run: (row) => callShowingRefusal(roleActions.roleDelete, { id: row.id }),
      },
    ],
    [t],
  );

  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      {
        key: 'create',
        label: t('roles.createTitle'),
        primary: true,
        icon: <PlusOutlined />,
        spec: roleActions.roleSave,
        onClick: () => setEditing({}),
      },
    ],
    [t],
  );

  // The two screens the roles lead to, in the toolbar's row as every screen's related pages.
  const links = <RelatedLinks paths={[menuPath(MenuIds.modulePermissions), menuPath(MenuIds.propsLimit)]} />;

  return (
    <div className="staff-page" data-testid="roles-page">
      <ResourceList<RoleRow>
        table="/authorityManagement/home"
        list={roleActions.roleList}
        rowKey="id"
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        tools={links}
        scrollX={1000}
        forbiddenText={t('common.forbidden')}
      />
      {editing && (
        <Suspense fallback={null}>
          <RoleEditor role={editing.role} onClose={() => setEditing(null)} onSaved={refresh} />
        </Suspense>
      )}
    </div>
  );
}
