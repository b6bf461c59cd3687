import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { roomTurnoverActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { LazyImportForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { SpecialForm } from '../../kit/resource/special-form.tsx';
import { turnoverPath } from './turnover-paths.ts';
import './room-turnover.css';

const { roomMonitors, roomMonitorAdd, roomMonitorUpdate, roomMonitorExcel, roomRunningList } = roomTurnoverActions;

type Row = Record<string, unknown> & { id: number };
type Dialog = { kind: 'add' } | { kind: 'import' } | { kind: 'edit'; row: Row };

/** The row action's way to the dialogs, which live in the tools above the table. */
let openDialog: ((dialog: Dialog) => void) | null = null;

/** Add (by pretty id) and import above the table, and the three dialogs (add and edit derived from their declarations), each shown to who may call it. */
function MonitorTools() {
  const lang = useUiLang();
  const words = roomTurnoverActions.roomMonitorLabels[lang];
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  useEffect(() => {
    openDialog = setDialog;
    return () => {
      openDialog = null;
    };
  }, []);
  const close = () => setDialog(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey(roomMonitors.list) });
  const remark = { name: 'remark', label: words.fields.remark, kind: 'textarea' as const, maxLength: 200 };
  return (
    <div className="listening__tools">
      {mayCall(roomMonitorAdd) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          {words.screen.add}
        </Button>
      )}
      {mayCall(roomMonitorExcel) && (
        <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
          {words.screen.import}
        </Button>
      )}
      {dialog?.kind === 'add' && <SpecialForm action={roomMonitorAdd} onDone={refresh} onClose={close} />}
      {dialog?.kind === 'import' && (
        <LazyImportForm
          spec={roomMonitorExcel}
          title={words.actions.roomMonitorExcel}
          okText={words.screen.import}
          fields={[
            { name: 'file', label: words.fields.file, kind: 'xlsx' },
            { name: 'room_nos', label: words.fields.room_nos, kind: 'textarea', help: words.help.room_nos },
            remark,
          ]}
          onDone={refresh}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <SpecialForm
          action={roomMonitorUpdate}
          target={dialog.row.id}
          values={{ remark: dialog.row.remark ?? '' }}
          onDone={refresh}
          onClose={close}
        />
      )}
    </div>
  );
}

/**
 * Monitored rooms (menu 2011, /service/listening): rooms staff watch, with why and when the last
 * gift was sent there; added by pretty id or imported from xlsx, the remark changed, deleted after
 * a question (the kit's), each row linking to the room's turnover.
 */
export const ListeningPage = resourcePage(roomMonitors, {
  testId: 'room-monitor-list',
  scrollX: 1400,
  tools: MonitorTools,
  rowActions: ({ words, navigate }) => [
    {
      key: 'turnover',
      label: words.screen('turnover') ?? '',
      spec: roomRunningList,
      open: (row) => navigate(turnoverPath(Number(row.room_id))),
    },
    {
      key: 'edit',
      label: words.screen('edit') ?? '',
      spec: roomMonitorUpdate,
      open: (row) => openDialog?.({ kind: 'edit', row }),
    },
  ],
});
