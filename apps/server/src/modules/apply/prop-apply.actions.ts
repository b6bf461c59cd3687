import { type ApplicationRow, applyActions, type GrantResult, type LogMessage, type PropGrantKind } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Scope } from '../../engine/scope.ts';
import { grantProps, itemOf } from '../prop/prop-grant.ts';
import type { ApplicationRecord } from './apply.lists.ts';
import { asApplicants, checkRequest, type Request, saveApplication } from './apply.request.ts';

/** What a prop application asks for, as the form sends it. */
interface PropRequest extends Request {
  prop_kind: PropGrantKind;
  item_id: number;
  item_count: number;
  days?: number;
}

/**
 * The item applied for, as the send would find it (modules/prop): unknown, switched off or sold in
 * none of the applicant's regions is refused now, on the form's item field.
 */
async function itemApplied(ctx: ActionContext, request: PropRequest) {
  try {
    return await itemOf(ctx, request.prop_kind, request.item_id, ctx.scope);
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    const key = error.key === 'not_found' ? 'apply_item_unknown' : error.key;
    throw new ActionError(error.status, key, { params: error.params, data: { errors: { item_id: key } } });
  }
}

/**
 * The request checked, as the application's columns. The days are settled now (the item's own
 * validity when left out), so what the approver sees is what each member gets.
 */
async function propContent(ctx: ActionContext, request: PropRequest) {
  const leader = await checkRequest(ctx, request);
  const item = await itemApplied(ctx, request);
  const days = request.days ?? item.validityDays;
  if (days === null) throw invalid('required', { days: 'required' });
  return {
    kind: 'props' as const,
    leaderId: leader.id,
    leaderName: leader.username,
    memberIds: request.ids,
    amount: null,
    issueType: null,
    propKind: request.prop_kind,
    itemId: request.item_id,
    itemName: item.name,
    itemCount: request.item_count,
    days,
    userCount: request.ids.length,
    totalCoins: 0,
    usdAmount: request.usd_amount,
    reason: request.reason,
  };
}

function propSummary(row: ApplicationRow, edited: boolean): LogMessage {
  return {
    key: edited ? 'prop_application_edited' : 'prop_application_added',
    params: {
      id: row.id,
      item: row.item_name,
      each: row.item_count ?? 0,
      count: row.user_count,
      days: row.days ?? 0,
      leader: row.leader_name,
    },
  };
}

const addPropsApply = implement(applyActions.addPropsApply, (input, ctx) =>
  saveApplication(ctx, undefined, () => propContent(ctx, input), propSummary),
);

const editPropsApply = implement(applyActions.editPropsApply, (input, ctx) =>
  saveApplication(ctx, input.id, () => propContent(ctx, input), propSummary),
);

export const propApplicantActions = [addPropsApply, editPropsApply];

/**
 * The props of an approved application, through the one send path as the applicant: their prop
 * quota and monthly limit, their name, their regions. Each of the `item_count` copies is a send of
 * its own source key (`application:<id>`, then `#2`, `#3`…): a member gets each copy once, however
 * often this runs. A quota refusal names the applicant.
 */
export async function grantAppliedProps(
  ctx: ActionContext,
  record: ApplicationRecord,
  applicant: { issuer: { id: number; name: string }; scope: Scope },
): Promise<GrantResult> {
  let members = 0;
  let total = 0;
  for (let copy = 1; copy <= (record.itemCount ?? 0); copy++) {
    try {
      const given = await grantProps(ctx, {
        kind: record.propKind as PropGrantKind,
        itemId: record.itemId as number,
        memberIds: record.memberIds,
        days: record.days ?? undefined,
        reason: record.reason,
        sourceKey: copy === 1 ? `application:${record.id}` : `application:${record.id}#${copy}`,
        ...applicant,
      });
      members = Math.max(members, given.members);
      total += given.total;
    } catch (error) {
      throw asApplicants(error, record.applicantName);
    }
  }
  return { members, total, posting_ids: [] };
}
