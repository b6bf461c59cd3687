import { memberTagActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/client.ts';
import type { FormField } from '../../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import type { ListFilter } from '../../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction, ToolbarAction } from '../../../kit/list/list-types.ts';
import { listKey, ResourceList } from '../../../kit/list/resource-list.tsx';
import '../member.css';
import './tag-texts.ts';

type TagRow = { id: number; name_zh: string; name_en: string; color: string; is_on: boolean; member_count: number };

/** User tag management (menu 1003, hidden): the tags staff put on members, each switched on or off. */
export function TagManagementPage() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TagRow | 'new' | null>(null);

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'name', label: t('tags.name'), kind: 'text', placeholder: t('search.placeholder') },
      { name: 'is_on', label: t('tags.state'), kind: 'bool', boolLabels: [t('tags.on'), t('tags.off')] },
    ],
    [t],
  );
  const columns = useMemo<ListColumn<TagRow>[]>(
    () => [
      { key: 'id', title: 'ID', dataIndex: 'id', width: 80 },
      { key: 'name_zh', title: t('tags.nameZh'), dataIndex: 'name_zh', width: 160 },
      { key: 'name_en', title: t('tags.nameEn'), dataIndex: 'name_en', width: 160 },
      {
        key: 'color',
        title: t('tags.color'),
        width: 140,
        render: (row) => (
          <span className="tag-color">
            <span className="tag-color__swatch" style={{ background: row.color }} aria-hidden="true" />
            {row.color}
          </span>
        ),
      },
      { key: 'state', title: t('tags.state'), width: 100, render: (row) => (row.is_on ? t('tags.on') : t('tags.off')) },
      { key: 'members', title: t('tags.members'), dataIndex: 'member_count', width: 110 },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<TagRow>[]>(
    () => [
      { key: 'edit', label: t('tags.edit'), spec: memberTagActions.userTagSave, open: (row) => setEditing(row) },
      {
        key: 'switch',
        label: t('tags.switchOff'),
        spec: memberTagActions.userTagIsOn,
        danger: true,
        confirm: t('tags.switchOffQuestion'),
        shown: (row) => row.is_on,
        run: (row) => api(memberTagActions.userTagIsOn, { id: row.id, is_on: false }),
      },
      {
        key: 'switchOn',
        label: t('tags.switchOn'),
        spec: memberTagActions.userTagIsOn,
        confirm: true,
        shown: (row) => !row.is_on,
        run: (row) => api(memberTagActions.userTagIsOn, { id: row.id, is_on: true }),
      },
    ],
    [t],
  );
  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      { key: 'add', label: t('tags.add'), primary: true, spec: memberTagActions.userTagSave, onClick: () => setEditing('new') },
    ],
    [t],
  );
  const fields: FormField[] = [
    { name: 'name_zh', label: t('tags.nameZh'), kind: 'text', required: true, maxLength: 32 },
    { name: 'name_en', label: t('tags.nameEn'), kind: 'text', required: true, maxLength: 32 },
    { name: 'color', label: t('tags.color'), kind: 'text', required: true, placeholder: '#1677FF', maxLength: 7 },
  ];

  return (
    <div className="tag-management">
      <ResourceList<TagRow>
        table="/user/labelManagement"
        list={memberTagActions.userTagList}
        rowKey="id"
        columns={columns}
        filters={filters}
        toolbar={toolbar}
        rowActions={rowActions}
        scrollX={900}
        testId="user-tags"
      />
      {editing && (
        <LazyResourceForm
          spec={memberTagActions.userTagSave}
          title={editing === 'new' ? t('tags.add') : t('tags.edit')}
          fields={fields}
          initial={
            editing === 'new'
              ? { color: '#1677FF' }
              : { name_zh: editing.name_zh, name_en: editing.name_en, color: editing.color }
          }
          hiddenValues={editing === 'new' ? {} : { id: editing.id }}
          onClose={() => setEditing(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(memberTagActions.userTagList) })}
        />
      )}
    </div>
  );
}
