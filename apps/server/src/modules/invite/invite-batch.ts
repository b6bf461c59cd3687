import { inviteActions, translate } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { ActionError, invalid, isUniqueViolation } from '../../engine/errors.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { invites } from './invite.tables.ts';
import { liveInviters } from './invite-rules.ts';

const MEMBER_ID = /^[1-9]\d{0,17}$/;

/**
 * Invite/bindInviteExcel: invitees (ids or pretty numbers) from an xlsx's first column and/or a
 * pasted list, all bound to one inviter. All or none, in the one transaction of the call: every
 * row is checked first, and one bad row (not an id, no such member, a member outside the caller's
 * regions, the inviter themself, already bound, or a repeat in the file) refuses the whole file
 * with the per-row report and binds nobody. Chosen over binding the good rows: a half-bound file
 * would leave staff to work out which rows to send again.
 */
export const bindInviteExcel = implement(inviteActions.bindInviteExcel, async (input, ctx) => {
  // The file first: a file that is no xlsx is refused as such, whatever the inviter.
  const rows = await importValues(ctx.files, input.invitee_ids);
  const inviter = (await membersByNumber(ctx.db, [input.inviter_id])).get(input.inviter_id);
  if (!inviter) {
    throw new ActionError(400, 'invite_member_unknown', {
      params: { id: input.inviter_id },
      data: { errors: { inviter_id: 'invite_row_unknown' } },
    });
  }
  const numbers = [...new Set(rows.filter((row) => MEMBER_ID.test(row.value)).map((row) => Number(row.value)))];
  const named = await membersByNumber(ctx.db, numbers);
  const bound = await liveInviters(
    ctx.db,
    [...named.values()].map((member) => member.id),
  );
  const failures: ImportFailure[] = [];
  const seen = new Set<number>();
  const fresh: { memberId: number; regionId: number; countryId: number }[] = [];
  for (const row of rows) {
    const member = MEMBER_ID.test(row.value) ? named.get(Number(row.value)) : undefined;
    const fail = (reason: string) => failures.push({ ...row, reason });
    if (!MEMBER_ID.test(row.value)) fail(translate('invalid_id', ctx.lang));
    else if (!member) fail(translate('invite_row_unknown', ctx.lang));
    else if (!scopeAllows(ctx.scope, member.regionId, member.countryId)) fail(translate('out_of_region', ctx.lang));
    else if (member.id === inviter.id) fail(translate('invite_row_self', ctx.lang));
    // An id and a pretty number may name one member twice.
    else if (seen.has(member.id)) fail(translate('invite_row_duplicate', ctx.lang));
    else if (bound.has(member.id)) fail(translate('invite_row_bound', ctx.lang, { inviter: Number(bound.get(member.id)) }));
    else fresh.push({ memberId: member.id, regionId: member.regionId, countryId: member.countryId });
    if (member) seen.add(member.id);
  }
  rejectIfAnyFailed(failures, rows.length);
  const stamp = { createdBy: ctx.admin.adminId, createdByName: ctx.admin.username, createdAt: ctx.now, updatedAt: ctx.now };
  try {
    for (let start = 0; start < fresh.length; start += 1000) {
      await ctx.db.insert(invites).values(
        fresh.slice(start, start + 1000).map((member) => ({
          inviteeId: member.memberId,
          inviterId: inviter.id,
          regionId: member.regionId,
          countryId: member.countryId,
          source: 'batch',
          state: 'bound',
          boundAt: ctx.now,
          ...stamp,
        })),
      );
    }
  } catch (error) {
    // Another binding took one of them between the check and the write: nothing of the file stays.
    if (isUniqueViolation(error)) throw invalid('duplicate');
    throw error;
  }
  const report = { total: rows.length, imported: fresh.length, skipped: 0, failed: [] };
  ctx.audit({
    targetType: 'invite',
    targetId: inviter.id,
    message: { key: 'import', params: { noun: { zh: '邀请关系', en: 'invitation' }, count: fresh.length } },
    after: { inviter_id: inviter.id, invitees: fresh.map((member) => member.memberId), ...report },
  });
  return report;
});
