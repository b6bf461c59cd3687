import { riskActions, riskLabels } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Short values keep their columns narrow, as before the screen was a declaration. */
const WIDTHS: Readonly<Record<string, number>> = {
  user_no: 110,
  nickname: 140,
  country_name: 110,
  black_channel_name: 100,
  times: 70,
  credit1: 80,
  push_id: 150,
};

/**
 * Risk-control records (menu 21002, SPEC §2): searched by user number, 10 per page, with its export.
 * SPEC §2 also offers an operation-log-type choice that is not part of the query.
 */
export const RiskPage = resourcePage(riskActions.riskRecords, {
  testId: 'risk-list',
  columns: (columns) => columns.map((column) => ({ ...column, width: WIDTHS[column.key] ?? column.width })),
  filters: (filters, words) => {
    const screen = riskLabels[words.lang].screen;
    return [
      ...filters.map((filter) => (filter.name === 'user_no' ? { ...filter, maxLength: 16 } : filter)),
      {
        name: 'log_type',
        label: screen.logType,
        kind: 'choice',
        local: true,
        placeholder: words.common('choose'),
        options: Object.entries(screen.logTypes).map(([value, label]) => ({ value, label })),
      },
    ];
  },
});
