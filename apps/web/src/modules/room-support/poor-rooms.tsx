import { roomSupportActions, roomSupportPoorActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { currentUiLang, useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { GiftPicker } from '../../kit/gift-picker.tsx';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

const { poorRooms, sendPoorGift } = roomSupportPoorActions;
type Row = Record<string, unknown> & { id: number };

/**
 * Gifts to poor rooms' owners (Room sendPoorGift): room ids (one row's, or pasted), a gift from the
 * shared picker, the count each and a reason. The client runs the password re-check; a
 * blacklisted room refuses the send, shown on the form.
 */
function SendGiftForm({ roomIds, onClose }: { roomIds?: number; onClose: () => void }) {
  const words = roomSupportPoorActions.poorRoomLabels[useUiLang()].screen;
  const queryClient = useQueryClient();
  return (
    <LazyResourceForm
      spec={sendPoorGift}
      title={words.sendMany}
      okText={words.send}
      intro={<p className="room-support-note">{words.intro}</p>}
      initial={roomIds ? { room_ids: String(roomIds) } : {}}
      fields={[
        { name: 'room_ids', label: words.roomIds, kind: 'textarea', required: true, help: words.roomIdsHelp, maxLength: 2000 },
        {
          name: 'gift_id',
          label: words.gift,
          kind: 'int',
          required: true,
          render: ({ id, value, onChange }) => (
            <GiftPicker id={id} aria-label={words.gift} value={value as number | null} onChange={onChange} />
          ),
        },
        { name: 'count', label: words.count, kind: 'int', required: true },
        { name: 'reason', label: words.reason, kind: 'textarea', required: true, maxLength: 200 },
      ]}
      onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(poorRooms.list) })}
      renderResult={(output) => (
        <p role="status" data-testid="poor-gift-result">
          {fill(words.sent, output as { rooms: number; total: number })}
        </p>
      )}
      onClose={onClose}
    />
  );
}

function SendGiftsButton() {
  const words = roomSupportPoorActions.poorRoomLabels[useUiLang()].screen;
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  if (!mayCall(sendPoorGift)) return null;
  return (
    <div className="room-support-bar">
      <Button type="primary" data-testid="send-poor-gifts" onClick={() => setOpen(true)}>
        {words.sendMany}
      </Button>
      {open && <SendGiftForm onClose={() => setOpen(false)} />}
    </div>
  );
}

function SendGiftCell({ row }: { row: Row }) {
  const words = roomSupportPoorActions.poorRoomLabels[useUiLang()].screen;
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  if (!mayCall(sendPoorGift)) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {words.send}
      </Button>
      {open && <SendGiftForm roomIds={row.id} onClose={() => setOpen(false)} />}
    </>
  );
}

const withSendGift = (columns: ListColumn<Row>[]): ListColumn<Row>[] => [
  ...columns,
  {
    key: 'send-gift',
    title: roomSupportActions.roomSupportLabels[currentUiLang()].screen.actions,
    fixed: 'end',
    hideable: false,
    width: 110,
    render: (row) => <SendGiftCell row={row} />,
  },
];

/** New poor rooms (Room newRoomPoorList, a tab of newSupport): coldest first, with the gifts their owners got. */
export const PoorRoomList = resourcePage(poorRooms, {
  testId: 'poor-rooms',
  tools: SendGiftsButton,
  columns: withSendGift,
  scrollX: 1200,
});
