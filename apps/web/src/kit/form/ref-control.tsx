import { refLookupActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Space, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';

interface Props {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: number | undefined) => void;
  /** The form's action (`Module/action`) and the field: the server names the row only for a caller who may call it. */
  lookup: { action: string; field: string };
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A `ref` field in a form: staff type the id (or the pretty number) they have, and the name of the
 * row it names shows beside it as they type, so a wrong key is seen before the save, which checks it
 * again (it must exist and lie in the caller's regions).
 */
export function RefControl({ id, label, value, onChange, lookup, placeholder, disabled }: Props) {
  const key = useDeferredValue(typeof value === 'number' && value > 0 ? value : undefined);
  const name = useQuery({
    queryKey: ['refName', lookup.action, lookup.field, key, currentWireLang()],
    queryFn: ({ signal }) => api(refLookupActions.refName, { ...lookup, key: key as number }, { signal, handles: [400, 403] }),
    enabled: key !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  return (
    <Space>
      <InputNumber<number>
        id={id}
        aria-label={label}
        min={1}
        precision={0}
        style={{ width: 180 }}
        placeholder={placeholder}
        disabled={disabled}
        value={typeof value === 'number' ? value : null}
        onChange={(next) => onChange(next ?? undefined)}
      />
      {key !== undefined && name.data?.name && (
        <Typography.Text type="secondary" data-testid={`ref-name-${lookup.field}`}>
          {name.data.name}
        </Typography.Text>
      )}
    </Space>
  );
}
