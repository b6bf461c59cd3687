import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../app/api/client.ts';
import { Table } from '../table.tsx';

export interface ImportReport {
  total: number;
  imported: number;
  skipped?: number;
  failed: { row: number; value: string; reason: string }[];
}

export function reportOf(value: unknown): ImportReport | null {
  const report = (value as { report?: unknown } | null)?.report ?? value;
  if (!report || typeof report !== 'object' || !Array.isArray((report as ImportReport).failed)) return null;
  return report as ImportReport;
}

/** The rows an import refused and why (all or nothing: nothing was imported). */
export function FailedRows({ error }: { error: ApiError }) {
  const { t } = useTranslation('kit');
  const report = reportOf(error.data);
  if (!report || report.failed.length === 0) return null;
  return (
    <Table
      className="import-report__failed"
      size="small"
      rowKey={(row) => `${row.row}:${row.value}`}
      pagination={report.failed.length > 10 ? { pageSize: 10, size: 'small' } : false}
      dataSource={report.failed}
      columns={[
        { key: 'row', title: t('importRow'), dataIndex: 'row', width: 80 },
        { key: 'value', title: t('importValue'), dataIndex: 'value' },
        { key: 'reason', title: t('importReason'), dataIndex: 'reason' },
      ]}
    />
  );
}

export function ImportDone({ output }: { output: unknown }) {
  const { t } = useTranslation('kit');
  const report = reportOf(output);
  if (!report) return null;
  return (
    <output className="import-report__done" data-testid="import-report">
      {t('importDone', { total: report.total, imported: report.imported, skipped: report.skipped ?? 0 })}
    </output>
  );
}
