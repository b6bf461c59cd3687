import { developerActions, type LoginAnomaly } from '@console/contract';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { ResourceList } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourceColumns, resourceFilters, wordsOf } from '../../kit/resource/resource-fields.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { SpecialForm } from '../../kit/resource/special-form.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { useCountries } from '../../kit/use-countries.ts';
import { DeviceClusters, IpClusters } from './cluster-list.tsx';
import { useDeveloperWords } from './developer-words.ts';

const LoadedLookup = lazy(() => import('./member-lookup.tsx').then((m) => ({ default: m.MemberLookup })));

/** A member's lookup, opened from a row: a dialog with tables of its own, loaded when first opened. */
function MemberLookup(props: { memberId: number; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <LoadedLookup {...props} />
    </Suspense>
  );
}

const { registrations, matches, loginAnomalyList, findMember, deviceBlack, ipBlack, ludoBlack, developerLabels } =
  developerActions;
type Row = Record<string, unknown> & { id: number };
type Blocking = { action: typeof deviceBlack | typeof ipBlack; values: Record<string, unknown> };

/** Registrations: filters by device, address, country, channel and time; a row blocks its device or address, or opens the member. */
function Registrations() {
  const lang = useUiLang();
  const words = useMemo(() => wordsOf(registrations, lang), [lang]);
  const columns = useMemo(() => resourceColumns(registrations, words, lang), [words, lang]);
  const filters = useMemo(() => resourceFilters(registrations, words, lang), [words, lang]);
  const screen = useDeveloperWords();
  const actionWords = developerLabels[lang].actions;
  const [blocking, setBlocking] = useState<Blocking | null>(null);
  const [member, setMember] = useState<number | null>(null);
  return (
    <div data-resource={registrations.namespace}>
      <ResourceList<Row>
        table="/riskcontrolManagement/developer#registrations"
        list={registrations.list}
        exportAction={registrations.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        scrollX={2000}
        related={['/riskcontrolManagement/deviceBlackList']}
        rowActions={[
          { key: 'member', label: screen.findMember, spec: findMember, open: (row) => setMember(Number(row.member_id)) },
          {
            key: 'device',
            label: actionWords.deviceBlack,
            spec: deviceBlack,
            danger: true,
            open: (row) => setBlocking({ action: deviceBlack, values: { device_id: row.device_id } }),
          },
          {
            key: 'ip',
            label: actionWords.ipBlack,
            spec: ipBlack,
            danger: true,
            open: (row) => setBlocking({ action: ipBlack, values: { ip: row.register_ip } }),
          },
        ]}
        testId="developer-registrations"
      />
      {blocking && (
        <SpecialForm
          action={blocking.action}
          values={blocking.values}
          onClose={() => setBlocking(null)}
          onDone={() => setBlocking(null)}
        />
      )}
      {member !== null && <MemberLookup memberId={member} onClose={() => setMember(null)} />}
    </div>
  );
}

/** Members signing in from many addresses or countries within the window; a row opens the member. */
function Anomalies() {
  const lang = useUiLang();
  const screen = useDeveloperWords();
  const fields = developerLabels[lang].fields;
  const countries = useCountries().data ?? [];
  const countryName = (id: number) => countries.find((country) => country.id === id)?.country_name ?? String(id);
  const [member, setMember] = useState<number | null>(null);
  const columns: ListColumn<LoginAnomaly>[] = [
    { key: 'member_id', title: fields.member_id, dataIndex: 'member_id', width: 120, kind: 'member' },
    { key: 'nickname', title: fields.nickname, dataIndex: 'nickname', width: 180, kind: 'text' },
    { key: 'addresses', title: screen.addresses, dataIndex: 'addresses', width: 90, kind: 'count' },
    { key: 'countries', title: screen.countries, dataIndex: 'countries', width: 90, kind: 'count' },
    { key: 'country_ids', title: screen.countryNames, width: 260, render: (row) => row.country_ids.map(countryName).join(', ') },
    { key: 'logins', title: screen.logins, dataIndex: 'logins', width: 90, kind: 'count' },
    { key: 'first_at', title: screen.firstLogin, width: 170, render: (row) => formatUnixTime(row.first_at) },
    { key: 'last_at', title: screen.lastLogin, width: 170, render: (row) => formatUnixTime(row.last_at) },
  ];
  return (
    <div data-resource={loginAnomalyList.action}>
      <ResourceList<LoginAnomaly>
        table="/riskcontrolManagement/developer#anomalies"
        list={loginAnomalyList}
        rowKey="member_id"
        columns={columns}
        filters={[
          { name: 'hours', kind: 'int', label: screen.hours },
          { name: 'min_addresses', kind: 'int', label: screen.minAddresses },
          { name: 'min_countries', kind: 'int', label: screen.minCountries },
          { name: 'member_id', kind: 'int', label: fields.member_id },
        ]}
        rowActions={[{ key: 'member', label: screen.findMember, spec: findMember, open: (row) => setMember(row.member_id) }]}
        testId="developer-anomalies"
      />
      {member !== null && <MemberLookup memberId={member} onClose={() => setMember(null)} />}
    </div>
  );
}

/** Bars a member from Ludo through the game blacklist, in the matches' toolbar. */
function LudoTool() {
  const lang = useUiLang();
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  if (!mayCall(ludoBlack)) return null;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {developerLabels[lang].actions.ludoBlack}
      </Button>
      {open && <SpecialForm action={ludoBlack} onDone={() => setOpen(false)} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Game matches: players, game, result; the Ludo bar beside them, the game blacklist one link away. */
const Matches = resourcePage(matches, {
  testId: 'developer-matches',
  scrollX: 1600,
  tools: LudoTool,
  related: ['/setting/blacklist'],
});

/** Developer management (menu 21010, /riskcontrolManagement/developer). */
export function DeveloperPage() {
  const screen = useDeveloperWords();
  return (
    <ScreenTabs
      data-testid="developer-page"
      tabs={[
        { key: 'registrations', of: registrations, body: Registrations },
        { key: 'devices', label: screen.deviceTab, body: DeviceClusters },
        { key: 'addresses', label: screen.ipTab, body: IpClusters },
        { key: 'anomalies', label: screen.anomalyTab, body: Anomalies },
        { key: 'matches', of: matches, body: Matches },
      ]}
    />
  );
}
