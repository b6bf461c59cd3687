import { type AccountCluster, developerActions, type LabelLang } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { type ChartDeclaration, KitChart, wordIn } from '../../kit/chart/kit-chart.tsx';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { ResourceList } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { SpecialForm } from '../../kit/resource/special-form.tsx';
import { useDeveloperWords } from './developer-words.ts';

const { deviceStats, ipStats, deviceBlack, ipBlack, developerLabels } = developerActions;
type Screen = (typeof developerLabels)[LabelLang]['screen'];

const chartOf = (title: (words: Screen) => string) =>
  ({
    shape: 'ranking',
    title: wordIn(developerLabels, (words) => title(words.screen)),
    empty: wordIn(developerLabels, (words) => words.screen.chartEmpty),
    label: 'value',
    top: 10,
    series: [{ field: 'accounts', value: 'count', name: wordIn(developerLabels, (words) => words.screen.accounts) }],
  }) satisfies ChartDeclaration<AccountCluster>;

const KINDS = {
  device: { list: deviceStats, block: deviceBlack, field: 'device_id', chart: chartOf((words) => words.deviceChart) },
  ip: { list: ipStats, block: ipBlack, field: 'ip', chart: chartOf((words) => words.ipChart) },
} as const;

/** Accounts per device or address, most first, under a chart of the ten largest; a row blocks its value through the device blacklist. */
function ClusterList({ kind }: { kind: keyof typeof KINDS }) {
  const { list, block, field, chart } = KINDS[kind];
  const words = useDeveloperWords();
  const lang = useUiLang();
  const mayCall = useMayCall();
  const [blocking, setBlocking] = useState<string | null>(null);
  const top = useQuery({ queryKey: [list.action, 'top'], queryFn: () => api(list, { pn: 10 }), enabled: mayCall(list) });
  const valueTitle = developerLabels[lang].fields[field];
  const columns: ListColumn<AccountCluster>[] = [
    { key: 'value', title: valueTitle, dataIndex: 'value', width: 200, kind: 'text' },
    { key: 'accounts', title: words.accounts, dataIndex: 'accounts', width: 100, kind: 'count' },
    { key: 'regions', title: words.regions, dataIndex: 'regions', width: 100, kind: 'count' },
    { key: 'member_ids', title: words.memberIds, width: 320, render: (row) => row.member_ids.join(', ') },
    { key: 'first_at', title: words.firstAt, width: 170, render: (row) => formatUnixTime(row.first_at) },
    { key: 'last_at', title: words.lastAt, width: 170, render: (row) => formatUnixTime(row.last_at) },
  ];
  return (
    <div data-resource={list.action}>
      <KitChart chart={chart} rows={top.data?.list} loading={top.isFetching} testId={`${kind}-cluster-chart`} />
      <ResourceList<AccountCluster>
        table={`/riskcontrolManagement/developer#${kind}`}
        list={list}
        rowKey="value"
        columns={columns}
        filters={[{ name: 'min_accounts', kind: 'int', label: words.minAccounts }]}
        rowActions={[
          {
            key: 'block',
            label: block.label?.[lang === 'en' ? 'en' : 'zh'] ?? '',
            spec: block,
            danger: true,
            open: (row) => setBlocking(row.value),
          },
        ]}
        testId={`${kind}-clusters`}
      />
      {blocking !== null && (
        <SpecialForm
          action={block}
          values={{ [field]: blocking }}
          onClose={() => setBlocking(null)}
          onDone={() => setBlocking(null)}
        />
      )}
    </div>
  );
}

export const DeviceClusters = () => <ClusterList kind="device" />;
export const IpClusters = () => <ClusterList kind="ip" />;
