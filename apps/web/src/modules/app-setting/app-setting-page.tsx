import { appSettingActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** System fields (menu 24007): the app's key/value configuration, each value checked by its type. */
export const SystemFieldPage = resourcePage(appSettingActions.systemFields, { testId: 'system-fields', scrollX: 1400 });

/** Rules (menu 24015): the rule texts the app shows, one of each kind per region, with their texts in the details. */
export const RulePage = resourcePage(appSettingActions.appRules, { testId: 'app-rules', scrollX: 1300 });
