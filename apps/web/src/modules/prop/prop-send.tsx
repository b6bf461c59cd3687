import { type PropGrantKind, type PropGrantResult, propActions, propGrantActions, propGrantLabels } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ComponentType, useState } from 'react';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import './prop.css';

/** Each kind's catalogue (the send's item choices) and the list of what members hold (refreshed after a send). */
const CATALOGUE = {
  prop: { items: propActions.props.list, holders: null, onlyOn: undefined },
  nameplate: { items: propActions.nameplates.list, holders: propActions.nameplateGrants.list, onlyOn: undefined },
  ring: { items: propActions.rings.list, holders: propActions.ringGrants.list, onlyOn: { is_on: true } },
  coupon: { items: propActions.coupons.list, holders: propActions.couponHoldings.list, onlyOn: { is_on: true } },
} as const;

/** The catalogue's items to choose from (a few dozen at most): asked only when the admin may list them. */
function useItemOptions(kind: PropGrantKind, enabled: boolean) {
  const { items, onlyOn } = CATALOGUE[kind];
  const query = useQuery({
    queryKey: [...listKey(items), 'send-options'],
    queryFn: () => api(items, { pn: 200, ...onlyOn } as never) as Promise<{ list: { id: number; name: string }[] }>,
    enabled,
  });
  return (query.data?.list ?? []).map((item) => ({ value: item.id, label: `${item.name} (#${item.id})` }));
}

interface SendFormProps {
  kind: PropGrantKind;
  /** Opened from a catalogue row: that item, named in the title, not chosen again. */
  item?: { id: number; name: string };
  onClose: () => void;
}

/**
 * The send of a prop, nameplate, ring or coupon (issue 15 item 2): pasted member ids, the item, the
 * days (the item's own validity when left empty; asked for a nameplate, which has none) and a
 * reason. The client runs the password re-check; the form stays open on the result and the list of
 * what members hold refreshes. An admin who may not list the catalogue types the item's id.
 */
export function PropSendForm({ kind, item, onClose }: SendFormProps) {
  const lang = useUiLang();
  const words = propGrantLabels[lang];
  const kindWords = words.kinds[kind];
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const { spec, item: itemField } = propGrantActions.PROP_SENDS[kind];
  const listable = item === undefined && mayCall(CATALOGUE[kind].items);
  const options = useItemOptions(kind, listable);
  const itemInput: FormField[] =
    item !== undefined
      ? []
      : [
          listable
            ? { name: itemField, label: kindWords.item, kind: 'select', required: true, options, placeholder: words.choose }
            : { name: itemField, label: kindWords.item, kind: 'int', required: true },
        ];
  const holders = CATALOGUE[kind].holders;
  return (
    <LazyResourceForm
      spec={spec}
      title={item ? `${kindWords.send}: ${item.name}` : kindWords.send}
      okText={kindWords.send}
      intro={<p className="send-form__intro">{kindWords.intro}</p>}
      fields={[
        ...itemInput,
        { name: 'ids', label: words.ids, kind: 'textarea', required: true, help: words.idsHelp, maxLength: 20_000 },
        {
          name: 'days',
          label: words.days,
          kind: 'int',
          required: kind === 'nameplate',
          help: kind === 'nameplate' ? undefined : words.daysHelp,
        },
        { name: 'reason', label: words.reason, kind: 'textarea', required: true, maxLength: 200 },
      ]}
      hiddenValues={item ? { [itemField]: item.id } : undefined}
      onDone={() => {
        if (holders) void queryClient.invalidateQueries({ queryKey: listKey(holders) });
      }}
      renderResult={(output) => {
        const result = output as PropGrantResult;
        return (
          <p role="status" data-testid="prop-send-result">
            {fill(words.sent, { members: result.members, days: result.days })}
          </p>
        );
      }}
      onClose={onClose}
    />
  );
}

/** The toolbar button of a list of what members hold (the hidden send lists): shown to who may send. */
export function sendButton(kind: PropGrantKind): ComponentType {
  return function SendButton() {
    const lang = useUiLang();
    const mayCall = useMayCall();
    const [open, setOpen] = useState(false);
    if (!mayCall(propGrantActions.PROP_SENDS[kind].spec)) return null;
    return (
      <div className="send-bar">
        <Button type="primary" data-testid={`send-${kind}`} onClick={() => setOpen(true)}>
          {propGrantLabels[lang].kinds[kind].send}
        </Button>
        {open && <PropSendForm kind={kind} onClose={() => setOpen(false)} />}
      </div>
    );
  };
}

/** A catalogue row's send link: opens the send with the row's item; shown to who may send. */
export function SendRowButton({ kind, row }: { kind: PropGrantKind; row: { id: number; name?: unknown } }) {
  const lang = useUiLang();
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  if (!mayCall(propGrantActions.PROP_SENDS[kind].spec)) return null;
  return (
    <>
      <Button type="link" size="small" data-testid={`send-${kind}-${row.id}`} onClick={() => setOpen(true)}>
        {propGrantLabels[lang].sendRow}
      </Button>
      {open && (
        <PropSendForm kind={kind} item={{ id: row.id, name: String(row.name ?? row.id) }} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
