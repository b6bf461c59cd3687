import { sessionActions } from '@console/contract';
import { api } from './api/client.ts';
import { endSession } from './session.ts';

/** SPEC §4: tell the server first so the token dies there too; leave locally even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await api(sessionActions.adminLoginOut, {});
  } catch {
    // An expired session or a dead network must not keep anyone signed in on this browser.
  }
  endSession('signedOut');
}
