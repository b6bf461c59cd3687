import { PlusOutlined } from '@ant-design/icons';
import { type AdminRow, areaNameIn, REGIONS, roleNameIn, staffActions } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useUiLang } from '../../../app/i18n.ts';
import { EMPTY_VALUE, formatUnixTime } from '../../../kit/format.ts';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import { CompactTags } from '../../../kit/resource/field-cells.tsx';
import { callShowingRefusal } from '../refusal.ts';
import { areaOptionsQuery, roleOptionsQuery } from '../staff-queries.ts';
import { StaffTag } from '../staff-tag.tsx';
import { QuotaCell } from './quota-cell.tsx';

// The forms (and antd's Input and multiple Select) load when one first opens.
const forms = () => import('./admin-forms.tsx');
const CreateAdminForm = lazy(() => forms().then((m) => ({ default: m.CreateAdminForm })));
const EditAdminForm = lazy(() => forms().then((m) => ({ default: m.EditAdminForm })));
const QuotaForm = lazy(() => forms().then((m) => ({ default: m.QuotaForm })));
const ResetPasswordForm = lazy(() => forms().then((m) => ({ default: m.ResetPasswordForm })));

function regionLabel(id: number, lang: ReturnType<typeof useUiLang>): string {
  const region = REGIONS.find((one) => one.id === id);
  return region ? localName(region, lang) : String(id);
}

type Dialog = { kind: 'create' } | { kind: 'edit' | 'quota' | 'reset'; row: AdminRow };

/** Admin accounts: search, create, edit, quotas, temporary passwords, enable and disable. */
export function AdminList() {
  const { t } = useTranslation('staff');
  const lang = useUiLang();
  const queryClient = useQueryClient();
  const roles = useQuery(roleOptionsQuery);
  const areas = useQuery(areaOptionsQuery);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(staffActions.adminList) });

  const filters = useMemo<ListFilter[]>(() => {
    const placeholder = t('common.placeholder');
    return [
      { name: 'username', label: t('accounts.username'), kind: 'text', placeholder },
      { name: 'real_name', label: t('accounts.realName'), kind: 'text', placeholder },
      {
        name: 'role_id',
        label: t('accounts.role'),
        kind: 'choice',
        placeholder,
        options: (roles.data?.list ?? []).map((role) => ({
          value: String(role.id),
          label: roleNameIn(role.name, role.kind, lang),
        })),
      },
      {
        name: 'area_id',
        label: t('accounts.area'),
        kind: 'choice',
        placeholder,
        options: (areas.data?.list ?? []).map((area) => ({ value: String(area.id), label: areaNameIn(area.name, lang) })),
      },
      {
        name: 'status',
        label: t('accounts.status'),
        kind: 'choice',
        placeholder,
        options: (['enabled', 'disabled'] as const).map((status) => ({ value: status, label: t(`accounts.statuses.${status}`) })),
      },
    ];
  }, [t, roles.data, areas.data, lang]);

  const columns = useMemo<ListColumn<AdminRow>[]>(
    () => [
      { key: 'id', title: t('common.id'), dataIndex: 'id', width: 70 },
      { key: 'username', title: t('accounts.username'), dataIndex: 'username', width: 140 },
      { key: 'realName', title: t('accounts.realName'), dataIndex: 'real_name', width: 120 },
      { key: 'role', title: t('accounts.role'), width: 140, render: (row) => roleNameIn(row.role, row.role_kind, lang) },
      { key: 'area', title: t('accounts.area'), width: 130, render: (row) => areaNameIn(row.area_name, lang) || EMPTY_VALUE },
      {
        key: 'regions',
        title: t('accounts.regions'),
        width: 160,
        render: (row) =>
          row.region_ids === null ? (
            t('accounts.allRegions')
          ) : (
            <CompactTags names={row.region_ids.map((id) => regionLabel(id, lang))} />
          ),
      },
      {
        key: 'status',
        title: t('accounts.status'),
        width: 150,
        render: (row) => (
          <>
            <StaffTag tone={row.status === 'enabled' ? 'green' : 'red'}>{t(`accounts.statuses.${row.status}`)}</StaffTag>
            {row.must_change_password && <StaffTag tone="orange">{t('accounts.mustChange')}</StaffTag>}
          </>
        ),
      },
      { key: 'quota', title: t('accounts.quota'), width: 230, keepWidth: true, render: (row) => <QuotaCell row={row} /> },
      { key: 'created', title: t('common.createdAt'), width: 170, render: (row) => formatUnixTime(row.created_at) },
    ],
    [t, lang],
  );

  const rowActions = useMemo<RowAction<AdminRow>[]>(
    () => [
      { key: 'edit', label: t('common.edit'), spec: staffActions.adminUpdate, open: (row) => setDialog({ kind: 'edit', row }) },
      {
        key: 'quota',
        label: t('accounts.setQuotas'),
        spec: staffActions.adminSetQuota,
        open: (row) => setDialog({ kind: 'quota', row }),
      },
      {
        key: 'reset',
        label: t('accounts.resetPassword'),
        spec: staffActions.adminResetPassword,
        open: (row) => setDialog({ kind: 'reset', row }),
      },
      {
        key: 'disable',
        label: t('accounts.disable'),
        spec: staffActions.adminChangeStatus,
        danger: true,
        shown: (row) => row.status === 'enabled',
        confirm: t('accounts.confirmDisable'),
        run: (row) => callShowingRefusal(staffActions.adminChangeStatus, { id: row.id, status: 'disabled' }),
      },
      {
        key: 'enable',
        label: t('accounts.enable'),
        spec: staffActions.adminChangeStatus,
        shown: (row) => row.status === 'disabled',
        confirm: t('accounts.confirmEnable'),
        run: (row) => callShowingRefusal(staffActions.adminChangeStatus, { id: row.id, status: 'enabled' }),
      },
    ],
    [t],
  );

  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      {
        key: 'create',
        label: t('accounts.createTitle'),
        primary: true,
        icon: <PlusOutlined />,
        spec: staffActions.adminCreate,
        onClick: () => setDialog({ kind: 'create' }),
      },
    ],
    [t],
  );

  const close = () => setDialog(null);
  return (
    <>
      <ResourceList<AdminRow>
        table="/account/home"
        list={staffActions.adminList}
        rowKey="id"
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={1700}
        forbiddenText={t('common.forbidden')}
        testId="admin-list"
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <CreateAdminForm onClose={close} onDone={refresh} />}
        {dialog?.kind === 'edit' && <EditAdminForm row={dialog.row} onClose={close} onDone={refresh} />}
        {dialog?.kind === 'quota' && <QuotaForm row={dialog.row} onClose={close} onDone={refresh} />}
        {dialog?.kind === 'reset' && <ResetPasswordForm row={dialog.row} onClose={close} onDone={refresh} />}
      </Suspense>
    </>
  );
}
