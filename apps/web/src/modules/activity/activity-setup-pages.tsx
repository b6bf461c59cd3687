import { activityActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Reward templates (menu 12008): rank ranges and their rewards, with the worst case beside each. */
export const TemplatesPage = resourcePage(activityActions.activityTemplates, { testId: 'activity-templates' });

/** The activity blacklist (menu 12002): members, rooms and families left out of rankings and rewards. */
export const BlacklistPage = resourcePage(activityActions.activityBlacklist, { testId: 'activity-blacklist' });

/** Shielded members (menu 12003): they rank and are paid, shown masked in public rankings. */
export const ShieldPage = resourcePage(activityActions.activityShields, { testId: 'activity-shields' });

/** The honour wall (menu 12009): settled winners and entries added by hand; pin, hide, add. */
export const HonourWallPage = resourcePage(activityActions.activityHonours, { testId: 'activity-honours' });
