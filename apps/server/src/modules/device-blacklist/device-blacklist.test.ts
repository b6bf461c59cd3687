import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Entry = { id: number; kind: string; value: string; status: string; expires_at: number | null; remove_reason: string };
type Page = { list: Entry[]; total: number };
const entry = { kind: 'device', level: 3, reason: 'emulator farm', duration: 'h24' };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('DeviceBlack', () => {
  it('adds an entry with an expiry from the preset, and refuses the same live value twice', async () => {
    const added = await t.call<Entry>('DeviceBlack/add', { ...entry, value: 'dev-abc-123' }, { token: admin });
    expect(added.data).toMatchObject({ status: 'active', expires_at: t.clock.now() + 86_400 });
    const again = await t.call('DeviceBlack/add', { ...entry, value: 'dev-abc-123' }, { token: admin });
    expect(again).toMatchObject({ status: 400, data: { errors: { value: 'Already exists' } } });
  });

  it('checks the value’s shape for its kind, and requires a reason', async () => {
    expect((await t.call('DeviceBlack/add', { ...entry, kind: 'ip', value: '1.2.3' }, { token: admin })).status).toBe(400);
    expect((await t.call('DeviceBlack/add', { ...entry, kind: 'ip', value: '203.0.113.7' }, { token: admin })).status).toBe(200);
    expect((await t.call('DeviceBlack/add', { ...entry, reason: '', value: 'dev-x-1' }, { token: admin })).data).toEqual({
      errors: { reason: 'Cannot be empty' },
    });
  });

  it('lets an entry expire by itself, and the value can be blacklisted again', async () => {
    await t.call('DeviceBlack/add', { ...entry, value: 'dev-expiring' }, { token: admin });
    t.clock.advance(86_401);
    admin = await t.login('admin'); // a day later the old session has ended too
    const expired = await t.call<Page>('DeviceBlack/list', { status: 'expired', value: 'dev-expiring' }, { token: admin });
    expect(expired.data.list.map((e) => e.status)).toEqual(['expired']);
    const active = await t.call<Page>('DeviceBlack/list', { status: 'active', value: 'dev-expiring' }, { token: admin });
    expect(active.data.total).toBe(0);
    expect(
      (await t.call('DeviceBlack/add', { ...entry, duration: 'permanent', value: 'dev-expiring' }, { token: admin })).status,
    ).toBe(200);
  });

  it('takes an entry off with a reason, keeps it as history, and logs before and after', async () => {
    const added = await t.call<Entry>('DeviceBlack/add', { ...entry, value: 'dev-appeal-1' }, { token: admin });
    expect((await t.call('DeviceBlack/remove', { id: added.data.id }, { token: admin })).data).toEqual({
      errors: { reason: 'Cannot be empty' },
    });
    const removed = await t.call<Entry>('DeviceBlack/remove', { id: added.data.id, reason: 'appeal accepted' }, { token: admin });
    expect(removed.data).toMatchObject({ status: 'removed', remove_reason: 'appeal accepted' });
    expect((await t.call('DeviceBlack/remove', { id: added.data.id, reason: 'again' }, { token: admin })).status).toBe(400);
    const [row] = await t.logRows(`action = 'remove' AND target_id = $1`, [String(added.data.id)]);
    expect(row).toMatchObject({
      before: { status: 'active' },
      after: { status: 'removed', remove_reason: 'appeal accepted' },
      admin_name: 'admin',
    });
  });
});
