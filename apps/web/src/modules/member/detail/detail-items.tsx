import { EditOutlined } from '@ant-design/icons';
import type { ActionSpec } from '@console/contract';
import { Button, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import type { EditForm } from './edit-forms.ts';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
  /** The dialog that changes it, shown only to admins who hold its action. */
  edit?: { form: EditForm; spec: Pick<ActionSpec, 'permission'> };
  wide?: boolean;
}

/** A block of the user page: label/value pairs, each with its edit link. */
export function DetailItems({ items, onEdit }: { items: readonly DetailItem[]; onEdit: (form: EditForm) => void }) {
  const { t } = useTranslation('member');
  const mayCall = useMayCall();
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        span: item.wide ? 'filled' : 1,
        children: (
          <span className="member-detail__value" data-field={item.key}>
            <span>{item.value === '' || item.value === null ? '—' : item.value}</span>
            {item.edit && mayCall(item.edit.spec) && (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={`${t('edit.change')} ${item.label}`}
                onClick={() => item.edit && onEdit(item.edit.form)}
              />
            )}
          </span>
        ),
      }))}
    />
  );
}
