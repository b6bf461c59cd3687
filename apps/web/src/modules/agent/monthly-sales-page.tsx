import { type AgentMonthlySalesRow, agentActions, type LabelLang } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../app/api/client.ts';
import { type ChartDeclaration, KitChart, wordIn } from '../../kit/chart/kit-chart.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

const { agentMonthlySales, agentLabels } = agentActions;
const word = (pick: (words: (typeof agentLabels)[LabelLang]['screen']) => string) =>
  wordIn(agentLabels, (words) => pick(words.screen));

/** Coins sold per month as bars, the dollars paid as a line on an axis of their own; several agents' months add up. */
const SALES_CHART = {
  shape: 'time',
  title: word((words) => words.chartTitle),
  empty: word((words) => words.chartEmpty),
  x: 'month',
  period: 'month',
  series: [
    { field: 'coins', value: 'coins', name: word((words) => words.chartCoins) },
    { field: 'amount_usd', value: 'amount', draw: 'line', name: word((words) => words.chartUsd) },
  ],
} satisfies ChartDeclaration<AgentMonthlySalesRow>;

/**
 * The chart above the monthly sales: the months of the agent in the address (`?agent_id=`), or of
 * every agent the admin sees, summed per month. One page of the largest size: years of months.
 */
function SalesStatistics() {
  const [search] = useSearchParams();
  const agentId = Number(search.get('agent_id')) || undefined;
  const sales = useQuery({
    queryKey: ['agentSalesChart', agentId],
    queryFn: () => api(agentMonthlySales.list, { pn: 200, ...(agentId ? { agent_id: agentId } : {}) }),
  });
  return <KitChart chart={SALES_CHART} rows={sales.data?.list} loading={sales.isFetching} testId="agent-sales-chart" />;
}

/** Agents' monthly sales (menu 16005): the chart, then the months per agent with their filters and export. */
export const MonthlySalesPage = resourcePage(agentMonthlySales, { testId: 'agent-monthly-sales', extra: SalesStatistics });
