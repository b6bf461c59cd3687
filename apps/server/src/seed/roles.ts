import { ROLE_KIND_LABELS, type RoleKind } from '@console/contract';
import type { Queryable } from '../db/database.ts';

/**
 * Built-in roles (SPEC §1), named by their kind's English label: the console shows a role still under
 * that name by its kind's label in the reader's language. Super admins hold every id through their kind.
 */
export const BUILT_IN_ROLES: readonly {
  name: string;
  kind: RoleKind;
  menuIds: readonly number[];
  /** Actions of held screens the role may not call (`Module/action`). */
  deniedActions?: readonly string[];
}[] = [
  { name: ROLE_KIND_LABELS.super_admin.en, kind: 'super_admin', menuIds: [] },
  {
    name: ROLE_KIND_LABELS.country_admin.en,
    kind: 'country_admin',
    // The region-scoped catalogues (issue 14): gifts and the prop shop, each row seen and changed by region.
    // Nameplates, rings and coupons are one catalogue for every region: they stay with super admins.
    // Sending coins (issue 15) to their regions' members, within their quota.
    // Rooms (issue 16), each screen keeping to their regions' rooms: management and detail, owners (2008),
    // official backgrounds, reception and its detail, certification (2006, 2012, 2013, 2016), banners and topics
    // (2017, 2018), the room crystal (24000, 24003), support (2004 not granted, 2005 blacklist, 2014 activity,
    // 2015 new and old, 49/322 support list), turnover, hourly flow and monitored rooms (2009, 2010, 2011).
    // Room tags (2003) are one list for every region: they stay with super admins.
    menuIds: [
      1000, 1001, 1002, 1003, 2000, 2001, 2002, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016,
      2017, 2018, 49, 322, 13000, 13001, 13002, 15000, 15001, 21000, 21002, 21003, 21009, 24000, 24003,
      // Guilds, their hosts and video chat (issue 17), each keeping to their regions' hosts.
      5000, 5001, 5002, 6000, 6001, 6002,
      // Groups (by the owner's region) and channels (by their regions), issue 17.
      3000, 3001, 3002, 4000, 4001,
      // Voice lives, studios and video sources (issue 17), by the room's region.
      7000, 7001, 7002, 7003,
      // Room columns (by the column's regions and the room's) and families (by the owner's region), issue 17.
      8000, 8001, 8002, 20000, 20001, 20002,
      // Host management (issue 18): their regions' hosts, diamond deductions and logs, room ranks.
      17000, 17001, 17002, 17003,
      // Agents of their regions: the list, recharge orders, whitelist, sub-agents, monthly sales and transfers (issue 18).
      16000, 16001, 16002, 16003, 16004, 16005, 16006, 16007,
      // New-user review, support and agent invite plans, and invitations (issue 18), by the member's region.
      18000, 18001, 18002, 18003, 19000, 19001, 19002,
      // System and timed messages (issue 19), to and of their regions only: all regions (98) stay with super admins.
      9000, 9001, 9002,
      // Private and room screen messages (issue 19) to their regions' members and rooms, and their members' feedback (24010).
      9003, 9004, 24010,
      // Prize pools (turntables, lucky boxes, game pools) and the game blacklist of their regions (issue 19).
      24004, 24005, 24006, 24014,
      // Ads and popups, in-app purchase promotions, official accounts and app managers of their regions (issue 19).
      10000, 10001, 24012, 24002, 24011,
      // Developer management (issue 31): their regions' registrations, sign-ins and matches; blocks of what their members registered with.
      21010,
      // Bans and blocks (issue 31): their regions' members' banned accounts, devices and addresses, and the unblock history.
      21011,
      // Member requests (issue 31): their regions' pretty-number applications and SVIP unfreeze complaints.
      13010,
      // Violating members as a risk-control screen (issue 31): the queue they already worked as a tab of send coins.
      21012,
      // Members with app roles (issue 31): their regions' promoters, agents and app admins (the staff accounts stay with super admins).
      22000,
      22002,
    ],
  },
  {
    name: ROLE_KIND_LABELS.operator.en,
    kind: 'operator',
    // Applying for coins and props (issue 15): others approve; applying moves nothing by itself.
    // System, timed, private and room screen messages and ads (issue 19). Activity management (issue 30,
    // drafting and submitting; another admin passes), and golden eggs (12004), not built: kept, not shown.
    menuIds: [
      1000, 1001, 1002, 2000, 2001, 2002, 9000, 9001, 9002, 9003, 9004, 10000, 10001, 12000, 12001, 12004, 14000, 14001, 14002,
      14003,
    ],
  },
  {
    name: ROLE_KIND_LABELS.agent.en,
    kind: 'agent',
    menuIds: [16000, 16001, 16002, 16004],
    // An agent reads its own agent and orders (issue 18): staff edit agents and confirm the money arrived.
    deniedActions: [
      'AgentManagement/agentSave',
      'AgentManagement/agentProtect',
      'AgentManagement/agentUnprotect',
      'AgentManagement/agentRechargeConfirm',
    ],
  },
  { name: ROLE_KIND_LABELS.promoter.en, kind: 'promoter', menuIds: [19000, 19001, 18000, 18001] },
  { name: ROLE_KIND_LABELS.area_manager.en, kind: 'area_manager', menuIds: [1000, 1001, 1002, 2000, 2001, 2002, 20000, 20001] },
];

export async function ensureBuiltInRoles(connection: Queryable, now: number): Promise<Map<RoleKind, number>> {
  for (const role of BUILT_IN_ROLES) {
    await connection.query(
      `INSERT INTO role (name, kind, menu_ids, denied_actions, created_at, updated_at)
       VALUES ($1, $2, $3::integer[], $4::text[], $5, $5)
       ON CONFLICT (name) DO NOTHING`,
      [role.name, role.kind, role.menuIds, role.deniedActions ?? [], now],
    );
  }
  const { rows } = await connection.query<{ id: number; kind: RoleKind; name: string }>('SELECT id, kind, name FROM role');
  const ids = new Map<RoleKind, number>();
  for (const role of BUILT_IN_ROLES) {
    const row = rows.find((r) => r.name === role.name);
    if (row) ids.set(role.kind, row.id);
  }
  return ids;
}
