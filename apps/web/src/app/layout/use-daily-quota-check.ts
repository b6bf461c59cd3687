import { translate } from '@console/contract';
import { useEffect } from 'react';
import { accountQuery } from '../account-query.ts';
import { currentWireLang } from '../i18n.ts';
import { queryClient } from '../query-client.ts';
import { localDay, quotaCheckDue, quotaOverLimit } from '../quota.ts';
import { perAdminKey, readItem, writeItem } from '../storage.ts';

/** SPEC §6: once a day, every admin but uid 1 is warned when a quota is over 90 % used. */
export function useDailyQuotaCheck(uid: number): void {
  useEffect(() => {
    const key = perAdminKey('quotaCheckedOn', uid);
    const today = localDay(new Date());
    if (!quotaCheckDue(uid, readItem(key), today)) return;
    let cancelled = false;
    queryClient
      .fetchQuery(accountQuery(uid))
      .then((info) => {
        if (cancelled) return;
        // Marked only once the check really ran, so a failed call is retried on the next visit.
        writeItem(key, today);
        if (quotaOverLimit(info)) {
          const text = translate('quota_warning', currentWireLang());
          void import('./static-feedback.tsx').then((m) => m.stickyWarning('quota-warning', text));
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [uid]);
}
