import { developerActions, Status } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { implementSpecial } from '../../engine/special.ts';
import { blacklistValue } from '../device-blacklist/device-blacklist.add.ts';
import { barFromGame } from '../game-blacklist/game-blacklist.add.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { registrations } from './developer.tables.ts';

type Duration = 'h24' | 'h72' | 'd30' | 'permanent';

/**
 * A quick block of a registration's device or address, through the device blacklist: the value
 * must name a registration inside the caller's regions (a country admin blocks only what their
 * members registered with); a value already live on the blacklist is refused, naming its entry.
 */
async function block(ctx: ActionContext, kind: 'device' | 'ip', value: string, duration: Duration, reason: string) {
  const field = kind === 'device' ? 'device_id' : 'ip';
  const column = kind === 'device' ? registrations.deviceId : registrations.registerIp;
  const [named] = await ctx.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(column, value), scopeCondition(ctx.scope, registrations.regionId, registrations.countryId)))
    .limit(1);
  if (!named) {
    const key = kind === 'device' ? 'developer_device_unknown' : 'developer_ip_unknown';
    throw new ActionError(Status.invalid, key, { params: { value }, data: { errors: { [field]: key } } });
  }
  const entry = await blacklistValue(ctx, { kind, value, duration, reason: `Developer tools: ${reason}` });
  if (!entry.added) {
    throw new ActionError(Status.invalid, 'developer_already_blacklisted', {
      params: { value, entry: entry.id },
      data: { errors: { [field]: 'developer_already_blacklisted' } },
    });
  }
  ctx.audit({ targetType: 'device_blacklist', targetId: entry.id });
  return { entry_id: entry.id, value };
}

export const blockActions = [
  implementSpecial(developerActions.deviceBlack, {
    run: (input, ctx) => block(ctx, 'device', input.device_id, input.duration, input.reason),
  }),
  implementSpecial(developerActions.ipBlack, {
    run: (input, ctx) => block(ctx, 'ip', input.ip, input.duration, input.reason),
  }),
  /** The Ludo bar, through the game blacklist: once per member; an end time lies ahead. */
  implementSpecial(developerActions.ludoBlack, {
    async run(input, ctx) {
      const memberId = Number(input.member_id);
      const member = (await membersByNumber(ctx.db, [memberId])).get(memberId);
      if (!member || member.id !== memberId) {
        throw new ActionError(Status.invalid, 'developer_member_unknown', {
          params: { member: memberId },
          data: { errors: { member_id: 'invalid_id' } },
        });
      }
      const until = input.until ?? null;
      if (until !== null && until <= ctx.now) {
        throw new ActionError(Status.invalid, 'developer_until_past', { data: { errors: { until: 'developer_until_past' } } });
      }
      const entry = await barFromGame(ctx, { memberId, regionId: member.regionId, game: 'ludo', reason: input.reason, until });
      if (!entry.added) {
        throw new ActionError(Status.invalid, 'developer_ludo_barred', {
          params: { member: memberId },
          data: { errors: { member_id: 'developer_ludo_barred' } },
        });
      }
      ctx.audit({ targetType: 'member', targetId: memberId });
      return { entry_id: entry.id, member_id: memberId };
    },
  }),
];
