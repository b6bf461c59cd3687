import { memberHistoryActions as spec } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { runList } from '../../engine/list/list.ts';
import { targetLog } from '../operation-log/operation-log.lookup.ts';
import { profileHistory } from './member-profile-history.ts';

/** Every staff action on the member, from the operation log's rows naming it (the log module reads them). */
const serviceLog = targetLog('member', 'user_id');

const serviceHistoryList = implement(spec.serviceHistoryList, (input, ctx) => runList(ctx, serviceLog, input));
const profileHistoryList = implement(spec.profileHistoryList, (input, ctx) => runList(ctx, profileHistory, input));

export const memberHistoryActionList = [serviceHistoryList, profileHistoryList];
