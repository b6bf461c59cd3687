import type { ServerModule } from '../../engine/registry.ts';
import { provideGrantApproval } from '../ledger/grant-approval.ts';
import { applicantActions } from './apply.actions.ts';
import { insertDemoApplications } from './apply.demo.ts';
import { applicationLists } from './apply.lists.ts';
import { applySettingOf, refuseUnapproved } from './apply.rules.ts';
import { decisionActions } from './decide.actions.ts';
import { propApplicantActions } from './prop-apply.actions.ts';
import { settingActions } from './setting.actions.ts';

/**
 * Applications and approvals (SPEC §2 /apply-approval, issue 15 item 4): applicants apply for coins or
 * props, another admin decides, an approval grants through the one grant path of coins (the ledger)
 * or props on the applicant's quotas;
 * the settings send large or chosen direct grants here instead.
 */
// The ledger holds every direct grant to these settings; it cannot import them, as this module grants through it.
provideGrantApproval({ refuseUnapproved, totalOver: async (db) => (await applySettingOf(db)).total_over });

export const applyModule: ServerModule = {
  name: 'apply',
  actions: [...applicationLists, ...applicantActions, ...propApplicantActions, ...decisionActions, ...settingActions],
  demo: insertDemoApplications,
};
