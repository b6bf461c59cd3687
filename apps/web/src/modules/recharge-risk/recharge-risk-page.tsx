import { type LabelLang, type RiskFlagDay, rechargeRiskActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import { type ChartDeclaration, KitChart, wordIn } from '../../kit/chart/kit-chart.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { riskFlags, riskRules, riskFlagDaily, riskFlagLabels, RISK_RULES } = rechargeRiskActions;
const ruleWord = (rule: (typeof RISK_RULES)[number]) =>
  wordIn(riskFlagLabels, (words: (typeof riskFlagLabels)[LabelLang]) => words.values.rule[rule]);

/** Flags per day as stacked-looking bars, one series per rule; every day of the window shown. */
const DAILY_CHART = {
  shape: 'time',
  title: wordIn(riskFlagLabels, (words) => words.screen.chartTitle),
  empty: wordIn(riskFlagLabels, (words) => words.screen.chartEmpty),
  x: 'day',
  period: 'day',
  fill: true,
  series: RISK_RULES.map((rule) => ({ field: rule, value: 'count' as const, name: ruleWord(rule) })),
} satisfies ChartDeclaration<RiskFlagDay>;

/** The chart above the flagged recharges: the last 30 days inside the admin's regions. */
function FlagChart() {
  const allowed = useMayCall()(riskFlagDaily);
  const daily = useQuery({ queryKey: ['riskFlagDaily'], queryFn: () => api(riskFlagDaily, {}), enabled: allowed });
  if (!allowed) return null;
  return (
    <KitChart
      chart={DAILY_CHART}
      rows={daily.data?.list}
      range={daily.data ? { from: daily.data.from, to: daily.data.to } : undefined}
      loading={daily.isFetching}
      testId="risk-flag-chart"
    />
  );
}

/** Flagged recharges: release, freeze the member's consumption, or blacklist the device or address, each once. */
const FlagList = resourcePage(riskFlags, { testId: 'risk-flags', scrollX: 2300, extra: FlagChart });
/** The risk engine's rules, one per rule and region. */
const RuleList = resourcePage(riskRules, { testId: 'risk-rules', scrollX: 1400 });

/** Recharge risk (menu 21004, /riskcontrolManagement/management): the flags to review, then the rules that file them. */
export function RechargeRiskPage() {
  return (
    <ScreenTabs
      data-testid="recharge-risk-page"
      tabs={[
        { key: 'flags', of: riskFlags, body: FlagList },
        { key: 'rules', of: riskRules, body: RuleList },
      ]}
    />
  );
}
