import type { RecordTab, Resource } from '@console/contract';
import { type ComponentType, createContext, useContext, useMemo } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../list/use-may-call.ts';
import { ScreenTabs } from '../screen-tabs.tsx';
import { type ResourcePageOptions, resourcePage } from './resource-page.tsx';

type Row = Record<string, unknown> & { id: number };

/** What a record page adds to a child tab: the list's options, and the parent rows it only reads on. */
export interface RecordTabOptions extends ResourcePageOptions {
  /**
   * The parent rows whose children take no change (a dissolved group's members): the tab offers
   * nothing that writes. A screen's rule beside the server's, which refuses those writes itself.
   */
  readOnlyWhen?: (parent: Row) => boolean;
}

interface Shown {
  row: Row;
  refresh: () => void;
}

/** The record the tabs belong to: tab bodies are components made once, so they read it from here. */
const RecordShown = createContext<Shown | null>(null);

// One body per child resource (a resource is the record tab of one parent, so of one page): made
// when first shown, the same component after, so a refresh of the record keeps the list mounted.
const bodies = new WeakMap<Resource, ComponentType>();

function bodyOf(tab: RecordTab<Resource>, options: RecordTabOptions, testId: string): ComponentType {
  const made = bodies.get(tab.resource);
  if (made) return made;
  const { readOnlyWhen, ...pageOptions } = options;
  const Page = resourcePage(tab.resource, { testId: `${testId}-${tab.resource.namespace}`, ...pageOptions });
  function RecordTabBody() {
    const shown = useContext(RecordShown);
    const id = shown?.row.id ?? 0;
    const fixed = useMemo(() => ({ [tab.field]: id }), [id]);
    if (!shown) return null;
    return <Page fixed={fixed} readOnly={readOnlyWhen?.(shown.row) ?? false} onChange={shown.refresh} />;
  }
  bodies.set(tab.resource, RecordTabBody);
  return RecordTabBody;
}

/**
 * A record's child lists, one tab each (DESIGN §4 "One row, one way"): each the kit's list of the
 * child resource, filtered by the record's id, the filter fixed and not shown; the tab in `?tab=`
 * (ScreenTabs). A tab whose list the admin may not read is left out.
 */
export function RecordTabs(props: {
  tabs: readonly RecordTab<Resource>[];
  options: Readonly<Record<string, RecordTabOptions>>;
  row: Row;
  refresh: () => void;
  testId: string;
}) {
  const lang = useUiLang();
  const mayCall = useMayCall();
  const { row, refresh } = props;
  const shown = useMemo(() => ({ row, refresh }), [row, refresh]);
  const tabs = props.tabs
    .filter((tab) => mayCall(tab.resource.list))
    .map((tab) => {
      const words = tab.resource.labels[lang];
      return {
        key: tab.resource.namespace,
        label: words.tab ?? words.noun,
        body: bodyOf(tab, props.options[tab.resource.namespace] ?? {}, props.testId),
      };
    });
  if (tabs.length === 0) return null;
  return (
    <RecordShown value={shown}>
      <ScreenTabs data-testid={`${props.testId}-tabs`} tabs={tabs} />
    </RecordShown>
  );
}
