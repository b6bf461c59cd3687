import type { OperationLogRow } from '@console/contract';
import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../kit/format.ts';
import { ResultTag } from './result-tag.tsx';

interface Props {
  row: OperationLogRow | null;
  onClose: () => void;
}

function Json({ value, empty }: { value: unknown; empty: string }) {
  if (value === null || value === undefined) return <span>{empty}</span>;
  return <pre className="json-block">{JSON.stringify(value, null, 2)}</pre>;
}

/** One log row in full, with the before/after snapshots the action recorded. */
export function OperationLogDetail({ row, onClose }: Props) {
  const { t } = useTranslation('operationLog');
  const empty = t('noValue');
  return (
    <Drawer open={row !== null} onClose={onClose} size={560} title={row ? t('detailTitle', { id: row.id }) : ''} destroyOnHidden>
      {row && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'time', label: t('time'), children: formatUnixTime(row.created_at) },
            {
              key: 'admin',
              label: t('adminName'),
              children: `${row.admin_name || empty}${row.admin_id ? ` (#${row.admin_id})` : ''}`,
            },
            { key: 'role', label: t('role'), children: row.role_kind || empty },
            { key: 'action', label: t('action'), children: <Tag>{`${row.module}/${row.action}`}</Tag> },
            { key: 'target', label: t('target'), children: row.target_id ? `${row.target_type ?? ''} ${row.target_id}` : empty },
            { key: 'summary', label: t('summary'), children: row.summary || empty },
            { key: 'result', label: t('result'), children: <ResultTag result={row.result} /> },
            { key: 'status', label: t('status'), children: row.status },
            { key: 'ip', label: t('ip'), children: row.ip || empty },
            { key: 'request', label: t('requestId'), children: <code>{row.request_id}</code> },
            { key: 'before', label: t('before'), children: <Json value={row.before} empty={empty} /> },
            { key: 'after', label: t('after'), children: <Json value={row.after} empty={empty} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
