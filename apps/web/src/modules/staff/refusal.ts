import type { ActionInput, ActionOutput, ActionSpec } from '@console/contract';
import { ApiError, api } from '../../app/api/client.ts';
import { toast } from '../../app/api/notify.ts';

/**
 * Staff actions are refused with 403 and a reason (cannot grant what you lack, not yourself, uid 1
 * is protected), which the client leaves to the page: here the reason is shown as an error.
 */
export async function callShowingRefusal<A extends ActionSpec>(spec: A, input: ActionInput<A>): Promise<ActionOutput<A>> {
  try {
    return await api(spec, input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.message) toast.error(error.message);
    throw error;
  }
}
