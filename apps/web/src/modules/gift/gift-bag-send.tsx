import { giftBagActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { GiftPicker } from '../../kit/gift-picker.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';

const { sendGiftBag, giftBags } = giftBagActions;

/**
 * The gift bags tab's send button (SPEC §7 SendCoins gift bags): pasted member ids, a gift from the
 * shared gift picker (on shelf in the admin's regions, as the server requires), the count each and
 * a reason. The client runs the password re-check; the form stays open on the result and the tab's
 * list refreshes. Shown to who may send.
 */
export function GiftBagSendButton() {
  const lang = useUiLang();
  const words = giftBagActions.giftBagLabels[lang].screen;
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayCall(sendGiftBag)) return null;
  return (
    <div className="send-bar">
      <Button type="primary" data-testid="send-gift-bag" onClick={() => setOpen(true)}>
        {words.send}
      </Button>
      {open && (
        <LazyResourceForm
          spec={sendGiftBag}
          title={words.send}
          okText={words.send}
          intro={<p className="send-form__intro">{words.intro}</p>}
          fields={[
            {
              name: 'gift_id',
              label: words.gift,
              kind: 'int',
              required: true,
              render: ({ id, value, onChange }) => (
                <GiftPicker id={id} aria-label={words.gift} value={value as number | null} onChange={onChange} />
              ),
            },
            { name: 'ids', label: words.ids, kind: 'textarea', required: true, help: words.idsHelp, maxLength: 20_000 },
            { name: 'count', label: words.count, kind: 'int', required: true },
            { name: 'reason', label: words.reason, kind: 'textarea', required: true, maxLength: 200 },
          ]}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(giftBags.list) })}
          renderResult={(output) => {
            const result = output as { members: number; total: number };
            return (
              <p role="status" data-testid="gift-bag-result">
                {fill(words.sent, result)}
              </p>
            );
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
