import { agentActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { monthTotals } from './sales-chart-option.ts';

const SalesChart = lazy(() => import('./sales-chart.tsx').then((m) => ({ default: m.SalesChart })));
const { agentMonthlySales, agentLabels } = agentActions;

/**
 * The chart above the monthly sales: the months of the agent in the address (`?agent_id=`), or of
 * every agent the admin sees, summed per month. One page of the largest size: years of months.
 */
function SalesStatistics() {
  const lang = useUiLang();
  const words = agentLabels[lang].screen;
  const [search] = useSearchParams();
  const agentId = Number(search.get('agent_id')) || undefined;
  const sales = useQuery({
    queryKey: ['agentSalesChart', agentId],
    queryFn: () => api(agentMonthlySales.list, { pn: 200, ...(agentId ? { agent_id: agentId } : {}) }),
  });
  const totals = useMemo(() => monthTotals(sales.data?.list ?? []), [sales.data]);
  if (!sales.data) return null;
  if (totals.length === 0) return <p data-testid="agent-sales-empty">{words.chartEmpty}</p>;
  return (
    <Suspense fallback={<div style={{ height: 320 }} />}>
      <SalesChart totals={totals} words={words} />
    </Suspense>
  );
}

/** Agents' monthly sales (menu 16005): the chart, then the months per agent with their filters and export. */
export const MonthlySalesPage = resourcePage(agentMonthlySales, { testId: 'agent-monthly-sales', extra: SalesStatistics });
