import { type RiskRule, rechargeRiskActions, Status } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { CommandHandler } from '../../engine/resource/resource-writes.ts';
import { blacklistValue } from '../device-blacklist/device-blacklist.add.ts';
import { freezeConsumption } from '../member/member-moderation.actions.ts';

type Duration = 'h24' | 'h72' | 'd30' | 'permanent';

const handled = (ctx: ActionContext, note: string) => ({
  note,
  handledBy: ctx.admin.adminId,
  handledByName: ctx.admin.username,
  handledAt: ctx.now,
});

/** The rule's words in English, as the member's ban history and the blacklist keep a reason. */
const ruleWord = (rule: string) => rechargeRiskActions.riskFlagLabels.en.values.rule[rule as RiskRule] ?? rule;

/*
 * The kit has locked the flag and checked it is still `flagged` (a second review, or two staff at
 * once, is refused naming both states); each handler does its outcome and answers the review's columns.
 */

/** Releasing a flag: the recharge was fine; the reason is kept. */
export const releaseFlag: CommandHandler = (_record, input, ctx) => handled(ctx, String(input.reason));

/** Freezing the member's consumption through the member module's freeze, with the flag as its evidence. */
export const freezeFlaggedMember: CommandHandler = async (record, input, ctx) => {
  const reason = String(input.reason);
  await freezeConsumption(ctx, Number(record.memberId), {
    reason: 'illegal',
    duration: input.duration as Duration,
    evidence_text: `Recharge risk: order ${String(record.orderNo)}, ${ruleWord(String(record.rule))}. ${String(record.evidence)} — ${reason}`,
  });
  return handled(ctx, reason);
};

/** Adding the flag's device or address to the device blacklist (kept as it is when already there). */
export const blacklistFlagged: CommandHandler = async (record, input, ctx) => {
  const target = input.target as 'device' | 'ip';
  const value = String(target === 'device' ? record.deviceId : record.ip);
  if (value === '') throw new ActionError(Status.invalid, target === 'device' ? 'risk_flag_no_device' : 'risk_flag_no_ip');
  const reason = String(input.reason);
  const entry = await blacklistValue(ctx, {
    kind: target,
    value,
    duration: input.duration as Duration,
    reason: `Recharge risk: order ${String(record.orderNo)}, ${ruleWord(String(record.rule))} — ${reason}`,
  });
  return handled(ctx, `${reason} (${target} ${value}, blacklist #${entry.id})`);
};
