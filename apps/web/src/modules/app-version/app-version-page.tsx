import { appVersionActions, type PlatformStanding } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { Panel } from '../../kit/panel.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

const { appVersions, appVersionLabels } = appVersionActions;

/** `2.13.0 (215)`, or the build alone when no listed version has it. */
const named = (name: string | null, build: number | null) => (name ? `${name} (${build})` : String(build));

/**
 * Where each platform stands now, above the history (SPEC §2 "minimum version", "iOS version"): the
 * latest released version, the minimum supported one, a forced update, the iOS build in review.
 * Read with the list's key, so a save that refreshes the list refreshes it too.
 */
function Standing() {
  const lang = useUiLang();
  const words = appVersionLabels[lang].screen;
  const platforms = appVersionLabels[lang].values.platform;
  const answer = useQuery({
    queryKey: [...listKey(appVersions.list), 'standing'],
    queryFn: () => api(appVersions.list, { pn: 1 }),
  });
  // The list's declared extras are not in its inferred answer type (the kit types rows and total only).
  const standing = (answer.data as { standing?: PlatformStanding[] } | undefined)?.standing ?? [];
  return (
    <section className="card-row" data-testid="version-standing" aria-label={words.standing}>
      {standing.map((one) => (
        <Panel key={one.platform} compact title={platforms[one.platform]} data-platform={one.platform}>
          {one.latest_build === null ? (
            words.none
          ) : (
            <Space direction="vertical" size={2}>
              <span>
                {words.latest}: <b>{named(one.latest_name, one.latest_build)}</b>
                {one.force_update && <Tag color="red">{words.forced}</Tag>}
              </span>
              <span>
                {words.minimum}: <b>{named(one.min_name, one.min_build)}</b>
              </span>
              {one.review_name && (
                <span>
                  {words.review}: <Tag color="processing">{one.review_name}</Tag>
                </span>
              )}
            </Space>
          )}
        </Panel>
      ))}
    </section>
  );
}

/** App versions (menu 24009): each platform's standing above the release history of both. */
export const AppVersionPage = resourcePage(appVersions, { testId: 'version-list', extra: Standing, scrollX: 1800 });
