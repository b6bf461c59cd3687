import { type ActionInput, type ActionSpec, type ListData, translate } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import {
  type HTMLAttributes,
  type Key,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, openExport } from '../../app/api/client.ts';
import { toast } from '../../app/api/notify.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { EMPTY_VALUE, formatCount } from '../format.ts';
import { Notice } from '../notice.tsx';
import { SearchPanel } from '../search-panel.tsx';
import { Table } from '../table.tsx';
import { cellMinWidth, fitColumns, TAGGED_KINDS, visibleColumns } from './columns.ts';
import { type ListFilter, searchFields } from './filter-fields.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import type { BatchAction, ListColumn, RowAction, ToolbarAction } from './list-types.ts';
import { confirmQuestion, withRowActions } from './row-actions-column.tsx';
import { type FilterValues, initialFilters, sameSearch, toWireFilters } from './url-state.ts';
import { useHiddenColumns } from './use-hidden-columns.ts';
import { useListUrl } from './use-list-url.ts';
import { useMayCall } from './use-may-call.ts';
import '../kit.css';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

type ListSpec<Row> = ActionSpec & { __row?: Row };

/** A count or amount column's cell: separators, never wrapped mid-number; nothing there shows "—". */
function countCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  return <span className="num">{formatCount(Number(value))}</span>;
}

/** The checkbox column of a table with batch actions. */
const SELECTION_WIDTH = 48;

export interface ResourceListProps<Row> {
  /** The screen's route path: names the admin's column choice. */
  table: string;
  list: ActionSpec;
  /** A field unique per row, or how to make a key when no single field is. */
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  columns: readonly ListColumn<Row>[];
  filters?: readonly ListFilter[];
  /** Filters shown while the panel is folded. */
  visibleFilters?: number;
  pageSize?: number;
  /** Offer 10/20/50/100 per page (off where SPEC fixes the size, e.g. the risk list). */
  sizeChanger?: boolean;
  exportAction?: ActionSpec;
  /** Opens the screen's import dialog; shown only if the admin holds `importAction`'s permission. */
  importAction?: ActionSpec;
  onImport?: () => void;
  toolbar?: readonly ToolbarAction[];
  rowActions?: readonly RowAction<Row>[];
  /** Actions on the selected rows: with any, the table gets a checkbox per row. */
  batchActions?: readonly BatchAction<Row>[];
  /** Fixed fields of every list call beyond the filters. */
  extraQuery?: Record<string, unknown>;
  /** Shown between the search panel and the table. */
  extra?: ReactNode;
  /** The screen's own buttons, in the toolbar's row. */
  tools?: ReactNode;
  /** Paths of the screens this one leads to (RelatedLinks at the toolbar's end). */
  related?: readonly string[];
  /** Ignored: a table is as wide as its columns, narrowed to fit its room when it nearly does (fitColumns). */
  scrollX?: number;
  /** The text for a 403 instead of the server's msg. */
  forbiddenText?: string;
  /** Wire the answer to rows when it is not `{ list, total }` alone. */
  testId?: string;
}

/** The server's msg, with the filters it found wrong named by their labels ('Invalid input (User number: This ID is invalid)'). */
function refusalText(error: ApiError, filters: readonly ListFilter[], forbiddenText?: string): string {
  if (error.status === 403 && forbiddenText) return forbiddenText;
  const labelOf = (field: string) =>
    filters.find((filter) => filter.name === field || filter.wire?.includes(field))?.label ?? field;
  const fields = Object.entries(error.fieldErrors).map(([field, message]) => `${labelOf(field)}: ${message}`);
  const message = error.message || translate('failed', currentWireLang());
  return fields.length > 0 ? `${message} (${fields.join('; ')})` : message;
}

/** The query key prefix of a list action, for refreshing it after a change. */
export const listKey = (spec: Pick<ActionSpec, 'module' | 'action'>) => ['list', spec.module, spec.action];

/**
 * DESIGN §4 list screen: search panel, table, paging, toolbar, export and row actions from a
 * declaration. Filters and page live in the URL; the admin's column choice lives on the server.
 */
export function ResourceList<Row extends object>(props: ResourceListProps<Row>) {
  const { t } = useTranslation('kit');
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const filters = props.filters ?? [];
  const defaultSize = props.pageSize ?? 10;
  const url = useListUrl(filters, defaultSize);
  const [localFilters, setLocalFilters] = useState<FilterValues>({});
  const columnsChoice = useHiddenColumns(props.table);
  const [pending, setPending] = useState<{
    title: string;
    question?: string;
    danger?: boolean;
    run: () => Promise<unknown>;
  } | null>(null);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const root = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const query = { ...toWireFilters(url.filters, filters), ...props.extraQuery, page: url.page, pn: url.pageSize };
  const rows = useQuery({
    queryKey: [...listKey(props.list), query],
    queryFn: ({ signal }) =>
      api(props.list as ListSpec<Row>, query as ActionInput<ListSpec<Row>>, { signal, handles: [400, 402] }) as Promise<
        ListData<Row> & { total_capped?: boolean }
      >,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey(props.list) });
  // A selection belongs to the rows it was made on: once they change (another page, a batch done
  // through a dialog such as a refusal's reason), it is gone rather than acting on rows no longer shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change, reads nothing of them.
  useEffect(() => setSelected({ keys: [], rows: [] }), [rows.data]);

  const allowedRowActions = (props.rowActions ?? []).filter((action) => !action.spec || mayCall(action.spec));
  const pageRows = rows.data?.list ?? [];
  const held = (value: unknown) => value !== null && value !== undefined && value !== '';
  const columnsNow = props.columns.filter(
    (column) =>
      column.shownWith?.(url.filters) !== false &&
      (!column.sparse || pageRows.some((row) => held((row as Record<string, unknown>)[column.dataIndex ?? column.key]))),
  );
  const allColumns = withRowActions(columnsNow, allowedRowActions, {
    title: t('actions'),
    rows: rows.data?.list ?? [],
    act: (action, row) => {
      const { run } = action;
      if (action.confirm && run) {
        const question = confirmQuestion(action.confirm, row);
        setPending({ title: action.label, question, danger: action.danger, run: () => run(row) });
      } else if (action.run) void action.run(row).then(refresh, () => undefined);
      else action.open?.(row);
    },
  });

  const shown = visibleColumns(allColumns, columnsChoice.hidden);
  const batchActions = (props.batchActions ?? []).filter((action) => !action.spec || mayCall(action.spec));
  // The table fits its room (its columns narrowed a little if need be), or it scrolls sideways under
  // its pinned row actions.
  // No word a cell shows breaks mid-word: each column at least as wide as its longest on this page.
  const cellLeast = shown.map((column) => {
    if (column.cellText) return cellMinWidth(pageRows.map(column.cellText), TAGGED_KINDS.includes(column.kind ?? 'text'));
    // Text shown as stored; other kinds show a label, a tag or a picture, not the stored value.
    if (column.kind !== undefined && column.kind !== 'text' && column.kind !== 'admin') return 0;
    return cellMinWidth(pageRows.map((row) => (row as Record<string, unknown>)[column.dataIndex ?? column.key]));
  });
  const fit = fitColumns(shown, room, batchActions.length > 0 ? SELECTION_WIDTH : 0, cellLeast);
  const tableColumns: TableColumnsType<Row> = shown.map((column, index) => ({
    key: column.key,
    title: column.title,
    dataIndex: column.dataIndex,
    width: fit.widths[index],
    fixed: column.fixed === 'end' && !fit.pinEnd ? undefined : column.fixed,
    render: column.render
      ? (_: unknown, row: Row) => column.render?.(row)
      : column.kind === 'count'
        ? (value: unknown) => countCell(value)
        : undefined,
    onCell: column.kind ? () => ({ 'data-kind': column.kind }) as HTMLAttributes<HTMLElement> : undefined,
  }));

  // Transport failures were toasted by the client already; a body status is shown here, by the table.
  const error = rows.error instanceof ApiError && !rows.error.transport ? rows.error : null;
  const errorText = error ? refusalText(error, filters, props.forbiddenText) : null;
  const data = rows.isError ? [] : (rows.data?.list ?? []);
  const total = rows.isError ? 0 : (rows.data?.total ?? 0);
  const toolbar = (props.toolbar ?? []).filter((action) => !action.spec || mayCall(action.spec));
  const exportAction = props.exportAction && mayCall(props.exportAction) ? props.exportAction : null;
  const importAllowed = props.importAction && props.onImport && mayCall(props.importAction);

  const clearSelection = () => setSelected({ keys: [], rows: [] });
  const runBatch = (action: BatchAction<Row>) => {
    const rows = selected.rows;
    const { run } = action;
    if (run) {
      setPending({
        title: action.label,
        question: action.confirm?.(rows),
        danger: action.danger,
        run: () => run(rows).then(clearSelection),
      });
    } else action.open?.(rows);
  };

  const runExport = (format: 'csv' | 'xlsx') => {
    if (!exportAction) return;
    const input = { ...toWireFilters(url.filters, filters), ...props.extraQuery, format };
    const urlOf = (output: unknown) => {
      const ticket = output as { url?: string; rows?: number; job_id?: string };
      const { job_id: jobId, url: fileUrl } = ticket;
      if (jobId && fileUrl) {
        // The progress notice's code (antd's message and Progress) loads with the first long export,
        // not with every list screen.
        void import('./export-job-progress.tsx')
          .then(({ followExportJob }) => followExportJob(jobId, fileUrl))
          .catch(() => undefined);
        return false;
      }
      return ticket.rows === 0 ? null : ticket.url;
    };
    void openExport(exportAction, input as never, urlOf).catch(() => undefined);
  };

  return (
    <div className="resource-list" data-testid={props.testId} ref={root}>
      {filters.length > 0 && (
        <SearchPanel<FilterValues>
          fields={searchFields(filters)}
          initial={initialFilters(filters)}
          current={{ ...url.filters, ...localFilters }}
          visibleCount={props.visibleFilters ?? 3}
          onSearch={(values) => {
            setLocalFilters(Object.fromEntries(filters.filter((f) => f.local).map((f) => [f.name, values[f.name]])));
            // A search always asks the server: cached pages go stale, and the same search again refetches.
            void queryClient.invalidateQueries({ queryKey: listKey(props.list), refetchType: 'none' });
            if (sameSearch(values, url.filters, filters) && url.page === 1) void rows.refetch();
            url.setFilters(values);
          }}
        />
      )}
      <ListToolbar<Row>
        actions={toolbar}
        batch={
          batchActions.length > 0
            ? {
                selected: selected.keys.length,
                buttons: batchActions.map((action) => ({
                  key: action.key,
                  label: action.label,
                  danger: action.danger,
                  onClick: () => runBatch(action),
                })),
              }
            : undefined
        }
        onImport={importAllowed ? props.onImport : undefined}
        onExport={exportAction ? runExport : undefined}
        columns={allColumns}
        hidden={columnsChoice.hidden}
        onColumnsChange={columnsChoice.save}
        tools={props.tools}
        related={props.related}
      />
      {props.extra}
      {errorText && <Notice tone="error">{errorText}</Notice>}
      <Table<Row>
        className="resource-list__table"
        rowKey={(row) => (typeof props.rowKey === 'function' ? props.rowKey(row) : (row[props.rowKey] as Key))}
        size="middle"
        columns={tableColumns}
        dataSource={data}
        loading={rows.isFetching || !columnsChoice.ready}
        rowSelection={
          batchActions.length > 0
            ? {
                columnWidth: SELECTION_WIDTH,
                selectedRowKeys: selected.keys,
                onChange: (keys, chosen) => setSelected({ keys, rows: chosen }),
              }
            : undefined
        }
        scroll={{ x: fit.x }}
        pagination={{
          current: url.page,
          pageSize: url.pageSize,
          total,
          showSizeChanger: props.sizeChanger ?? true,
          showTotal: (count) => (rows.data?.total_capped ? t('totalCapped', { total: count }) : t('total', { total: count })),
          onChange: (page, size) => url.setPage(page, size),
        }}
      />
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={pending.title}
            question={pending.question ?? t('confirmQuestion')}
            danger={pending.danger}
            onConfirm={async () => {
              await pending.run();
              toast.success(translate('ok', currentWireLang()));
              await refresh();
            }}
            onClose={() => setPending(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
