import { PlusOutlined } from '@ant-design/icons';
import { menuPath, type Resource, type ReviewResult } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { api } from '../../app/api/client.ts';
import { addScreenTexts, useUiLang } from '../../app/i18n.ts';
import { LazyImportForm, LazyResourceForm } from '../form/lazy-form.tsx';
import type { ListColumn } from '../list/list-types.ts';
import { listKey, ResourceList } from '../list/resource-list.tsx';
import { formValuesOf, resourceColumns, resourceFilters, resourceFormFields, wordsOf } from './resource-fields.tsx';
import { reviewActions } from './review-actions.ts';

type Row = Record<string, unknown> & { id: number };

export interface ResourcePageOptions {
  /** `data-testid` of the list. */
  testId?: string;
  /** Shown between the search panel and the table (a screen's own tool). */
  extra?: ComponentType;
  /** Adjusts the derived columns (a wider one, a link). */
  columns?: (columns: ListColumn<Row>[]) => ListColumn<Row>[];
  /** The import dialog's help under the pasted list: the key of one of the labels' `screen` words. */
  importHelp?: string;
  scrollX?: number;
}

type Dialog = { kind: 'edit'; row: Row | null } | { kind: 'import' } | { kind: 'reason'; ids: number[]; result: ReviewResult };

/**
 * DESIGN §4 web page of a resource: search panel, table, form, export header and actions all from
 * one column list derived from the declaration. Each action shows only with its permission (the
 * same check as the server's), destructive ones ask first.
 */
export function resourcePage(resource: Resource, options: ResourcePageOptions = {}): ComponentType {
  addScreenTexts(resource.namespace, resource.labels as unknown as Record<'zh-cn' | 'en', object>);
  return function ResourcePage() {
    const lang = useUiLang();
    const words = useMemo(() => wordsOf(resource, lang), [lang]);
    const queryClient = useQueryClient();
    const [dialog, setDialog] = useState<Dialog | null>(null);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(resource.list) });
    const title = (row: Row) => String(row[Object.keys(resource.fields)[0] ?? 'id'] ?? row.id);

    const columns = useMemo(() => {
      const derived = resourceColumns(resource, words, lang);
      return options.columns ? options.columns(derived) : derived;
    }, [words, lang]);
    const filters = useMemo(() => resourceFilters(resource, words, lang), [words, lang]);
    const { save, delete: remove, toggle } = resource;
    const toggleField = resource.actions.toggle?.field;
    const review = reviewActions(resource, words, (ids, result) => setDialog({ kind: 'reason', ids, result }));

    const rowActions = [
      ...(save
        ? [{ key: 'edit', label: words.common('edit'), spec: save, open: (row: Row) => setDialog({ kind: 'edit', row }) }]
        : []),
      ...(toggle && toggleField
        ? [
            {
              key: 'toggle',
              label: words.field(toggleField),
              labelOf: (row: Row) => words.common(row[toggleField] ? 'off' : 'on'),
              spec: toggle,
              run: (row: Row) => api(toggle, { id: row.id, [toggleField]: !row[toggleField] }),
            },
          ]
        : []),
      ...review.rowActions,
      ...(remove
        ? [
            {
              key: 'delete',
              label: words.common('delete'),
              spec: remove,
              danger: true,
              confirm: (row: Row) => words.common('deleteQuestion', { name: title(row) }),
              run: (row: Row) => api(remove, { ids: [row.id] }),
            },
          ]
        : []),
    ];
    const toolbar = save
      ? [
          {
            key: 'add',
            label: words.common('addTitle', { noun: words.noun }),
            primary: true,
            icon: <PlusOutlined />,
            spec: save,
            onClick: () => setDialog({ kind: 'edit', row: null }),
          },
        ]
      : [];
    const Extra = options.extra;

    return (
      <div data-resource={resource.namespace}>
        <ResourceList<Row>
          table={menuPath(resource.menu)}
          list={resource.list}
          exportAction={resource.export}
          importAction={resource.import}
          onImport={() => setDialog({ kind: 'import' })}
          rowKey="id"
          columns={columns}
          filters={filters}
          toolbar={toolbar}
          rowActions={rowActions}
          batchActions={review.batchActions}
          extra={Extra ? <Extra /> : undefined}
          scrollX={options.scrollX}
          testId={options.testId}
        />
        {dialog && renderDialog(dialog)}
      </div>
    );

    function renderDialog(open: Dialog): ReactNode {
      const close = () => setDialog(null);
      if (open.kind === 'edit' && save) {
        return (
          <LazyResourceForm
            spec={save}
            title={words.common(open.row ? 'editTitle' : 'addTitle', { noun: words.noun })}
            fields={resourceFormFields(resource, words, lang)}
            initial={formValuesOf(resource, open.row)}
            hiddenValues={open.row ? { id: open.row.id } : undefined}
            onDone={refresh}
            onClose={close}
          />
        );
      }
      const imported = resource.actions.import;
      if (open.kind === 'import' && resource.import && imported) {
        return (
          <LazyImportForm
            spec={resource.import}
            title={words.action(resource.import) ?? words.common('importTitle', { noun: words.noun })}
            okText={words.common('import')}
            fields={[
              ...resourceFormFields(resource, words, lang, [...(imported.with ?? [])]),
              { name: 'file', label: words.common('importFile'), kind: 'xlsx' },
              {
                name: imported.paste,
                label: words.common('importPaste'),
                kind: 'textarea',
                help: words.screen(options.importHelp) ?? words.common('importPasteHelp'),
              },
            ]}
            initial={formValuesOf(resource, null)}
            onDone={refresh}
            onClose={close}
          />
        );
      }
      if (open.kind === 'reason' && resource.check) {
        return (
          <LazyResourceForm
            spec={resource.check}
            title={words.common(open.result)}
            fields={[
              {
                name: 'reason',
                label: words.common('reason'),
                kind: 'textarea',
                maxLength: 500,
                required: open.result === 'refuse',
              },
            ]}
            hiddenValues={{ ids: open.ids, result: open.result }}
            onDone={refresh}
            onClose={close}
          />
        );
      }
      return null;
    }
  };
}
