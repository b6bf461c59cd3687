import { appSettingActions } from '@console/contract';
import { ilike, or } from 'drizzle-orm';
import { likeEscape } from '../../engine/paging.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoAppSettings } from './app-setting.demo.ts';
import { checkRule, checkSystemField } from './app-setting.rules.ts';
import { appRules, systemFields } from './app-setting.tables.ts';

/** The app's configuration screens (SPEC §7 Setting): system fields (key/value) and the rule texts the app shows. */
export const appSettingModule: ServerModule = {
  name: 'app-setting',
  actions: [
    ...serveResource(appSettingActions.systemFields, systemFields, { beforeSave: checkSystemField }),
    ...serveResource(appSettingActions.appRules, appRules, {
      filters: {
        // One search box for both titles.
        title: {
          where: (title: string) =>
            or(ilike(appRules.titleZh, `%${likeEscape(title)}%`), ilike(appRules.titleEn, `%${likeEscape(title)}%`)),
        },
      },
      beforeSave: checkRule,
    }),
  ],
  demo: insertDemoAppSettings,
};
