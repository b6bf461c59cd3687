import { PlusOutlined } from '@ant-design/icons';
import { type SensitiveWordRow, sensitiveWordActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { addScreenTexts, useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyImportForm, LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../kit/list/resource-list.tsx';
import { regionName, regionOptions } from '../../kit/regions.ts';
import en from '../../locales/en/sensitive-words.json';
import zh from '../../locales/zh-cn/sensitive-words.json';
import { WordTestBox } from './word-test-box.tsx';
import './sensitive-words.css';

addScreenTexts('sensitiveWords', { 'zh-cn': zh, en });

export const SENSITIVE_WORDS_PATH = '/riskcontrolManagement/sensitivewords';
const { sensitiveWordList, sensitiveWordSave, sensitiveWordDelete, sensitiveWordImport, sensitiveWordExport } =
  sensitiveWordActions;

type Editing = { row: SensitiveWordRow | null } | null;

/** Sensitive words per region (menu 21003): record or not record, add, edit, delete, import, test. */
export function SensitiveWordsPage() {
  const { t } = useTranslation('sensitiveWords');
  const lang = useUiLang();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(sensitiveWordList) });
  const recordOptions = [
    { value: 'true', label: t('records.true') },
    { value: 'false', label: t('records.false') },
  ];

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'word', label: t('word'), kind: 'text', placeholder: t('placeholder'), maxLength: 100 },
      { name: 'region_id', label: t('region'), kind: 'choice', placeholder: t('choose'), options: regionOptions(lang) },
      {
        name: 'record',
        label: t('record'),
        kind: 'bool',
        placeholder: t('choose'),
        boolLabels: [t('records.true'), t('records.false')],
      },
    ],
    [t, lang],
  );

  const columns = useMemo<ListColumn<SensitiveWordRow>[]>(
    () => [
      { key: 'word', title: t('word'), dataIndex: 'word', width: 200 },
      { key: 'region', title: t('region'), width: 120, render: (row) => regionName(row.region_id, lang) },
      {
        key: 'record',
        title: t('record'),
        width: 100,
        render: (row) => (
          <span className={row.record ? 'record-tag record-tag--on' : 'record-tag'}>
            {t(row.record ? 'records.true' : 'records.false')}
          </span>
        ),
      },
      { key: 'created_by', title: t('createdBy'), dataIndex: 'created_by_name', width: 120 },
      { key: 'created_at', title: t('createdAt'), width: 170, render: (row) => formatUnixTime(row.created_at) },
      { key: 'updated_at', title: t('updatedAt'), width: 170, render: (row) => formatUnixTime(row.updated_at) },
    ],
    [t, lang],
  );

  const rowActions = useMemo<RowAction<SensitiveWordRow>[]>(
    () => [
      { key: 'edit', label: t('edit'), spec: sensitiveWordSave, open: (row) => setEditing({ row }) },
      {
        key: 'delete',
        label: t('delete'),
        spec: sensitiveWordDelete,
        danger: true,
        confirm: true,
        run: (row) => api(sensitiveWordDelete, { ids: [row.id] }),
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
      spec: sensitiveWordSave,
      onClick: () => setEditing({ row: null }),
    },
  ];

  const wordFields: FormField[] = [
    { name: 'word', label: t('word'), kind: 'text', required: true, maxLength: 100, placeholder: t('placeholder') },
    {
      name: 'region_id',
      label: t('region'),
      kind: 'select',
      required: true,
      options: regionOptions(lang),
      placeholder: t('choose'),
    },
    { name: 'record', label: t('record'), kind: 'radio', options: recordOptions },
  ];
  const importFields: FormField[] = [
    wordFields[1],
    wordFields[2],
    { name: 'file', label: t('importFile'), kind: 'xlsx' },
    { name: 'words', label: t('importWords'), kind: 'textarea', help: t('importWordsHelp') },
  ];

  return (
    <>
      <ResourceList<SensitiveWordRow>
        table={SENSITIVE_WORDS_PATH}
        list={sensitiveWordList}
        exportAction={sensitiveWordExport}
        importAction={sensitiveWordImport}
        onImport={() => setImporting(true)}
        rowKey="id"
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        extra={<WordTestBox />}
        scrollX={1000}
        testId="sensitive-words-list"
      />
      {editing && (
        <LazyResourceForm
          spec={sensitiveWordSave}
          title={editing.row ? t('editTitle') : t('addTitle')}
          fields={wordFields}
          initial={
            editing.row
              ? { word: editing.row.word, region_id: String(editing.row.region_id), record: String(editing.row.record) }
              : { record: 'true' }
          }
          hiddenValues={editing.row ? { id: editing.row.id } : undefined}
          onDone={refresh}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && (
        <LazyImportForm
          spec={sensitiveWordImport}
          title={t('importTitle')}
          okText={t('importOk')}
          fields={importFields}
          initial={{ record: 'true' }}
          onDone={refresh}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
