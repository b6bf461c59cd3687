import type { OperationLogRow } from '@console/contract';
import { useTranslation } from 'react-i18next';

type LogResult = OperationLogRow['result'];

import './operation-log.css';

/** Succeeded / failed / refused, coloured like antd's green, red and orange tags. */
export function ResultTag({ result }: { result: LogResult }) {
  const { t } = useTranslation('operationLog');
  return <span className={`result-tag result-tag--${result}`}>{t(`results.${result}`)}</span>;
}
