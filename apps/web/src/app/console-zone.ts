import { setConsoleTimeZone } from '../kit/format.ts';
import { accountQuery } from './account-query.ts';
import { queryClient } from './query-client.ts';

/**
 * The console's zone comes with the account information (CommonHelper/uidInfo), asked once per page
 * load as the shell opens, before its first screen shows a time; home and the account dialog
 * reuse the answer.
 */
export async function loadConsoleZone(uid: number): Promise<void> {
  const account = await queryClient.ensureQueryData(accountQuery(uid));
  setConsoleTimeZone(account.time_zone);
}
