import { appVersionActions, type PlatformStanding } from '@console/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { savedValue, type Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { isWebUrl } from '../../engine/web-url.ts';
import { insertDemoAppVersions } from './app-version.demo.ts';
import { appVersions } from './app-version.tables.ts';

/** A version's rules, judged on the row as it will be saved (an edit may leave fields out). */
function checkVersion(values: Values, before: Values | null): void {
  const build = Number(savedValue(values, before, 'build'));
  const minBuild = Number(savedValue(values, before, 'min_build'));
  if (minBuild > build) throw invalid('app_version_min_over_build', { min_build: 'app_version_min_over_build' });
  const url = String(savedValue(values, before, 'download_url') ?? '').trim();
  if (!isWebUrl(url, { secure: true })) throw invalid('app_version_url_https', { download_url: 'app_version_url_https' });
  values.download_url = url;
  if (savedValue(values, before, 'platform') !== 'ios' && savedValue(values, before, 'in_review') === true)
    throw invalid('app_version_review_ios_only', { in_review: 'app_version_review_ios_only' });
}

/**
 * Where each platform stands at the call's time: the released version of the highest build, the
 * minimum build it names (with that build's name when listed), and the iOS build under review.
 */
async function standing(ctx: ActionContext): Promise<PlatformStanding[]> {
  const answer: PlatformStanding[] = [];
  for (const platform of appVersionActions.APP_PLATFORMS) {
    const [latest] = await ctx.db
      .select()
      .from(appVersions)
      .where(and(eq(appVersions.platform, platform), lte(appVersions.releasedAt, ctx.now)))
      .orderBy(desc(appVersions.build))
      .limit(1);
    const [minimum] = latest
      ? await ctx.db
          .select({ name: appVersions.versionName })
          .from(appVersions)
          .where(and(eq(appVersions.platform, platform), eq(appVersions.build, latest.minBuild)))
      : [];
    const [review] = await ctx.db
      .select({ name: appVersions.versionName })
      .from(appVersions)
      .where(and(eq(appVersions.platform, platform), eq(appVersions.inReview, true)))
      .orderBy(desc(appVersions.build))
      .limit(1);
    answer.push({
      platform,
      latest_name: latest?.versionName ?? null,
      latest_build: latest?.build ?? null,
      min_build: latest?.minBuild ?? null,
      min_name: minimum?.name ?? null,
      force_update: latest?.forceUpdate ?? false,
      review_name: review?.name ?? null,
    });
  }
  return answer;
}

/** App versions (menu 24009): the rules are the contract's; the list also answers each platform's standing. */
export const appVersionModule: ServerModule = {
  name: 'app-version',
  actions: serveResource(appVersionActions.appVersions, appVersions, {
    beforeSave: (values, _ctx, before) => checkVersion(values, before),
    listExtras: async (ctx) => ({ standing: await standing(ctx) }),
  }),
  demo: insertDemoAppVersions,
};
