import { developerActions } from '@console/contract';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { isBlacklisted } from '../device-blacklist/device-blacklist.lookup.ts';
import { isBarred } from '../game-blacklist/game-blacklist.add.ts';
import { memberProfiles, rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoDeveloper } from './developer.demo.ts';
import { logins, matches, registrations } from './developer.tables.ts';
import { blockActions } from './developer-blocks.ts';
import { clusters, loginAnomalies } from './developer-stats.ts';

const member = rowsAboutMember(registrations.memberId);
/** How many registrations name the row's device (address): over every region, a fact about the device. */
const sharing = (column: 'device_id' | 'register_ip') =>
  sql<number>`(select count(*)::int from developer_registration shared where shared.${sql.raw(column)} = ${sql.raw(`developer_registration.${column}`)})`;
/** A member's sign-ins findMember shows, the latest first. */
const SHOWN_LOGINS = 20;

/**
 * Developer management (SPEC §7 Developer, menu 21010 /riskcontrolManagement/developer): the
 * registration log with accounts per device and address, login anomalies, one member's
 * registration and sign-ins, game matches, quick device and address blocks through the device
 * blacklist and the Ludo bar through the game blacklist. Region-scoped by the member's region.
 */
export const developerModule: ServerModule = {
  name: 'developer',
  actions: [
    ...serveResource(developerActions.registrations, registrations, {
      join: member.join,
      columns: { user_no: member.columns.user_no, nickname: member.columns.nickname },
      select: { device_accounts: sharing('device_id'), ip_accounts: sharing('register_ip') },
    }),
    ...serveResource(developerActions.matches, matches),
    implement(developerActions.deviceStats, (input, ctx) => clusters(ctx, registrations.deviceId, input)),
    implement(developerActions.ipStats, (input, ctx) => clusters(ctx, registrations.registerIp, input)),
    implement(developerActions.loginAnomalyList, (input, ctx) => loginAnomalies(ctx, input)),
    implement(developerActions.findMember, async (input, ctx) => {
      const profiles = memberProfiles();
      const [found] = await ctx.db.select().from(profiles).where(eq(profiles.id, input.member_id));
      if (!found) throw notFound();
      const [registration] = await ctx.db.select().from(registrations).where(eq(registrations.memberId, found.id));
      const accountsOf = async (column: AnyPgColumn, value: string) =>
        value === ''
          ? 0
          : Number(
              (
                await ctx.db
                  .select({ n: count() })
                  .from(registrations)
                  .where(and(eq(column, value), ne(column, '')))
              )[0]?.n ?? 0,
            );
      const signIns = await ctx.db
        .select({ ip: logins.ip, device_id: logins.deviceId, country_id: logins.countryId, login_at: logins.loginAt })
        .from(logins)
        .where(eq(logins.memberId, found.id))
        .orderBy(desc(logins.loginAt))
        .limit(SHOWN_LOGINS);
      return {
        member_id: found.id,
        user_no: found.userNo,
        nickname: found.nickname,
        region_id: found.regionId,
        registration: registration
          ? {
              id: registration.id,
              member_id: found.id,
              user_no: found.userNo,
              nickname: found.nickname,
              region_id: registration.regionId,
              country_id: registration.countryId,
              device_id: registration.deviceId,
              device_accounts: await accountsOf(registrations.deviceId, registration.deviceId),
              register_ip: registration.registerIp,
              ip_accounts: await accountsOf(registrations.registerIp, registration.registerIp),
              channel: registration.channel as (typeof developerActions.REGISTER_CHANNELS)[number],
              platform: registration.platform as (typeof developerActions.REGISTER_PLATFORMS)[number],
              app_version: registration.appVersion,
              registered_at: registration.registeredAt,
            }
          : null,
        device_blacklisted: registration ? await isBlacklisted(ctx.db, 'device', registration.deviceId, ctx.now) : false,
        ip_blacklisted: registration ? await isBlacklisted(ctx.db, 'ip', registration.registerIp, ctx.now) : false,
        ludo_barred: await isBarred(ctx.db, found.id, 'ludo', ctx.now),
        logins: signIns,
      };
    }),
    ...blockActions,
  ],
  demo: insertDemoDeveloper,
};
