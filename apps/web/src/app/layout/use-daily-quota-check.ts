import { quotaActions, translate } from '@console/contract';
import { useEffect } from 'react';
import { api } from '../api/client.ts';
import { currentWireLang } from '../i18n.ts';
import { quotaWarningDue } from '../quota.ts';
import { perAdminKey, readItem, writeItem } from '../storage.ts';

/**
 * SPEC §6: the server checks every admin's quotas once a day (a scheduled job); when it warned this
 * admin, the warning shows once on this browser.
 */
export function useDailyQuotaCheck(uid: number): void {
  useEffect(() => {
    const key = perAdminKey('quotaCheckedOn', uid);
    let cancelled = false;
    api(quotaActions.quotaWarning, {})
      .then(({ warned_on }) => {
        if (cancelled || !quotaWarningDue(warned_on, readItem(key))) return;
        writeItem(key, warned_on);
        const text = translate('quota_warning', currentWireLang());
        void import('./static-feedback.tsx').then((m) => m.stickyWarning('quota-warning', text));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [uid]);
}
