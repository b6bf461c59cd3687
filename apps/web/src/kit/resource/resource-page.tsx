import { PlusOutlined } from '@ant-design/icons';
import { type ActionSpec, dialogTitle, menuPath, type Resource } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { addScreenTexts, type UiLang, useUiLang } from '../../app/i18n.ts';
import { useTabKey } from '../../app/tabs/keep-alive.tsx';
import type { FormField } from '../form/form-types.ts';
import { LazyImportForm, LazyResourceForm } from '../form/lazy-form.tsx';
import type { ListFilter } from '../list/filter-fields.tsx';
import type { ListColumn, RowAction } from '../list/list-types.ts';
import { listKey, ResourceList } from '../list/resource-list.tsx';
import { useKeptParams } from '../page-params.ts';
import { CommandForm, type CommandOptions, commandRowActions, type OpenCommand } from './command-actions.tsx';
import { resourceColumns, resourceFilters, type Words, wordsOf } from './resource-fields.tsx';
import { formValuesOf, resourceFormFields } from './resource-form-fields.tsx';
import { reviewActions } from './review-actions.ts';
import { type Dialog, rowActionsOf, rowTitle } from './row-actions.ts';

type Row = Record<string, unknown> & { id: number };

const ResourceDetails = lazy(() => import('./resource-details.tsx').then((m) => ({ default: m.ResourceDetails })));

export interface ResourcePageOptions {
  /** `data-testid` of the list. */
  testId?: string;
  /** Shown between the toolbar and the table (a screen's own panel: a test box, a summary). */
  extra?: ComponentType;
  /** The screen's own buttons, in the toolbar after the declared ones (one row of buttons, not two). */
  tools?: ComponentType;
  /** Paths of the screens this one leads to, as the toolbar's related links. */
  related?: readonly string[];
  /** Adjusts the derived columns (a wider one, a link). */
  columns?: (columns: ListColumn<Row>[]) => ListColumn<Row>[];
  /** Adjusts the derived filters (a select whose choices the server gives, another order). */
  filters?: (filters: ListFilter[], words: Words, lang: UiLang) => ListFilter[];
  /**
   * Adjusts the add/edit form's derived fields (a field drawn by a picker: a gift, a topic, a
   * member); `row` is the row edited, null when adding (a field named on creation only).
   */
  formFields?: (fields: FormField[], words: Words, row: Row | null) => FormField[];
  /** The import dialog's help under the pasted list: the key of one of the labels' `screen` words. */
  importHelp?: string;
  scrollX?: number;
  /** When a row offers each declared command, and its form's first values. */
  commands?: Readonly<Record<string, CommandOptions>>;
  /**
   * Each row links to a details drawer (read fresh through the detail call when the resource has
   * one). Default: when the resource has detail-only fields and no detail call, whose screen links
   * its own detail page.
   */
  detailDrawer?: boolean;
  /** Which rows offer Edit (default all): one the server refuses to edit (a message already sent) shows none. */
  editable?: (row: Row) => boolean;
  /** Which rows offer Delete (default all): one the server refuses to delete (a live binding) shows none. */
  deletable?: (row: Row) => boolean;
  /** The screen's own row actions before the derived ones (a link to a detail screen). */
  rowActions?: (tools: { words: Words; navigate: (to: string) => void }) => RowAction<Row>[];
}

/** Where a page sits inside another one (a record page's tab of a child resource). */
export interface ResourcePageProps {
  /**
   * Fields holding one value on this page (the parent row's id): sent with every list, export and
   * save, and neither a filter, a column nor a form field.
   */
  fixed?: Readonly<Record<string, number>>;
  /** Nothing that writes is offered (a dissolved group's members): no add, no import, no row or batch action that changes. */
  readOnly?: boolean;
  /** After a change made here: what the page around shows may follow it (a group's member count). */
  onChange?: () => void;
}

const writes = (action: { spec?: unknown }) => (action.spec as Partial<ActionSpec> | undefined)?.mutates === true;

/** A screen's own part, which may load after the list shows (a lookup tool with a table of its own). */
function shownWhenLoaded(Part: ComponentType | undefined): ReactNode {
  return Part ? (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  ) : undefined;
}

/**
 * DESIGN §4 web page of a resource: search panel, table, form, export header and actions all from
 * one column list derived from the declaration. Each action shows only with its permission (the
 * same check as the server's), destructive ones ask first.
 */
export function resourcePage(resource: Resource, options: ResourcePageOptions = {}): ComponentType<ResourcePageProps> {
  addScreenTexts(resource.namespace, resource.labels as unknown as Record<'zh-cn' | 'en', object>);
  return function ResourcePage({ fixed, readOnly = false, onChange }: ResourcePageProps) {
    const lang = useUiLang();
    const words = useMemo(() => wordsOf(resource, lang), [lang]);
    const queryClient = useQueryClient();
    const [dialog, setDialog] = useState<Dialog | null>(null);
    const [command, setCommand] = useState<OpenCommand | null>(null);
    const navigate = useNavigate();
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: listKey(resource.list) });
      onChange?.();
    };
    const place = useTabKey();
    const kept = useKeptParams();

    const columns = useMemo(() => {
      const derived = resourceColumns(resource, words, lang).filter((column) => !fixed || !(column.key in fixed));
      return options.columns ? options.columns(derived) : derived;
    }, [words, lang, fixed]);
    const filters = useMemo(() => {
      // A filter named as a param of the page around the list (a record's `id`) cannot live in the URL beside it.
      const shown = (name: string) => !(fixed && name in fixed) && !kept.includes(name);
      const derived = resourceFilters(resource, words, lang).filter((filter) => shown(filter.name));
      return options.filters ? options.filters(derived, words, lang) : derived;
    }, [words, lang, fixed, kept]);
    const [details, setDetails] = useState<Row | null>(null);
    // Fields only the details show (snapshots, request ids) give every row a link to them.
    const drawer = options.detailDrawer ?? (Object.values(resource.fields).some((field) => field.detail) && !resource.detail);
    const detailsAction: RowAction<Row>[] = drawer ? [{ key: 'details', label: words.common('details'), open: setDetails }] : [];
    const { save, remove: takeOff } = resource;
    const addTitle = dialogTitle(resource, lang, 'add');
    const review = reviewActions(resource, words, (ids, result) => setDialog({ kind: 'reason', ids, result }));

    const rowActions = [
      ...(options.rowActions?.({ words, navigate }) ?? []),
      ...detailsAction,
      ...rowActionsOf(resource, words, setDialog, options),
      ...commandRowActions(resource, words, setCommand, options.commands),
      ...review.rowActions,
    ]
      .filter((action) => !readOnly || !writes(action))
      // A command run straight from the row (no form) changes the row too: the page around hears of it.
      .map(({ run, ...action }) =>
        onChange && run ? { ...action, run: (row: Row) => run(row).finally(onChange) } : { ...action, run },
      );
    const toolbar =
      save && !readOnly
        ? [
            {
              key: 'add',
              label: addTitle,
              primary: true,
              icon: <PlusOutlined />,
              spec: save,
              onClick: () => setDialog({ kind: 'edit', row: null }),
            },
          ]
        : [];

    return (
      <div data-resource={resource.namespace}>
        <ResourceList<Row>
          table={
            fixed
              ? `${place ?? menuPath(resource.menu)}#${resource.namespace}`
              : resource.tabOf
                ? `${menuPath(resource.tabOf)}#${resource.namespace}`
                : menuPath(resource.menu)
          }
          list={resource.list}
          exportAction={resource.export}
          // The import form cannot carry a fixed parent: rows are imported from the resource's own screen.
          importAction={fixed || readOnly ? undefined : resource.import}
          onImport={() => setDialog({ kind: 'import' })}
          rowKey="id"
          columns={columns}
          filters={filters}
          pageSize={resource.pageSize}
          sizeChanger={resource.pageSize === undefined}
          toolbar={toolbar}
          rowActions={rowActions}
          batchActions={review.batchActions.filter((action) => !readOnly || !writes(action))}
          extraQuery={fixed}
          extra={shownWhenLoaded(options.extra)}
          tools={shownWhenLoaded(options.tools)}
          related={options.related}
          scrollX={options.scrollX}
          testId={options.testId}
          forbiddenText={words.screen('forbidden')}
        />
        {dialog && renderDialog(dialog)}
        {command && (
          <CommandForm
            resource={resource}
            words={words}
            open={command}
            options={options.commands?.[command.name]}
            onDone={refresh}
            onClose={() => setCommand(null)}
          />
        )}
        {details && (
          <Suspense fallback={null}>
            <ResourceDetails resource={resource} words={words} lang={lang} row={details} onClose={() => setDetails(null)} />
          </Suspense>
        )}
      </div>
    );

    function formFieldsOf(derived: FormField[], row: Row | null): FormField[] {
      return options.formFields ? options.formFields(derived, words, row) : derived;
    }

    function renderDialog(open: Dialog): ReactNode {
      const close = () => setDialog(null);
      if (open.kind === 'edit' && save) {
        return (
          <LazyResourceForm
            spec={save}
            title={dialogTitle(resource, lang, open.row ? 'edit' : 'add')}
            fields={formFieldsOf(resourceFormFields(resource, words, lang), open.row).filter(
              (field) => !fixed || !(field.name in fixed),
            )}
            initial={formValuesOf(resource, open.row)}
            hiddenValues={open.row || fixed ? { ...fixed, ...(open.row ? { id: open.row.id } : {}) } : undefined}
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
            title={dialogTitle(resource, lang, 'import')}
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
      if (open.kind === 'remove' && takeOff) {
        return (
          <LazyResourceForm
            spec={takeOff}
            title={dialogTitle(resource, lang, 'remove')}
            okText={words.common('remove')}
            intro={<p>{words.common('removeQuestion', { name: rowTitle(resource, open.row) })}</p>}
            fields={[
              {
                name: 'reason',
                label: resource.fields.remove_reason ? words.field('remove_reason') : words.common('reason'),
                kind: 'textarea',
                required: true,
                maxLength: 500,
              },
            ]}
            hiddenValues={{ id: open.row.id }}
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
