import { roomSupportActions, roomSupportPoorActions, type SupportSkipRow } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { currentUiLang, useUiLang } from '../../app/i18n.ts';
import { EMPTY_VALUE } from '../../kit/format.ts';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { SpecialForm } from '../../kit/resource/special-form.tsx';
import { useReleaseFlow } from './release-flow.tsx';
import './room-support.css';

const { supportGrants, supportSkips, roomGrantSupport } = roomSupportActions;
const { poorBlacklist, addPoorBlack } = roomSupportPoorActions;
type Row = Record<string, unknown> & { id: number };

/** The support list (supportList, SPEC §2 ids 49 and 322): every release of support, filtered and exported. */
export const SupportListPage = resourcePage(supportGrants, { testId: 'support-grants', scrollX: 1800 });

/** Grants one held-back support now (RoomGrantSupport), with the release's questions; shown on rows not granted. */
function GrantCell({ row }: { row: SupportSkipRow }) {
  const words = roomSupportActions.supportSkipLabels[useUiLang()].screen;
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const release = useReleaseFlow();
  const [busy, setBusy] = useState(false);
  // A granted row (history) has nothing to do: the empty mark, as every empty value is shown.
  if (row.state !== 'not_granted' || !mayCall(roomGrantSupport)) return EMPTY_VALUE;
  const grant = async () => {
    setBusy(true);
    try {
      await release.start(roomGrantSupport, { id: row.id }, () => {
        void queryClient.invalidateQueries({ queryKey: listKey(supportSkips.list) });
      });
    } catch {
      // The client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} data-testid="grant-support" onClick={grant}>
      {words.grant}
    </Button>
  );
}

const withGrant = (columns: ListColumn<Row>[]): ListColumn<Row>[] => [
  ...columns,
  {
    key: 'grant',
    // The kit's word for a row's actions: the export leaves such columns out.
    title: roomSupportActions.roomSupportLabels[currentUiLang()].screen.actions,
    fixed: 'end',
    hideable: false,
    width: 110,
    render: (row) => <GrantCell row={row as unknown as SupportSkipRow} />,
  },
];

/** Support not yet granted (notList): each with its reason 3–19 in words; granted now from its row. */
export const NotGrantedPage = resourcePage(supportSkips, { testId: 'support-skips', columns: withGrant, scrollX: 1600 });

/** The blacklist's add button: a room by its number and why (RoomSupport addPoorBlack, its form derived from the declaration). */
function AddToBlacklist() {
  const words = roomSupportPoorActions.poorBlacklistLabels[useUiLang()].screen;
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayCall(addPoorBlack)) return null;
  return (
    <div className="room-support-bar">
      <Button type="primary" data-testid="add-poor-black" onClick={() => setOpen(true)}>
        {words.add}
      </Button>
      <span className="room-support-note">{words.intro}</span>
      {open && (
        <SpecialForm
          action={addPoorBlack}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(poorBlacklist.list) })}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** The poor-room blacklist (supportBlacklist): rooms left out of poor-room support and gifts. */
export const BlacklistPage = resourcePage(poorBlacklist, { testId: 'poor-blacklist', tools: AddToBlacklist });
