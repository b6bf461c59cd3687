import { quotaActions, translate } from '@console/contract';
import { useEffect, useState } from 'react';
import { api, onMoneyMoved } from '../api/client.ts';
import { currentWireLang } from '../i18n.ts';
import { quotaWarningDue } from '../quota.ts';
import { perAdminKey, readItem, writeItem } from '../storage.ts';

/**
 * SPEC §6: the server checks every admin's quotas once a day (a scheduled job), and each grant its
 * admin's; when it warned this admin, the warning shows once on this browser (asked at start and
 * after each grant this page makes). Answers the warning's text while it is to be shown
 * and a way to dismiss it: the shell shows it in the page's flow, as a floating notice covered the
 * side menu (bottom left) or the account menu and list toolbars (top right) until closed.
 */
export function useDailyQuotaCheck(uid: number): { warning: string | null; dismiss: () => void } {
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    const key = perAdminKey('quotaCheckedOn', uid);
    let cancelled = false;
    const ask = () =>
      api(quotaActions.quotaWarning, {})
        .then(({ warned_on }) => {
          if (cancelled || !quotaWarningDue(warned_on, readItem(key))) return;
          writeItem(key, warned_on);
          setWarning(translate('quota_warning', currentWireLang()));
        })
        .catch(() => undefined);
    void ask();
    // A grant that takes this admin over 90 % warns at once (the server records it with the grant).
    const stop = onMoneyMoved(() => void ask());
    return () => {
      cancelled = true;
      stop();
    };
  }, [uid]);
  return { warning, dismiss: () => setWarning(null) };
}
