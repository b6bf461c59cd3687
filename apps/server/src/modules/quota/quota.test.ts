import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { serverTimeZone } from '../../engine/jobs/job-runner.ts';
import { dailyQuotaCheck, dayIn } from './quota-check.ts';

let t: TestApp;
const ids: Record<string, number> = {};

async function setQuota(username: string, quota: { gift?: [number, number]; prop?: [number, number]; gold?: [number, number] }) {
  const [giftQuota, giftUsed] = quota.gift ?? [0, 0];
  const [propQuota, propUsed] = quota.prop ?? [0, 0];
  const [goldQuota, goldUsed] = quota.gold ?? [0, 0];
  await t.db.query(
    `UPDATE admin SET gift_quota = $2, gift_used = $3, prop_quota = $4, prop_used = $5, gold_quota = $6, gold_used = $7
     WHERE username = $1`,
    [username, giftQuota, giftUsed, propQuota, propUsed, goldQuota, goldUsed],
  );
}

async function warnings(): Promise<{ admin_id: number; day: string }[]> {
  const { rows } = await t.db.query<{ admin_id: number; day: string }>(
    'SELECT admin_id, day FROM quota_warning ORDER BY day, admin_id',
  );
  return rows;
}

/** Runs the check once more through the queue, as a second node or a retry would, and answers whom it warned. */
async function runCheck(): Promise<number[]> {
  const id = await t.app.jobs.send(dailyQuotaCheck.name, {});
  for (let i = 0; i < 300 && (await t.app.jobs.stateOf(dailyQuotaCheck.name, id)) !== 'completed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await t.db.query<{ result: { warned: number[] } }>('SELECT result FROM job_run WHERE id = $1', [id]);
  return rows[0]?.result.warned ?? [];
}

beforeAll(async () => {
  t = await startTestApp();
  const { rows } = await t.db.query<{ id: number; username: string }>('SELECT id, username FROM admin');
  for (const row of rows) ids[row.username] = row.id;
  // Nobody has a quota but the admins below.
  await t.db.query(
    'UPDATE admin SET gift_quota = 0, gift_used = 0, prop_quota = 0, prop_used = 0, gold_quota = 0, gold_used = 0',
  );
  await setQuota('admin', { gift: [100, 99] }); // uid 1: never warned
  await setQuota('operator', { gift: [100, 91] }); // over on gifts
  await setQuota('area_manager', { prop: [10, 10], gold: [100, 1] }); // over on props
  await setQuota('agent', { gold: [1_000_000, 900_000] }); // exactly 90 %: not over
  await setQuota('promoter', { prop: [0, 5] }); // no quota assigned: unused, not over
  await setQuota('country_admin', { gold: [10, 10] }); // over, but disabled: nobody to warn
  await t.db.query(`UPDATE admin SET status = 'disabled' WHERE username = 'country_admin'`);
  // The check as a running server does it: at start, then on its schedule.
  await t.app.jobs.start(t.app.registry, { pollingIntervalSeconds: 0.5 });
  await t.app.jobs.caughtUp();
});

afterAll(async () => {
  await t.app.jobs.stop();
});

describe('daily quota check (SPEC §6)', () => {
  it('warns every enabled admin but uid 1 with a quota used over 90 %, once a day', async () => {
    const today = dayIn(t.clock.now(), serverTimeZone());
    expect(await warnings()).toEqual(
      [
        { admin_id: ids.operator, day: today },
        { admin_id: ids.area_manager, day: today },
      ].sort((a, b) => a.admin_id - b.admin_id),
    );

    // A second run the same day (a retry, another node, a restart) warns nobody again.
    await setQuota('agent', { gold: [1_000_000, 950_000] });
    expect(await runCheck()).toEqual([ids.agent]);
    expect(await runCheck()).toEqual([]);
    expect((await warnings()).map((w) => w.admin_id).sort()).toEqual([ids.operator, ids.area_manager, ids.agent].sort());
  });

  it('tells the shell whom it warned, and warns again the next day', async () => {
    const operator = await t.login('operator');
    const admin = await t.login('admin');
    const today = dayIn(t.clock.now(), serverTimeZone());
    expect((await t.call('CommonHelper/quotaWarning', {}, { token: operator })).data).toEqual({ warned_on: today });
    expect((await t.call('CommonHelper/quotaWarning', {}, { token: admin })).data).toEqual({ warned_on: null });

    t.clock.advance(24 * 3600);
    const tomorrow = dayIn(t.clock.now(), serverTimeZone());
    expect(await runCheck()).toEqual([ids.operator, ids.area_manager, ids.agent].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect((await warnings()).filter((w) => w.day === tomorrow)).toHaveLength(3);
    // Once the admin is back under 90 %, the next day's check leaves them alone.
    await setQuota('operator', { gift: [100, 10] });
    t.clock.advance(24 * 3600);
    expect(await runCheck()).toEqual([ids.area_manager, ids.agent].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });
});
