import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { serverTimeZone } from '../../engine/jobs/job-runner.ts';
import { dayIn } from './quota-check.ts';

/** Issue 31: the quota warning as soon as a grant takes an admin's usage over 90 %, not the next day. */
let t: TestApp;
let countryAdmin: string;
let members: number[];

beforeAll(async () => {
  // No jobs run here: any warning comes from the grants themselves.
  t = await startTestApp();
  countryAdmin = await t.loginRechecked('country_admin');
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 3');
  members = rows.map((row) => row.id);
  await t.db.query(`UPDATE admin SET gold_quota = 1000, gold_used = 0 WHERE username = 'country_admin'`);
});

const send = (token: string, id: number, amount: number) =>
  t.call('SendCoins/sendCoins', { ids: String(id), amount, issue_type: '1', reason: 'Event prize' }, { token });
const warnedOn = async (token: string) =>
  (await t.call<{ warned_on: string | null }>('CommonHelper/quotaWarning', {}, { token })).data.warned_on;

describe('the quota warning at once (SPEC §6)', () => {
  it('comes with the grant that takes usage over 90 %, not one below it', async () => {
    expect((await send(countryAdmin, members[0]!, 900)).status).toBe(200);
    // Exactly 90 % is not over.
    expect(await warnedOn(countryAdmin)).toBeNull();
    expect((await send(countryAdmin, members[1]!, 1)).status).toBe(200);
    expect(await warnedOn(countryAdmin)).toBe(dayIn(t.clock.now(), serverTimeZone()));
    const { rows } = await t.db.query('SELECT 1 FROM quota_warning');
    expect(rows).toHaveLength(1);
  });

  it('is not given by a grant that is refused, and never to uid 1', async () => {
    await t.db.query('DELETE FROM quota_warning');
    await t.db.query(`UPDATE admin SET gold_quota = 1000, gold_used = 0 WHERE username = 'country_admin'`);
    // Over the quota: refused (402), nothing used, nobody warned.
    expect((await send(countryAdmin, members[0]!, 1001)).status).toBe(402);
    expect(await warnedOn(countryAdmin)).toBeNull();

    const admin = await t.loginRechecked('admin');
    await t.db.query('UPDATE admin SET gold_quota = 100, gold_used = 0 WHERE id = 1');
    expect((await send(admin, members[2]!, 95)).status).toBe(200);
    expect(await warnedOn(admin)).toBeNull();
    expect((await t.db.query('SELECT 1 FROM quota_warning')).rows).toHaveLength(0);
  });
});
