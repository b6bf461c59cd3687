import type { FieldSpec, Resource } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin } from 'antd';
import { api } from '../../app/api/client.ts';
import type { UiLang } from '../../app/i18n.ts';
import { recordKey, shownFieldNames } from './record-fields.ts';
import { fieldCell, type Words } from './resource-fields.tsx';

type Row = Record<string, unknown> & { id: number };

interface Props {
  resource: Resource;
  words: Words;
  lang: UiLang;
  row: Row;
  onClose: () => void;
}

/**
 * A row in full: its columns and the fields only its details show (snapshots, request ids). A
 * resource with a detail call is read fresh through it, which holds what the list leaves out and
 * keeps the caller to their regions.
 */
export function ResourceDetails({ resource, words, lang, row, onClose }: Props) {
  const detail = resource.detail;
  const fresh = useQuery({
    queryKey: recordKey(resource, row.id),
    queryFn: ({ signal }) => api(detail as NonNullable<typeof detail>, { id: row.id }, { signal }) as Promise<Row>,
    enabled: detail !== undefined,
    retry: false,
  });
  const shown = detail ? fresh.data : row;
  return (
    <Drawer open onClose={onClose} size={560} title={`${words.common('details')} #${row.id}`} destroyOnHidden>
      {shown ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={shownFieldNames(resource).map((name) => ({
            key: name,
            label: words.field(name),
            children: fieldCell(words, lang, name, resource.fields[name] as FieldSpec, shown),
          }))}
        />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
