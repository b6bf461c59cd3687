import { setConsoleTimeZone } from '../kit/format.ts';
import { accountQuery } from './account-query.ts';
import { setImageUploadLimit } from './api/upload-limit.ts';
import { queryClient } from './query-client.ts';

/**
 * The console's zone comes with the account information (CommonHelper/uidInfo), asked once per page
 * load as the shell opens, before its first screen shows a time; home and the account dialog
 * reuse the answer.
 */
export async function loadConsoleZone(uid: number): Promise<void> {
  const account = await queryClient.ensureQueryData(accountQuery(uid));
  setConsoleTimeZone(account.time_zone);
  // The server's picture limit comes with it, so uploads are refused by size before they are sent.
  setImageUploadLimit(account.image_upload_limit);
}
