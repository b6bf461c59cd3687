import { actionKey, menuIdsOf, RESOURCES, Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../src/engine/registry.ts';
import { MODULES } from '../src/modules/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { SAMPLES, type SampleEnv, sampleEnv } from './samples.ts';
import { createAdminWithSession } from './staff.ts';

/**
 * Every action × every kind of caller that must be refused. Generated from the registry, so a new
 * action is covered the moment it is declared.
 */
const registry = buildRegistry(MODULES);
const actions = [...registry.actions.values()];
const guarded = actions.filter((a) => a.spec.permission !== 'public');
const menuGuarded = actions.filter((a) => typeof a.spec.permission === 'object');
const targetScoped = actions.filter((a) => a.spec.scope && 'target' in a.spec.scope);
const isExport = (a: (typeof actions)[number]) => a.export !== undefined;
const listScoped = actions.filter((a) => a.spec.scope && 'list' in a.spec.scope && !isExport(a));
const exportScoped = actions.filter((a) => a.spec.scope && 'list' in a.spec.scope && isExport(a));

/** Every menu id some action needs. */
const allMenuIds = () => [
  ...new Set(menuGuarded.flatMap((a) => (typeof a.spec.permission === 'object' ? menuIdsOf(a.spec.permission.menu) : []))),
];

let t: TestApp;
let env: SampleEnv;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  env = await sampleEnv(t);
  const now = t.clock.now();
  tokens.expired = await createAdminWithSession(t.db, {
    username: 'expired',
    kind: 'super_admin',
    now,
    lastSeenAt: now - 6 * 3600,
  });
  tokens.disabled = await createAdminWithSession(t.db, { username: 'disabled', kind: 'super_admin', status: 'disabled', now });
  tokens.powerless = await createAdminWithSession(t.db, { username: 'powerless', kind: 'custom', menuIds: [], now });
  // Holds every menu but is denied every action: a deny must win over the menu for each one.
  tokens.deniedAll = await createAdminWithSession(t.db, {
    username: 'denied',
    kind: 'custom',
    now,
    menuIds: allMenuIds(),
    deniedActions: menuGuarded.map((a) => actionKey(a.spec)),
  });
  tokens.countryAdmin = await createAdminWithSession(t.db, {
    username: 'region1',
    kind: 'country_admin',
    regionIds: [1],
    now,
    menuIds: allMenuIds(),
  });
  // Re-checked, so a sensitive action reaches its region check rather than asking for the password.
  await t.db.query(
    `UPDATE admin_session SET recheck_at = $1 FROM admin WHERE admin.id = admin_session.admin_id AND admin.username = 'region1'`,
    [now],
  );
});

const bodyFor = (key: string) => SAMPLES[key]?.valid(env) ?? {};

describe('the registry', () => {
  it('declares only permission ids the menu has (an undeclared one stops the server)', () => {
    const bogus = { ...actions[0]!, spec: { ...actions[0]!.spec, action: 'bogus', permission: { menu: 999_999 } } };
    expect(() => buildRegistry([{ name: 'bogus', actions: [bogus] }])).toThrow(/menu id 999999/);
  });

  it('has a sample for every mutating or target-scoped action', () => {
    const missing = actions.filter((a) => (a.spec.mutates || targetScoped.includes(a)) && !SAMPLES[actionKey(a.spec)]);
    expect(missing.map((a) => actionKey(a.spec))).toEqual([]);
  });

  it('has an out-of-region body for every change of a region-scoped resource (exports are checked by their list)', () => {
    const changes = RESOURCES.filter((resource) => resource.scope).flatMap((resource) =>
      resource.specs.filter((spec) => spec.mutates && spec !== resource.export),
    );
    expect(changes.map(actionKey).filter((key) => !SAMPLES[key]?.outOfRegion)).toEqual([]);
  });
});

describe.each(guarded.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  it('refuses a call without a token (401)', async () => {
    expect((await t.call(key, bodyFor(key))).status).toBe(Status.notLoggedIn);
  });
  it('refuses an expired token (401)', async () => {
    expect((await t.call(key, bodyFor(key), { token: tokens.expired })).status).toBe(Status.notLoggedIn);
  });
  it('refuses a disabled admin (406)', async () => {
    expect((await t.call(key, bodyFor(key), { token: tokens.disabled })).status).toBe(Status.sessionRevoked);
  });
  it('refuses a garbage token (401)', async () => {
    expect((await t.call(key, bodyFor(key), { token: 'x'.repeat(43) })).status).toBe(Status.notLoggedIn);
  });
});

describe.each(menuGuarded.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  it('refuses a role without its permission (403) and logs the refusal', async () => {
    const reply = await t.call(key, bodyFor(key), { token: tokens.powerless });
    expect(reply.status).toBe(Status.forbidden);
    const [module, action] = key.split('/');
    const rows = await t.logRows(`admin_name = 'powerless' AND module = $1 AND action = $2`, [module, action]);
    expect(rows.at(-1)).toMatchObject({ result: 'refused', status: 403 });
  });
  it('refuses a role that holds its menu but denies the action (403)', async () => {
    const reply = await t.call(key, bodyFor(key), { token: tokens.deniedAll });
    expect(reply.status, reply.msg).toBe(Status.forbidden);
  });
});

/** Exports hand over their list's rows as a file: a role denied the list is denied the export. */
const exportsOfLists = menuGuarded.filter((a) => a.spec.exportOf !== undefined);

describe.each(exportsOfLists.map((a) => [actionKey(a.spec), a]))('%s', (key, registered) => {
  it('refuses a role denied the list it exports (403)', async () => {
    const list = actionKey({ module: registered.spec.module, action: registered.spec.exportOf! });
    const token = await createAdminWithSession(t.db, {
      username: `no-list-${key}`,
      kind: 'custom',
      now: t.clock.now(),
      menuIds: allMenuIds(),
      deniedActions: [list],
    });
    expect((await t.call(list, {}, { token })).status).toBe(Status.forbidden);
    expect((await t.call(key, bodyFor(key), { token })).status).toBe(Status.forbidden);
  });
});

describe.each(targetScoped.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  it('refuses a region-scoped admin a target outside the region (403)', async () => {
    const reply = await t.call(key, bodyFor(key), { token: tokens.countryAdmin });
    expect(reply.status).toBe(Status.forbidden);
  });
});

/** Resource actions check the region of the rows they change inside the handler, with a body of the sample's. */
const outOfRegion = actions.filter((a) => SAMPLES[actionKey(a.spec)]?.outOfRegion);

describe.each(outOfRegion.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  it('refuses a region-scoped admin a change outside the region (403) and logs the refusal', async () => {
    const reply = await t.call(key, SAMPLES[key]!.outOfRegion!(env), { token: tokens.countryAdmin });
    expect(reply.status, reply.msg).toBe(Status.forbidden);
    const [module, action] = key.split('/');
    const rows = await t.logRows(`admin_name = 'region1' AND module = $1 AND action = $2`, [module, action]);
    expect(rows.at(-1)).toMatchObject({ result: 'refused', status: 403 });
  });
});

/** A row of region 1: its region field is 1, or its regions (a row on several) include 1. */
function inRegionOne(key: string) {
  const resource = RESOURCES.find((one) => one.list && actionKey(one.list) === key);
  const field = resource?.scope?.region ?? 'region_id';
  return (row: Record<string, unknown>) => {
    const value = row[field];
    return Array.isArray(value) ? value.includes(1) : value === 1;
  };
}

describe.each(listScoped.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  it('lists only rows of the caller’s region, and counts only those', async () => {
    const scoped = await t.call<{ list: Record<string, unknown>[]; total: number }>(
      key,
      { pn: 200 },
      { token: tokens.countryAdmin },
    );
    const all = await t.call<{ total: number }>(key, { pn: 1 }, { token: await t.login('admin') });
    expect(scoped.status).toBe(200);
    expect(scoped.data.list.length).toBeGreaterThan(0);
    expect(scoped.data.list.every(inRegionOne(key))).toBe(true);
    expect(scoped.data.total).toBeLessThan(all.data.total);
  });
});

/** The CSV lines of a download, header excluded. */
async function downloadRows(url: string): Promise<string[]> {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body
    .split('\r\n')
    .filter((line) => line !== '')
    .slice(1);
}

describe.each(exportScoped.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  it('exports exactly the rows the caller’s list shows, no other region’s', async () => {
    const listKey = key.replace(/Export$/, '');
    const listed = await t.call<{ total: number }>(listKey, { pn: 1 }, { token: tokens.countryAdmin });
    const scoped = await t.call<{ url: string; rows: number }>(key, {}, { token: tokens.countryAdmin });
    const everything = await t.call<{ rows: number }>(key, {}, { token: await t.login('admin') });
    expect(scoped.status, scoped.msg).toBe(200);
    expect(scoped.data.rows).toBe(listed.data.total);
    expect(scoped.data.rows).toBeLessThan(everything.data.rows);
    expect(await downloadRows(scoped.data.url)).toHaveLength(scoped.data.rows);
  });
});
