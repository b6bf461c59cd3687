import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleColumn } from './columns.ts';

interface Props {
  columns: readonly { key: string; title: string; hideable?: boolean }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** The admin's choice of columns: a checkbox per hideable column, saved as soon as it changes. */
export function ColumnSettings({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(true);
  const choices = columns.filter((column) => column.hideable !== false);
  const content = (
    <fieldset className="column-settings" aria-label={t('columns')}>
      {choices.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) => onChange(toggleColumn(columns, hidden, column.key, event.target.checked))}
        >
          {column.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={() => onChange([])} disabled={hidden.length === 0}>
        {t('showAllColumns')}
      </Button>
    </fieldset>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />} aria-expanded={open}>
        {t('columns')}
      </Button>
    </Popover>
  );
}
