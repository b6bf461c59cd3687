import { type FieldSpec, menuPath, type Resource, recordTabsOf } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../app/api/client.ts';
import { addScreenTexts, useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../list/use-may-call.ts';
import { Notice } from '../notice.tsx';
import { KeptParams } from '../page-params.ts';
import { PickFromList } from '../pick-from-list.tsx';
import { useOwnSearch } from '../use-own-search.ts';
import { CommandForm, type CommandOptions, commandLabel, type OpenCommand } from './command-actions.tsx';
import { recordKey, shownFieldNames } from './record-fields.ts';
import type { RecordTabOptions } from './record-tabs.tsx';
import { fieldCell, type Words, wordsOf } from './resource-fields.tsx';
import { offers } from './row-actions.ts';
import '../kit.css';

type Row = Record<string, unknown> & { id: number };

/*
 * antd's Descriptions (~5 KB gzip) loads beside the record's own call, which it waits for anyway,
 * not before the page can show: screens that are a list and its records in one (the activities)
 * carried it in the list's first load.
 */
const descriptionsCode = import('antd/es/descriptions');
const Descriptions = lazy(() => descriptionsCode);
const ConfirmDialog = lazy(() => import('../list/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
// The list kit loads only for a record page with child tabs (the room's has none).
const RecordTabs = lazy(() => import('./record-tabs.tsx').then((m) => ({ default: m.RecordTabs })));

/** The record's own param; a child tab's list keeps it (and `tab`) beside its filters. */
const RECORD_PARAMS = ['id'] as const;

export interface RecordPageOptions {
  /** `data-testid` of the page. */
  testId?: string;
  /** When each declared command is offered, and its form's first values. */
  commands?: Readonly<Record<string, CommandOptions>>;
  /** The screen's own parts under the fields (a tag editor, the history), given the row and a refresh. */
  extra?: ComponentType<{ row: Row; words: Words; refresh: () => void }>;
  /**
   * The resources listing this record's children, each declaring `recordTabOf` this resource, in tab
   * order. Named here rather than found among every resource, so a screen's chunk carries its own
   * module's declarations, not the whole contract's (record-children.test.ts checks none is left out).
   */
  children?: readonly Resource[];
  /** The child tabs' options (a test id, commands, read-only parents), by the child's namespace. */
  tabs?: Readonly<Record<string, RecordTabOptions>>;
}

/** Each record page's child resources by the parent's namespace, as built (for record-children.test.ts). */
export const RECORD_CHILDREN = new Map<string, readonly string[]>();

/**
 * A detail screen of one row, opened with `?id=` (DESIGN §4): every field the row has, a button
 * per declared command the admin may call, each opening its form (or asking first), and a tab per
 * resource declaring itself a record tab of this one (`recordTabOf`), listing this row's children.
 * The id and the tab travel in the URL, so the link can be shared and reloaded.
 */
export function recordPage(resource: Resource, options: RecordPageOptions = {}): ComponentType {
  addScreenTexts(resource.namespace, resource.labels as unknown as Record<'zh-cn' | 'en', object>);
  const detail = resource.detail;
  if (!detail) throw new Error(`${resource.module}: a record page needs the resource's detail action`);
  const children = options.children ?? [];
  const tabs = recordTabsOf(resource, children);
  if (tabs.length !== children.length)
    throw new Error(`${resource.namespace}: every child must declare recordTabOf this resource`);
  RECORD_CHILDREN.set(
    resource.namespace,
    tabs.map((tab) => tab.resource.namespace),
  );
  const testId = options.testId ?? resource.namespace;
  return function RecordPage() {
    const lang = useUiLang();
    const { t } = useTranslation('kit');
    const words = useMemo(() => wordsOf(resource, lang), [lang]);
    const text = new URLSearchParams(useOwnSearch()).get('id') ?? '';
    const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
    const queryClient = useQueryClient();
    const mayCall = useMayCall();
    const [command, setCommand] = useState<OpenCommand | null>(null);
    const [asking, setAsking] = useState<string | null>(null);
    const record = useQuery({
      queryKey: recordKey(resource, id ?? 0),
      queryFn: ({ signal }) => api(detail, { id: id ?? 0 }, { signal, handles: [400, 403] }) as Promise<Row>,
      enabled: id !== null,
      retry: false,
    });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: recordKey(resource, id ?? 0) });

    // The resource's first menu entry is its list, whose rows open this screen.
    if (id === null) return <PickFromList title={t('noRecord')} list={menuPath(resource.menu)} />;
    if (record.isError) {
      const error = record.error;
      return <Notice tone="error">{error instanceof ApiError ? error.message : String(error)}</Notice>;
    }
    const row = record.data;
    if (!row) return <Spin />;
    const Extra = options.extra;
    // A json field (the room's tags) is shown by the screen's own part, not as raw text.
    const names = shownFieldNames(resource).filter((name) => resource.fields[name]?.kind !== 'json');
    const commands = Object.entries(resource.commands ?? {}).filter(
      ([name]) =>
        mayCall(resource.commandSpecs[name] as never) && (offers(resource, name, options.commands?.[name]?.shown)?.(row) ?? true),
    );
    return (
      <div data-testid={options.testId} data-resource={resource.namespace}>
        <div className="detail-actions" style={{ marginBottom: 16 }}>
          {commands.map(([name, declared]) => (
            <Button
              key={name}
              danger={declared.danger}
              onClick={() => (Object.keys(declared.fields ?? {}).length > 0 ? setCommand({ name, row }) : setAsking(name))}
            >
              {commandLabel(resource, words, name)}
            </Button>
          ))}
        </div>
        <Suspense fallback={<Spin />}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={names.map((name) => ({
              key: name,
              label: words.field(name),
              children: fieldCell(words, lang, name, resource.fields[name] as FieldSpec, row),
            }))}
          />
        </Suspense>
        {Extra && (
          // A screen's own part may load with its first showing (a ranking's table, say).
          <Suspense fallback={<Spin />}>
            <Extra row={row} words={words} refresh={refresh} />
          </Suspense>
        )}
        {tabs.length > 0 && (
          <KeptParams value={RECORD_PARAMS}>
            <div style={{ marginTop: 16 }}>
              <Suspense fallback={<Spin />}>
                <RecordTabs tabs={tabs} options={options.tabs ?? {}} row={row} refresh={refresh} testId={testId} />
              </Suspense>
            </div>
          </KeptParams>
        )}
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
        {asking && (
          <Suspense fallback={null}>
            <ConfirmDialog
              title={commandLabel(resource, words, asking)}
              question={t('confirmQuestion')}
              danger={resource.commands?.[asking]?.danger}
              onConfirm={async () => {
                await api(resource.commandSpecs[asking] as never, { id: row.id } as never);
                refresh();
              }}
              onClose={() => setAsking(null)}
            />
          </Suspense>
        )}
      </div>
    );
  };
}
