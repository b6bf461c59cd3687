import type { Reward } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture, FIXTURE_NOW } from '../../../test/harness.ts';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { ActionError } from '../../engine/errors.ts';
import { type PayOptions, payReward } from './reward.pay.ts';

/*
 * payReward (issue 28 item 10) on the fixture database, as a job would call it: no request, its
 * own transaction. One source key pays each member once, whatever the kind; a refusal anywhere in
 * the caller's transaction leaves none of the batch paid.
 */
let db: Database;
let drop: () => Promise<void>;
/** Members of the fixture, in id order. */
let members: number[];
let gift: number;
let car: { id: number; days: number };
let medal: number;
let plate: number;

const NOW = FIXTURE_NOW + 3600;
const OPTIONS: PayOptions = { now: NOW, reason: 'Weekly ranking reward' };

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T;
const pay = (reward: Reward, recipients: number[], key: string, options: Partial<PayOptions> = {}) =>
  db.transaction((tx) => payReward(ormFor(tx), reward, recipients, key, { ...OPTIONS, ...options }));
const gold = async (ids: number[]) =>
  (await rows<{ gold: number }>('SELECT gold::int FROM member WHERE id = ANY($1) ORDER BY id', [ids])).map((row) => row.gold);
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)).n;
/** The refusal's message key and parameters, or the fault. */
const refusal = (error: unknown) => (error instanceof ActionError ? { key: error.key, params: error.params } : error);

beforeAll(async () => {
  ({ db, drop } = await cloneFixture());
  members = (await rows<{ id: number }>('SELECT id::int FROM member ORDER BY id LIMIT 6')).map((row) => row.id);
  gift = (await one<{ id: number }>('SELECT id FROM gift ORDER BY id LIMIT 1')).id;
  car = await one("SELECT id, validity_days AS days FROM shop_prop WHERE prop_type = 'car' ORDER BY id LIMIT 1");
  medal = (await one<{ id: number }>("SELECT id FROM shop_prop WHERE prop_type = 'medal' ORDER BY id LIMIT 1")).id;
  plate = (await one<{ id: number }>('SELECT id FROM nameplate ORDER BY id LIMIT 1')).id;
});

afterAll(() => drop());

describe('payReward', () => {
  it('pays coins once per source key and member: a second call pays nothing and says so', async () => {
    const [a, b, c] = members as [number, number, number];
    const before = await gold([a, b, c]);
    const first = await pay({ kind: 'coins', amount: 500 }, [b, a, a], 'test:coins');
    expect(first).toMatchObject({ paid: [a, b], already: [] });
    expect(first.postingIds).toHaveLength(2);

    const again = await pay({ kind: 'coins', amount: 500 }, [a, b], 'test:coins');
    expect(again).toEqual({ paid: [], already: [a, b], postingIds: [], recordIds: [] });
    // A member the key has not paid yet is paid; the others are not paid again.
    const more = await pay({ kind: 'coins', amount: 500 }, [a, c], 'test:coins');
    expect(more).toMatchObject({ paid: [c], already: [a] });

    expect(await gold([a, b, c])).toEqual(before.map((value) => value + 500));
    expect(
      await rows(
        'SELECT member_id::int, amount::int, issue_type, admin_id, admin_name, reason FROM ledger_posting WHERE source_key = $1 ORDER BY member_id',
        ['test:coins'],
      ),
    ).toEqual(
      [a, b, c].map((id) => ({
        member_id: id,
        amount: 500,
        issue_type: '8',
        admin_id: 0,
        admin_name: 'system',
        reason: 'Weekly ranking reward',
      })),
    );
    expect(await count('reward_payout', 'source_key = $1', ['test:coins'])).toBe(3);
    // The ledger still balances: each posting's two entries sum to zero.
    expect(await count('ledger_entry e JOIN ledger_posting p ON p.id = e.posting_id', 'p.source_key = $1', ['test:coins'])).toBe(
      6,
    );
  });

  it('gives gifts, props, medals and nameplates through their grants, once per key', async () => {
    const [, , , d, e] = members as number[];
    const ids = [d as number, e as number];
    const backpack = () =>
      one<{ n: number }>(
        'SELECT coalesce(sum(count), 0)::int AS n FROM gift_backpack WHERE gift_id = $1 AND member_id = ANY($2)',
        [gift, ids],
      );
    const giftsBefore = (await backpack()).n;
    const propsBefore = await count('member_prop', 'member_id = ANY($1)', [ids]);
    const platesBefore = await count('nameplate_grant', 'member_id = ANY($1)', [ids]);
    for (let round = 0; round < 2; round++) {
      const payouts = [
        await pay({ kind: 'gift', item_id: gift, amount: 3 }, ids, 'test:gift'),
        await pay({ kind: 'prop', item_id: car.id }, ids, 'test:prop'),
        await pay({ kind: 'medal', item_id: medal, days: 7 }, ids, 'test:medal'),
        await pay({ kind: 'nameplate', item_id: plate, days: 30 }, ids, 'test:plate'),
        await pay({ kind: 'nothing' }, ids, 'test:nothing'),
      ];
      for (const payout of payouts)
        expect(payout).toMatchObject(round === 0 ? { paid: ids, already: [] } : { paid: [], already: ids });
    }
    expect((await backpack()).n).toBe(giftsBefore + 6);
    expect(await count('gift_bag', 'source_key = $1', ['test:gift'])).toBe(2);
    // A car lasts its own validity; the medal the reward's days.
    expect(
      await rows(
        "SELECT kind, item_id, days, admin_name FROM prop_grant WHERE source_key LIKE 'test:%' ORDER BY source_key, member_id",
      ),
    ).toEqual([
      ...ids.map(() => ({ kind: 'prop', item_id: medal, days: 7, admin_name: 'system' })),
      ...ids.map(() => ({ kind: 'nameplate', item_id: plate, days: 30, admin_name: 'system' })),
      ...ids.map(() => ({ kind: 'prop', item_id: car.id, days: car.days, admin_name: 'system' })),
    ]);
    expect(await count('member_prop', "member_id = ANY($1) AND source = 'reward'", [ids])).toBe(4);
    expect(await count('member_prop', 'member_id = ANY($1)', [ids])).toBe(propsBefore + 4);
    expect(await count('nameplate_grant', 'member_id = ANY($1)', [ids])).toBe(platesBefore + 2);
    expect(await count('reward_payout', "source_key = 'test:nothing'")).toBe(2);
  });

  it('pays a batch in the caller’s transaction: one refusal leaves none of it paid', async () => {
    const [a, b] = members as [number, number];
    const before = { gold: await gold([a, b]), postings: await count('ledger_posting'), payouts: await count('reward_payout') };
    // An unknown recipient refuses the whole call, naming it.
    const unknown = await pay({ kind: 'coins', amount: 10 }, [a, b, 999_999_999], 'test:batch').catch(refusal);
    expect(unknown).toEqual({ key: 'unknown_recipients', params: { ids: '999999999' } });
    // A refusal after a payout made in the same transaction undoes that payout too.
    const later = await db
      .transaction(async (tx) => {
        await payReward(ormFor(tx), { kind: 'coins', amount: 10 }, [a, b], 'test:batch', OPTIONS);
        await payReward(ormFor(tx), { kind: 'medal', item_id: car.id }, [a, b], 'test:batch-medal', OPTIONS);
      })
      .catch(refusal);
    expect(later).toEqual({ key: 'reward_not_medal', params: { id: car.id } });
    expect({ gold: await gold([a, b]), postings: await count('ledger_posting'), payouts: await count('reward_payout') }).toEqual(
      before,
    );
    // Nothing was half done: the key pays in full later.
    expect(await pay({ kind: 'coins', amount: 10 }, [a, b], 'test:batch')).toMatchObject({ paid: [a, b], already: [] });
  });

  it('refuses a malformed reward, a missing item and recipients outside the given scope', async () => {
    const [a] = members as [number];
    const attempts: [Reward, string][] = [
      [{ kind: 'coins' }, 'reward_coins_required'],
      [{ kind: 'coins', amount: 1_000_001 }, 'reward_coins_range'],
      [{ kind: 'gift', amount: 2 }, 'reward_gift_required'],
      [{ kind: 'nameplate', item_id: plate }, 'reward_days_required'],
      [{ kind: 'bonus' } as unknown as Reward, 'reward_invalid'],
      [{ kind: 'gift', item_id: 987_654, amount: 1 }, 'reward_item_unknown'],
      [{ kind: 'prop', item_id: 987_654 }, 'reward_item_unknown'],
    ];
    for (const [reward, key] of attempts) {
      expect(await pay(reward, [a], 'test:refused').catch(refusal), JSON.stringify(reward)).toMatchObject({ key });
    }
    const { region_id } = await one<{ region_id: number }>('SELECT region_id FROM member WHERE id = $1', [a]);
    const elsewhere = { all: false, regionIds: [region_id + 1], countryIds: [] };
    const outside = await pay({ kind: 'coins', amount: 1 }, [a], 'test:refused', { scope: elsewhere }).catch(refusal);
    expect(outside).toEqual({ key: 'recipients_out_of_region', params: { ids: String(a) } });
    expect(await count('reward_payout', 'source_key = $1', ['test:refused'])).toBe(0);
  });

  it('pays once when two transactions race with one key', async () => {
    const [, , , , , f] = members as number[];
    const before = await gold([f as number]);
    const payouts = await Promise.all(
      Array.from({ length: 4 }, () => pay({ kind: 'coins', amount: 70 }, [f as number], 'test:race')),
    );
    expect(payouts.filter((payout) => payout.paid.length === 1)).toHaveLength(1);
    expect(payouts.filter((payout) => payout.already.length === 1)).toHaveLength(3);
    expect(await gold([f as number])).toEqual(before.map((value) => value + 70));
    expect(await count('ledger_posting', 'source_key = $1', ['test:race'])).toBe(1);
  });
});
