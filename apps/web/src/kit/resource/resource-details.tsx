import { type FieldSpec, type Resource, rowFieldNames } from '@console/contract';
import { Descriptions, Drawer } from 'antd';
import type { UiLang } from '../../app/i18n.ts';
import { fieldCell, type Words } from './resource-fields.tsx';

type Row = Record<string, unknown> & { id: number };

interface Props {
  resource: Resource;
  words: Words;
  lang: UiLang;
  row: Row;
  onClose: () => void;
}

/** A row in full: its columns and the fields only its details show (snapshots, request ids). */
export function ResourceDetails({ resource, words, lang, row, onClose }: Props) {
  return (
    <Drawer open onClose={onClose} size={560} title={`${words.common('details')} #${row.id}`} destroyOnHidden>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={rowFieldNames(resource.fields).map((name) => ({
          key: name,
          label: words.field(name),
          children: fieldCell(words, lang, name, resource.fields[name] as FieldSpec, row),
        }))}
      />
    </Drawer>
  );
}
