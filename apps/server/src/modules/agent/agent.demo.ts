import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import { asc, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { ActionError } from '../../engine/errors.ts';
import { serverTimeZone } from '../../engine/jobs/job-runner.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { agentBeanTransfers, agentCoinTransfers, agentRechargeOrders, agents, agentWhitelist } from './agent.tables.ts';
import { cancelOrder, receiveOrder } from './agent-orders.ts';

const DAY = 86_400;
const ADMIN = { id: FIRST_SUPER_ADMIN_ID, name: 'admin' };
const stamp = (at: number) => ({ createdBy: ADMIN.id, createdByName: ADMIN.name, createdAt: at });

/** Demo agents by region; `parent` is the position of the parent in this list. The first is the demo `agent` account's. */
const DEMO_AGENTS = [
  { regionId: 1, type: 'super', pay: 'paypal', contacts: 'WhatsApp +966 55 010 2030', price: 12_000 },
  { regionId: 1, type: 'normal', pay: 'other', contacts: 'Telegram @riyadh_coins', price: 11_000, parent: 0 },
  { regionId: 1, type: 'normal', pay: 'google', contacts: 'WhatsApp +971 50 440 7781', price: 10_500 },
  { regionId: 2, type: 'super', pay: 'alipay', contacts: '微信 coin_shop_88', price: 11_500 },
  { regionId: 2, type: 'normal', pay: 'wechat', contacts: '微信 jinbi_daili', price: 10_800, parent: 3 },
  { regionId: 0, type: 'normal', pay: 'apple', contacts: 'support@coins-global.example', price: 10_000 },
  { regionId: 3, type: 'super', pay: 'paypal', contacts: 'Line @bangkok.coins', price: 11_200 },
] as const;

/** Dollars of each demo agent's orders, oldest first; the last one of each stays paying, the third is cancelled. */
const ORDER_USD = [500, 1200, 300, 800, 2000, 150];

/**
 * Demo agents with five months of recharge orders (received ones confirmed as staff would, so the
 * coins are ledger credits and the monthly sales their sums), a whitelist, and transfers to members
 * posted through the ledger too: an agent's coins and beans go down by what its members receive,
 * so balances stay the sums of their entries. Running it again adds nothing.
 */
export async function insertDemoAgents(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: agents.id }).from(agents).limit(1);
  if (any) return;
  const profile = memberProfiles();
  const people = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .orderBy(asc(profile.id))
    .limit(600);
  const taken = new Set<number>();
  const take = (regionId: number) => {
    const person = people.slice(40).find((p) => p.regionId === regionId && !taken.has(p.id));
    if (person) taken.add(person.id);
    return person;
  };
  const timeZone = serverTimeZone();
  const created: (typeof agents.$inferSelect)[] = [];
  for (const [n, demo] of DEMO_AGENTS.entries()) {
    const member = take(demo.regionId);
    if (!member) continue;
    const at = now - (170 - n * 3) * DAY;
    const parent = 'parent' in demo ? created[demo.parent] : undefined;
    const [agent] = await db
      .insert(agents)
      .values({
        memberId: member.id,
        regionId: demo.regionId,
        agentType: demo.type,
        payType: demo.pay,
        contacts: demo.contacts,
        purchasePrice: demo.price,
        parentId: parent?.id ?? null,
        // One protected agent in region 1 and one outside it.
        protected: n === 2 || n === 6,
        ...stamp(at),
        updatedAt: at,
      })
      .returning();
    if (agent) created.push(agent);
  }
  const first = created[0];
  if (first)
    await db.execute(sql`UPDATE agent SET admin_id = (SELECT id FROM admin WHERE username = 'agent') WHERE id = ${first.id}`);
  for (const [n, agent] of created.entries()) {
    for (const [k, usd] of ORDER_USD.entries()) {
      const at = now - (150 - k * 28 - n) * DAY;
      const [order] = await db
        .insert(agentRechargeOrders)
        .values({
          agentId: agent.id,
          memberId: agent.memberId,
          regionId: agent.regionId,
          amountUsd: usd + n * 50,
          coins: (usd + n * 50) * agent.purchasePrice,
          payType: agent.payType,
          remarks: k === 0 ? 'First order' : '',
          ...stamp(at),
        })
        .returning();
      if (!order || k === ORDER_USD.length - 1) continue;
      const by = { admin: ADMIN, scope: UNLIMITED, now: at + 3600, timeZone };
      if (k === 2) await cancelOrder(db, order.id, 'Payment never arrived', by);
      else await receiveOrder(db, order.id, by);
    }
  }
  await demoTransfers(db, created, people, now);
}

/** Whitelisted members, then coin and bean transfers from each agent to members of its region. */
async function demoTransfers(
  db: Orm,
  created: (typeof agents.$inferSelect)[],
  people: { id: number; regionId: number }[],
  now: number,
) {
  const receivers = (regionId: number) => people.slice(0, 40).filter((p) => p.regionId === regionId);
  const whitelisted = new Set<number>();
  for (const regionId of [1, 0, 2, 3]) {
    // Region 1's last early member also receives transfers (with no premium); the others are later
    // members, as the lowest ones are other fixtures' sample members.
    const member = (regionId === 1 ? receivers(1) : people.slice(300).filter((p) => p.regionId === regionId)).at(-1);
    if (!member) continue;
    whitelisted.add(member.id);
    await db
      .insert(agentWhitelist)
      .values({ memberId: member.id, regionId, remarks: 'Official event host', ...stamp(now - 40 * DAY) });
  }
  for (const [n, agent] of created.entries()) {
    for (const [k, member] of receivers(agent.regionId).slice(0, 4).entries()) {
      const at = now - (30 - k * 6 - n) * DAY;
      const coins = (k + 1) * 50_000;
      const free = whitelisted.has(member.id);
      const [transfer] = await db
        .insert(agentCoinTransfers)
        .values({
          agentId: agent.id,
          agentMemberId: agent.memberId,
          memberId: member.id,
          regionId: agent.regionId,
          coins,
          premium: free ? 0 : Math.round(coins * 0.05),
          whitelisted: free,
          createdAt: at,
        })
        .returning();
      if (transfer) await moveBetween(db, 'gold', agent.memberId, member.id, coins, `agent-transfer:${transfer.id}`, at);
      const beans = (k + 1) * 20;
      if (!(await moveBetween(db, 'bean', agent.memberId, member.id, beans, `agent-beans:${agent.id}:${k}`, at))) continue;
      await db.insert(agentBeanTransfers).values({
        agentId: agent.id,
        agentMemberId: agent.memberId,
        memberId: member.id,
        regionId: agent.regionId,
        beans,
        createdAt: at,
      });
    }
  }
}

/**
 * Moves `amount` from the agent member to a member as two ledger postings (a deduction, then a
 * grant) under one source key; false, with nothing moved, when the agent has too little (post()
 * refuses before writing anything).
 */
async function moveBetween(
  db: Orm,
  currency: 'gold' | 'bean',
  from: number,
  to: number,
  amount: number,
  sourceKey: string,
  now: number,
): Promise<boolean> {
  const base = { currency, amount, admin: ADMIN, scope: UNLIMITED, now, sourceKey, reason: 'agent transfer' } as const;
  try {
    await post(db, { ...base, kind: 'deduction', memberIds: [from] });
  } catch (error) {
    if (error instanceof ActionError) return false;
    throw error;
  }
  await post(db, { ...base, kind: 'grant', issueType: '3', memberIds: [to] });
  return true;
}
