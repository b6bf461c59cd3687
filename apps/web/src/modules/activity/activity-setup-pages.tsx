import { activityActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { activityTemplates, activityTemplateRewards, activityPrizeTypes, activityRegionLimits } = activityActions;
const Templates = resourcePage(activityTemplates, { testId: 'activity-templates' });
const TemplateRewards = resourcePage(activityTemplateRewards, { testId: 'activity-template-rewards' });
const PrizeTypes = resourcePage(activityPrizeTypes, { testId: 'activity-prize-types' });
const RegionLimits = resourcePage(activityRegionLimits, { testId: 'activity-region-limits' });

/**
 * Activity configuration (menu 12008): reward templates (rank ranges and their rewards, with the
 * worst case beside each), every template's rewards as one exportable list, the prize types the
 * templates may pay, and the region change limit of each activity type.
 */
export function ConfigurationPage() {
  return (
    <ScreenTabs
      data-testid="activity-configuration"
      tabs={[
        { key: 'templates', of: activityTemplates, body: Templates },
        { key: 'rewards', of: activityTemplateRewards, body: TemplateRewards },
        { key: 'prizeTypes', of: activityPrizeTypes, body: PrizeTypes },
        { key: 'regionLimits', of: activityRegionLimits, body: RegionLimits },
      ]}
    />
  );
}

/** The activity blacklist (menu 12002): members, rooms and families left out of rankings and rewards. */
export const BlacklistPage = resourcePage(activityActions.activityBlacklist, { testId: 'activity-blacklist' });

/** One activity's blacklist (menu 12013, hidden): also a tab of the activity's record page. */
export const OwnBlacklistPage = resourcePage(activityActions.activityOwnBlacklist, { testId: 'activity-own-blacklist' });

/** Shielded members (menu 12003): they rank and are paid, shown masked in public rankings. */
export const ShieldPage = resourcePage(activityActions.activityShields, { testId: 'activity-shields' });

/** The honour wall (menu 12009): settled winners and entries added by hand; pin, hide, add. */
export const HonourWallPage = resourcePage(activityActions.activityHonours, { testId: 'activity-honours' });
