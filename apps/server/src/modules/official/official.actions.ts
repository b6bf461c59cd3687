import { officialActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { insertDemoOfficials } from './official.demo.ts';
import { appManagers, officials } from './official.tables.ts';

type UnknownKey = 'official_member_unknown' | 'manager_member_unknown';

/** The region of the member a save names (the one given, else the edited row's), or the refusal that no such member exists. */
async function memberRegion(values: Values, before: Values | null, ctx: ActionContext, unknown: UnknownKey) {
  const memberId = Number(values.member_id ?? before?.member_id);
  const profile = memberProfiles();
  const [member] = await ctx.db.select({ regionId: profile.regionId }).from(profile).where(eq(profile.id, memberId));
  if (!member) throw invalid(unknown, { member_id: unknown });
  return member.regionId;
}

/** The member's nickname beside each row: read from the member module's profile, joined on the member id. */
function nicknameOf(memberId: Parameters<typeof eq>[0]) {
  const profile = memberProfiles();
  return { join: { table: profile, on: eq(profile.id, memberId) }, columns: { nickname: profile.nickname } };
}

const officialMember = nicknameOf(officials.memberId);
const managerMember = nicknameOf(appManagers.memberId);

const POWERS = ['can_mute', 'can_kick', 'can_close_room', 'can_warn'] as const;

/** Official accounts (menu 24002) and app-side managers (menu 24011): the rules are the contract's. */
export const officialModule: ServerModule = {
  name: 'official',
  actions: [
    ...serveResource(officialActions.officials, officials, {
      ...officialMember,
      beforeSave: async (values, ctx, before) => {
        await memberRegion(values, before, ctx, 'official_member_unknown');
      },
    }),
    ...serveResource(officialActions.managers, appManagers, {
      ...managerMember,
      beforeSave: async (values, ctx, before) => {
        // A manager needs some power; a new one's defaults (mute, kick, warn) count.
        const defaults = officialActions.managers.fields;
        const holds = POWERS.some((power) => (values[power] ?? before?.[power] ?? defaults[power].default) === true);
        if (!holds) throw invalid('manager_no_power', { can_mute: 'manager_no_power' });
        // The region is the member's: what the country admin's scope reads.
        values.region_id = await memberRegion(values, before, ctx, 'manager_member_unknown');
      },
    }),
  ],
  demo: insertDemoOfficials,
};
