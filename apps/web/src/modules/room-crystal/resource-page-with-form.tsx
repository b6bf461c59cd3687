import { PlusOutlined } from '@ant-design/icons';
import { dialogTitle, menuPath, type Resource } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { addScreenTexts, type UiLang, useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import { listKey, ResourceList } from '../../kit/list/resource-list.tsx';
import {
  formValuesOf,
  resourceColumns,
  resourceFilters,
  resourceFormFields,
  type Words,
  wordsOf,
} from '../../kit/resource/resource-fields.tsx';
import { rowActionsOf } from '../../kit/resource/row-actions.ts';

type Row = Record<string, unknown> & { id: number };

export interface FormPageOptions {
  testId: string;
  /** The add/edit form's fields, from the derived ones: a field drawn by a picker of the kit (a gift, a topic). */
  formFields: (fields: FormField[], words: Words) => FormField[];
  /** The search panel's filters, from the derived ones. */
  filters?: (filters: ListFilter[], words: Words, lang: UiLang) => ListFilter[];
  /** Shown between the search panel and the table (a button of the screen's own, such as an import). */
  extra?: ComponentType;
}

/**
 * A resource page whose form draws some fields with a picker (the gift picker, a topic choice):
 * the kit's resourcePage derives every form field from the declaration and takes no override, so
 * this composes the same kit parts (list, columns, filters, row actions, form) for a resource
 * without review, import, remove or commands. The generated smoke test sees the same screen.
 */
export function resourcePageWithForm(resource: Resource, options: FormPageOptions): ComponentType {
  addScreenTexts(resource.namespace, resource.labels as unknown as Record<'zh-cn' | 'en', object>);
  return function ResourcePageWithForm() {
    const lang = useUiLang();
    const words = useMemo(() => wordsOf(resource, lang), [lang]);
    const queryClient = useQueryClient();
    const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(resource.list) });
    const columns = useMemo(() => resourceColumns(resource, words, lang), [words, lang]);
    const filters = useMemo(() => {
      const derived = resourceFilters(resource, words, lang);
      return options.filters ? options.filters(derived, words, lang) : derived;
    }, [words, lang]);
    const rowActions = rowActionsOf(resource, words, (dialog) => {
      if (dialog.kind === 'edit') setEditing({ row: dialog.row });
    });
    const { save } = resource;
    const addTitle = dialogTitle(resource, lang, 'add');
    const toolbar = save
      ? [
          {
            key: 'add',
            label: addTitle,
            primary: true,
            icon: <PlusOutlined />,
            spec: save,
            onClick: () => setEditing({ row: null }),
          },
        ]
      : [];
    const Extra = options.extra;
    return (
      <div data-resource={resource.namespace}>
        <ResourceList<Row>
          table={resource.tabOf ? `${menuPath(resource.tabOf)}#${resource.namespace}` : menuPath(resource.menu)}
          list={resource.list}
          exportAction={resource.export}
          rowKey="id"
          columns={columns}
          filters={filters}
          toolbar={toolbar}
          rowActions={rowActions}
          extra={Extra ? <Extra /> : undefined}
          testId={options.testId}
          forbiddenText={words.screen('forbidden')}
        />
        {editing && save && (
          <LazyResourceForm
            spec={save}
            title={dialogTitle(resource, lang, editing.row ? 'edit' : 'add')}
            fields={options.formFields(resourceFormFields(resource, words, lang), words)}
            initial={formValuesOf(resource, editing.row)}
            hiddenValues={editing.row ? { id: editing.row.id } : undefined}
            onDone={refresh}
            onClose={() => setEditing(null)}
          />
        )}
      </div>
    );
  };
}
