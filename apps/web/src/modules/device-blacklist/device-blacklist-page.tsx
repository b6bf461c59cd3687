import { PlusOutlined } from '@ant-design/icons';
import { type DeviceBlacklistRow, deviceBlacklistActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addScreenTexts } from '../../app/i18n.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyImportForm, LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../kit/list/resource-list.tsx';
import { ShowMoreText } from '../../kit/show-more-text.tsx';
import en from '../../locales/en/device-blacklist.json';
import zh from '../../locales/zh-cn/device-blacklist.json';

addScreenTexts('deviceBlacklist', { 'zh-cn': zh, en });

export const DEVICE_BLACKLIST_PATH = '/riskcontrolManagement/deviceBlackList';
const { BLACKLIST_KINDS, BLACKLIST_DURATIONS, deviceBlacklistList, deviceBlacklistAdd, deviceBlacklistRemove } =
  deviceBlacklistActions;
const { deviceBlacklistImport, deviceBlacklistExport } = deviceBlacklistActions;
const LEVELS = ['1', '2', '3'] as const;
const STATUSES = ['active', 'expired', 'removed'] as const;

/** Device ids, IPs and machine codes kept off the app (menu 21001): add, remove with a reason, import, export. */
export function DeviceBlacklistPage() {
  const { t } = useTranslation('deviceBlacklist');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<DeviceBlacklistRow | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(deviceBlacklistList) });

  const kindOptions = BLACKLIST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  const levelOptions = LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }));

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'value', label: t('value'), kind: 'text', placeholder: t('placeholder'), maxLength: 128 },
      {
        name: 'kind',
        label: t('kind'),
        kind: 'choice',
        placeholder: t('choose'),
        options: BLACKLIST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
      },
      {
        name: 'status',
        label: t('status'),
        kind: 'choice',
        placeholder: t('choose'),
        options: STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      {
        name: 'level',
        label: t('level'),
        kind: 'choice',
        placeholder: t('choose'),
        options: LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
      },
      {
        name: 'created',
        label: t('createdRange'),
        kind: 'timeRange',
        wire: ['created_from', 'created_to'],
        rangePlaceholder: [t('startTime'), t('endTime')],
      },
    ],
    [t],
  );

  const columns = useMemo<ListColumn<DeviceBlacklistRow>[]>(
    () => [
      { key: 'kind', title: t('kind'), width: 100, render: (row) => t(`kinds.${row.kind}`) },
      { key: 'value', title: t('value'), dataIndex: 'value', width: 220 },
      { key: 'level', title: t('level'), width: 120, render: (row) => t(`levels.${String(row.level) as '1' | '2' | '3'}`) },
      { key: 'reason', title: t('reason'), width: 220, render: (row) => <ShowMoreText text={row.reason} max={24} /> },
      {
        key: 'expires_at',
        title: t('expiresAt'),
        width: 170,
        render: (row) => (row.expires_at === null ? t('permanent') : formatUnixTime(row.expires_at)),
      },
      { key: 'status', title: t('status'), width: 90, render: (row) => t(`statuses.${row.status}`) },
      { key: 'created_by', title: t('createdBy'), dataIndex: 'created_by_name', width: 110 },
      { key: 'created_at', title: t('createdAt'), width: 170, render: (row) => formatUnixTime(row.created_at) },
      { key: 'removed_by', title: t('removedBy'), dataIndex: 'removed_by_name', width: 110 },
      {
        key: 'remove_reason',
        title: t('removeReason'),
        width: 180,
        render: (row) => <ShowMoreText text={row.remove_reason} max={20} />,
      },
    ],
    [t],
  );

  const rowActions = useMemo<RowAction<DeviceBlacklistRow>[]>(
    () => [
      {
        key: 'remove',
        label: t('remove'),
        spec: deviceBlacklistRemove,
        danger: true,
        shown: (row) => row.status !== 'removed',
        open: (row) => setRemoving(row),
      },
    ],
    [t],
  );

  const toolbar: ToolbarAction[] = [
    {
      key: 'add',
      label: t('add'),
      primary: true,
      icon: <PlusOutlined />,
      spec: deviceBlacklistAdd,
      onClick: () => setAdding(true),
    },
  ];

  const entryFields: FormField[] = [
    { name: 'kind', label: t('kind'), kind: 'radio', required: true, options: kindOptions },
    { name: 'level', label: t('level'), kind: 'select', required: true, options: levelOptions, placeholder: t('choose') },
    {
      name: 'duration',
      label: t('duration'),
      kind: 'select',
      required: true,
      placeholder: t('choose'),
      options: BLACKLIST_DURATIONS.map((duration) => ({ value: duration, label: t(`durations.${duration}`) })),
    },
    { name: 'reason', label: t('reason'), kind: 'textarea', required: true, maxLength: 500 },
  ];
  const defaults = { kind: 'device', level: '1', duration: 'permanent' };

  return (
    <>
      <ResourceList<DeviceBlacklistRow>
        table={DEVICE_BLACKLIST_PATH}
        list={deviceBlacklistList}
        exportAction={deviceBlacklistExport}
        importAction={deviceBlacklistImport}
        onImport={() => setImporting(true)}
        rowKey="id"
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={1700}
        testId="device-blacklist"
      />
      {adding && (
        <LazyResourceForm
          spec={deviceBlacklistAdd}
          title={t('addTitle')}
          fields={[
            entryFields[0],
            { name: 'value', label: t('value'), kind: 'text', required: true, maxLength: 128 },
            ...entryFields.slice(1),
          ]}
          initial={defaults}
          onDone={refresh}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <LazyResourceForm
          spec={deviceBlacklistRemove}
          title={t('removeTitle')}
          okText={t('removeOk')}
          intro={<p>{t('removeQuestion', { value: removing.value })}</p>}
          fields={[{ name: 'reason', label: t('removeReason'), kind: 'textarea', required: true, maxLength: 500 }]}
          hiddenValues={{ id: removing.id }}
          onDone={refresh}
          onClose={() => setRemoving(null)}
        />
      )}
      {importing && (
        <LazyImportForm
          spec={deviceBlacklistImport}
          title={t('importTitle')}
          okText={t('importOk')}
          fields={[
            ...entryFields,
            { name: 'file', label: t('importFile'), kind: 'xlsx' },
            { name: 'values', label: t('importValues'), kind: 'textarea', help: t('importValuesHelp') },
          ]}
          initial={defaults}
          onDone={refresh}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
