import { refLookupActions, refText } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Space, Typography } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { GiftPicker } from '../gift-picker.tsx';
import type { RefLookup } from './form-types.ts';

interface Props {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: number | undefined) => void;
  lookup: RefLookup;
  placeholder?: string;
  disabled?: boolean;
}

const KEY = /^\d{1,16}$/;

/**
 * A `ref` field in a form: staff type the id (or the pretty number) they have, or part of a name and
 * pick from the rows the server offers inside their regions (the first rows as soon as it is focused); the name of the row the key names shows
 * beside it, so a wrong key is seen before the save, which checks it again (it must exist and lie in
 * the caller's regions). Gifts are picked with the gift picker, which shows each gift's icon and price.
 */
export function RefControl(props: Props) {
  if (props.lookup.entity === 'gift') {
    return (
      <GiftPicker
        id={props.id}
        aria-label={props.label}
        value={typeof props.value === 'number' ? props.value : null}
        onChange={(next) => props.onChange(next ?? undefined)}
        disabled={props.disabled}
      />
    );
  }
  return <SearchedRef {...props} />;
}

function SearchedRef({ id, label, value, onChange, lookup, placeholder, disabled }: Props) {
  const held = typeof value === 'number' && value > 0 ? value : undefined;
  // What the box shows: the key held, or the text being typed (a name is text until a row is picked).
  const [text, setText] = useState(held === undefined ? '' : String(held));
  useEffect(() => {
    // A value set from outside (the form reset, an edited row) replaces what was typed.
    setText((typed) => (held === undefined ? (KEY.test(typed) ? '' : typed) : Number(typed) === held ? typed : String(held)));
  }, [held]);
  // Asked once the box is focused: a short list (host groups, studios) is offered before anything is typed.
  const [focused, setFocused] = useState(false);
  const key = useDeferredValue(held);
  const search = useDeferredValue(text.trim());
  const wire = { action: lookup.action, field: lookup.field };
  const name = useQuery({
    queryKey: ['refName', lookup.action, lookup.field, key, currentWireLang()],
    queryFn: ({ signal }) => api(refLookupActions.refName, { ...wire, key: key as number }, { signal, handles: [400, 403] }),
    enabled: key !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  // The key already held is no search: the first rows are offered again, to pick another.
  const asked = KEY.test(search) && Number(search) === held ? '' : search;
  const offered = useQuery({
    queryKey: ['refSearch', lookup.action, lookup.field, asked, currentWireLang()],
    queryFn: ({ signal }) => api(refLookupActions.refSearch, { ...wire, text: asked }, { signal, handles: [400, 403] }),
    enabled: focused,
    retry: false,
    staleTime: 30_000,
  });
  return (
    <Space>
      <AutoComplete
        id={id}
        aria-label={label}
        style={{ width: 220 }}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onFocus={() => setFocused(true)}
        onChange={(next: string) => {
          setText(next);
          const trimmed = next.trim();
          onChange(KEY.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined);
        }}
        options={(offered.data?.options ?? []).map((option) => ({
          value: String(option.key),
          label: <span data-ref-key={option.key}>{refText(option.key, option.name)}</span>,
        }))}
      />
      {key !== undefined && name.data?.name && (
        <Typography.Text type="secondary" data-testid={`ref-name-${lookup.field}`}>
          {name.data.name}
        </Typography.Text>
      )}
    </Space>
  );
}
