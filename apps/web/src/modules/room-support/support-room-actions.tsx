import { roomSupportActions, type SupportRoomRow } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { currentUiLang, useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { useReleaseFlow, useReleaseWords } from './release-flow.tsx';

const SupportRoomDetail = lazy(() => import('./support-room-detail.tsx').then((m) => ({ default: m.SupportRoomDetail })));

const { supportRooms, roomSupportSave, roomSupportAdd, roomSupportDetail } = roomSupportActions;
type Row = Record<string, unknown> & { id: number };

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: listKey(supportRooms.list) });
}

/** The add/edit form's fields: room and user numbers as staff type them (SPEC §5: neither may be empty). */
function useSaveFields(): FormField[] {
  const lang = useUiLang();
  const labels = roomSupportActions.roomSupportLabels[lang];
  const words = useReleaseWords();
  return [
    { name: 'room_no', label: labels.fields.room_no, kind: 'text', required: true, help: words.roomHelp },
    { name: 'admins', label: labels.fields.admins, kind: 'textarea', required: true, help: words.adminsHelp, maxLength: 2000 },
    {
      name: 'kind',
      label: labels.fields.kind,
      kind: 'radio',
      required: true,
      options: (['new', 'old'] as const).map((value) => ({ value, label: labels.values.kind[value] })),
    },
    { name: 'amount', label: labels.fields.amount, kind: 'int', required: true },
    { name: 'remark', label: labels.fields.remark, kind: 'textarea', maxLength: 500 },
  ];
}

/** The support rooms tab's add button (shown to who may save). */
export function AddSupportRoom() {
  const words = useReleaseWords();
  const mayCall = useMayCall();
  const fields = useSaveFields();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!mayCall(roomSupportSave)) return null;
  return (
    <div className="room-support-bar">
      <Button type="primary" data-testid="add-support-room" onClick={() => setOpen(true)}>
        {words.add}
      </Button>
      {open && (
        <LazyResourceForm
          spec={roomSupportSave}
          title={words.add}
          fields={fields}
          initial={{ kind: 'new' }}
          onDone={refresh}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** A support room's own actions: edit, release its support (with SPEC §5's questions), detail. */
function SupportRoomButtons({ row }: { row: SupportRoomRow }) {
  const words = useReleaseWords();
  const mayCall = useMayCall();
  const fields = useSaveFields();
  const refresh = useRefresh();
  const release = useReleaseFlow();
  const [open, setOpen] = useState<'edit' | 'detail' | null>(null);
  const [busy, setBusy] = useState(false);
  const releaseNow = async () => {
    setBusy(true);
    try {
      await release.start(roomSupportAdd, { id: row.id }, refresh);
    } catch {
      // The client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="room-support-row">
      {mayCall(roomSupportSave) && (
        <Button type="link" size="small" onClick={() => setOpen('edit')}>
          {words.edit}
        </Button>
      )}
      {mayCall(roomSupportAdd) && (
        <Button type="link" size="small" loading={busy} data-testid="release-support" onClick={releaseNow}>
          {words.release}
        </Button>
      )}
      {mayCall(roomSupportDetail) && (
        <Button type="link" size="small" onClick={() => setOpen('detail')}>
          {words.detail}
        </Button>
      )}
      {open === 'edit' && (
        <LazyResourceForm
          spec={roomSupportSave}
          title={words.edit}
          fields={fields}
          initial={{ room_no: String(row.room_no), admins: row.admins, kind: row.kind, amount: row.amount, remark: row.remark }}
          hiddenValues={{ id: row.id }}
          onDone={refresh}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'detail' && (
        <Suspense fallback={null}>
          <SupportRoomDetail id={row.id} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </span>
  );
}

/** The support rooms' columns and, at the end, each row's own actions. */
export function withSupportRoomActions(columns: ListColumn<Row>[]): ListColumn<Row>[] {
  return [
    ...columns,
    {
      key: 'support-actions',
      // Called as the list's columns are made for the interface language.
      title: roomSupportActions.roomSupportLabels[currentUiLang()].screen.actions,
      fixed: 'end',
      hideable: false,
      width: 220,
      render: (row) => <SupportRoomButtons row={row as unknown as SupportRoomRow} />,
    },
  ];
}
