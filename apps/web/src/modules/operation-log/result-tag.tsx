import { type OperationLogRow, operationLogActions, operationLogLabels } from '@console/contract';
import { Tag } from 'antd';
import { useUiLang } from '../../app/i18n.ts';

const { result } = operationLogActions.operationLog.fields;

/** Succeeded / failed / refused in the log's status colours (the home page's recent list). */
export function ResultTag({ result: value }: { result: OperationLogRow['result'] }) {
  const lang = useUiLang();
  return <Tag color={result.colors[value]}>{operationLogLabels[lang].values.result[value]}</Tag>;
}
