import { DownloadOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedLinks } from '../related-links.tsx';
import type { ListColumn, ToolbarAction } from './list-types.ts';

const ColumnSettings = lazy(() => import('./column-settings.tsx').then((m) => ({ default: m.ColumnSettings })));

interface Props<Row> {
  actions: readonly ToolbarAction[];
  /** Batch buttons, with how many rows are selected. */
  batch?: { selected: number; buttons: readonly { key: string; label: string; danger?: boolean; onClick: () => void }[] };
  onImport?: () => void;
  onExport?: (format: 'csv' | 'xlsx') => void;
  columns: readonly ListColumn<Row>[];
  hidden: readonly string[];
  onColumnsChange: (hidden: string[]) => Promise<void> | void;
  /** The screen's own buttons, after the declared ones. */
  tools?: ReactNode;
  /** Paths of the screens this one leads to. */
  related?: readonly string[];
}

/**
 * Over the table, one row for every screen: its buttons (declared, then its own tools), batch
 * actions on the selection, import, export; at the end the related screens and the column choice.
 */
export function ListToolbar<Row>(props: Props<Row>) {
  const { t } = useTranslation('kit');
  const [columnsOpened, setColumnsOpened] = useState(false);
  return (
    <div className="resource-list__toolbar">
      <div className="resource-list__actions">
        {props.actions.map((action) => (
          <Button key={action.key} type={action.primary ? 'primary' : 'default'} icon={action.icon} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
        {props.batch?.buttons.map((button) => (
          <Button key={button.key} danger={button.danger} disabled={props.batch?.selected === 0} onClick={button.onClick}>
            {button.label}
          </Button>
        ))}
        {props.onImport && (
          <Button icon={<UploadOutlined />} onClick={props.onImport}>
            {t('import')}
          </Button>
        )}
        {props.onExport && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'csv', label: t('exportCsv') },
                { key: 'xlsx', label: t('exportXlsx') },
              ],
              onClick: ({ key }) => props.onExport?.(key as 'csv' | 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined />}>{t('export')}</Button>
          </Dropdown>
        )}
        {props.tools}
      </div>
      <div className="resource-list__end">
        {props.related && <RelatedLinks paths={props.related} />}
        {columnsOpened ? (
          <Suspense fallback={<Button icon={<SettingOutlined />}>{t('columns')}</Button>}>
            <ColumnSettings columns={props.columns} hidden={props.hidden} onChange={props.onColumnsChange} />
          </Suspense>
        ) : (
          <Button icon={<SettingOutlined />} aria-expanded={false} onClick={() => setColumnsOpened(true)}>
            {t('columns')}
          </Button>
        )}
      </div>
    </div>
  );
}
