import { Status } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden } from '../../engine/errors.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { membersByNumber, type NumberedMember } from '../member/member-numbers.lookup.ts';

/**
 * The member staff named by user id or pretty number in `field`: empty answers `emptyKey`
 * ('Owner id cannot be empty'), an unknown number is refused by name, and a member outside the
 * caller's regions as out of region (a country admin works on their regions' members only).
 */
export async function memberNamed(
  ctx: ActionContext,
  value: unknown,
  field: string,
  emptyKey: 'guild_owner_empty' | 'host_user_empty',
): Promise<NumberedMember> {
  if (value === undefined || value === null || value === '') {
    throw new ActionError(Status.invalid, emptyKey, { data: { errors: { [field]: 'required' } } });
  }
  const number = Number(value);
  const member = (await membersByNumber(ctx.db, [number])).get(number);
  if (!member) {
    throw new ActionError(Status.invalid, 'host_member_unknown', {
      params: { user: number },
      data: { errors: { [field]: 'invalid_id' } },
    });
  }
  if (!scopeAllows(ctx.scope, member.regionId, member.countryId)) throw forbidden('out_of_region');
  return member;
}
