import { gameBlacklistActions, Status } from '@console/contract';
import { gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { insertDemoGameBlacklist } from './game-blacklist.demo.ts';
import { gameBlacklist } from './game-blacklist.tables.ts';

const member = rowsAboutMember(gameBlacklist.memberId);

/** A bar with an end time in the past has lapsed: shown as ended, derived from the clock. */
const stateAt = (until: unknown, now: number) =>
  until !== null && until !== undefined && Number(until) <= now ? 'ended' : 'active';

/**
 * `gameBlackAdd`: the member exists (typed as user id or pretty number) and the row takes their
 * id and region (the kit then keeps it inside the caller's regions and once per member and game);
 * an end time, when given, lies ahead.
 */
async function checkEntry(values: Values, ctx: ActionContext): Promise<void> {
  const typed = Number(values.member_id);
  const found = (await membersByNumber(ctx.db, [typed])).get(typed);
  if (!found) {
    throw new ActionError(Status.invalid, 'game_blacklist_member_unknown', {
      params: { member: typed },
      data: { errors: { member_id: 'invalid_id' } },
    });
  }
  if (values.until !== undefined && values.until !== null && Number(values.until) <= ctx.now) {
    throw new ActionError(Status.invalid, 'game_blacklist_until_past', {
      data: { errors: { until: 'game_blacklist_until_past' } },
    });
  }
  Object.assign(values, { member_id: found.id, region_id: found.regionId });
}

export const gameBlacklistModule: ServerModule = {
  name: 'game-blacklist',
  actions: serveResource(gameBlacklistActions.gameBlacklist, gameBlacklist, {
    join: member.join,
    columns: { user_no: member.columns.user_no, nickname: member.columns.nickname },
    derived: { state: (record, now) => stateAt(record.until, now) },
    filters: {
      state: {
        where: (state: string, now: number) =>
          state === 'ended'
            ? lte(gameBlacklist.until, now)
            : state === 'active'
              ? or(isNull(gameBlacklist.until), gt(gameBlacklist.until, now))
              : sql`false`,
      },
    },
    beforeSave: (values, ctx) => checkEntry(values, ctx),
  }),
  demo: insertDemoGameBlacklist,
};
