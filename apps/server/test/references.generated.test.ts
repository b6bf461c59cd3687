import { type ActionSpec, actionKey, type RefSpec, Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActionError } from '../src/engine/errors.ts';
import { checkReferences } from '../src/engine/refs.ts';
import { buildRegistry } from '../src/engine/registry.ts';
import type { Scope } from '../src/engine/scope.ts';
import { MODULES } from '../src/modules/index.ts';
import { FIXTURE_NOW } from './fixture-db.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createAdminWithSession } from './staff.ts';

/**
 * Issue 27 item 2: every input field that names a member, room, family, group, agent, host or guild
 * is checked against the caller's regions, on every action. Generated from the registry: a field
 * whose name says it names such a row must be the action's target, a declared reference, or a
 * filter of a region-scoped list (which only ever reads inside the caller's regions) — or be
 * listed below with why it names no scoped row.
 */
const registry = buildRegistry(MODULES);
const actions = [...registry.actions.values()].map((registered) => registered.spec);

/** Names that say "this is a member, room, family, group, agent, host or guild". */
const NAMES_A_ROW =
  /^(user|member|room|owner|family|group|agent|host|guild|inviter|invitee|sender|receiver|leader|guest|agent_member)_(id|ids|no|nos)$|^(rooms|jump_room|jump_target)$/;

/** Fields whose names match but which name no scoped row, by `Module/action field`. */
const NOT_REFERENCES: Readonly<Record<string, string>> = {
  'Room/saveRoomNumber room_no': 'the new pretty number given to the target room, not a room',
  'Member/saveUserNo user_no': 'the new pretty number given to the target member, not a member',
  'Invite/bindInviteExcel invitee_ids':
    'checked per row by its handler, which reports every invitee outside the caller’s regions (invite.test.ts)',
  'RoomTopic/uploadRoomsExcel rooms': 'checked per row by its handler, which reports every room outside (room-topic.test.ts)',
  'RoomRunningWater/roomMonitorExcel room_nos':
    'checked per row by its handler, which reports every room outside (room-monitor.test.ts)',
  'InviteNewPeople/teamSave member_ids':
    'checked by its handler, whose refusal names every member outside the caller’s regions (new-user-team.test.ts)',
  'Room/receptionStatistic room_no': 'a filter of sums its query keeps inside the caller’s regions',
  'Room/receptionStatistic member_id': 'a filter of sums its query keeps inside the caller’s regions',
};

function inputFields(spec: ActionSpec): string[] {
  let def = (spec.input as { def?: { type?: string; shape?: object; innerType?: { def?: unknown }; in?: { def?: unknown } } })
    .def;
  while (def && def.type !== 'object') def = (def.innerType?.def ?? def.in?.def) as typeof def;
  return Object.keys(def?.shape ?? {});
}

const isListFilter = (spec: ActionSpec) =>
  !spec.mutates ? spec.scope !== undefined && 'list' in spec.scope : spec.exportOf !== undefined;

describe('fields naming a scoped row', () => {
  it('are each checked against the caller’s regions (target, declared reference or scoped list filter)', () => {
    const unchecked = actions.flatMap((spec) =>
      inputFields(spec)
        .filter((field) => NAMES_A_ROW.test(field))
        .filter((field) => {
          const target = spec.scope && 'target' in spec.scope ? spec.scope.idField : undefined;
          return field !== target && !spec.refs?.[field] && !isListFilter(spec);
        })
        .map((field) => `${actionKey(spec)} ${field}`)
        .filter((name) => !NOT_REFERENCES[name]),
    );
    expect(unchecked).toEqual([]);
  });

  it('stops the server at start when a reference names rows no module finds', () => {
    const [first] = registry.actions.values();
    const bogus = {
      ...first!,
      spec: { ...first!.spec, action: 'bogusRefs', refs: { family_no: { entity: 'family', by: 'number' } } },
    };
    expect(() => buildRegistry([...MODULES, { name: 'bogus', actions: [bogus] as never }])).toThrow(
      /checks family_no as a family by number, which no module finds/,
    );
  });

  it('lists no exemption that no longer exists', () => {
    const names = new Set(actions.flatMap((spec) => inputFields(spec).map((field) => `${actionKey(spec)} ${field}`)));
    expect(Object.keys(NOT_REFERENCES).filter((name) => !names.has(name))).toEqual([]);
  });
});

/** A row of each entity inside region 1 and one outside it, by id and (members, rooms) by pretty number. */
type Keys = { inside: number; outside: number };
const keys: Partial<Record<string, Keys>> = {};
const REGION_ONE: Scope = { all: false, regionIds: [1], countryIds: [] };
let t: TestApp;

/** Where each entity's demo rows are; a row of several regions (`regions`) is inside when region 1 is one of them. */
const ENTITY_TABLES: Record<RefSpec['entity'], { table: string; id: string; number?: string; regions?: true }> = {
  member: { table: 'member', id: 'id', number: 'user_no' },
  room: { table: 'room', id: 'id', number: 'room_no' },
  family: { table: 'family', id: 'id' },
  group: { table: 'chat_group', id: 'id' },
  agent: { table: 'agent', id: 'id' },
  host: { table: 'host', id: 'id' },
  guild: { table: 'guild', id: 'id' },
  studio: { table: 'live_studio', id: 'id' },
  invitePlan: { table: 'agent_invite_plan', id: 'id' },
  gift: { table: 'gift', id: 'id', regions: true },
  hostGroup: { table: 'host_group', id: 'id', regions: true },
  roomColumn: { table: 'room_column', id: 'id', regions: true },
  roomTopic: { table: 'room_topic', id: 'id', regions: true },
  activityTemplate: { table: 'activity_template', id: 'id', regions: true },
};

beforeAll(async () => {
  t = await startTestApp();
  for (const [entity, { table, id, number, regions }] of Object.entries(ENTITY_TABLES)) {
    for (const column of [id, number].filter((name): name is string => name !== undefined)) {
      const pick = async (where: string) => {
        const { rows } = await t.db.query<{ key: string }>(
          `SELECT ${column}::text AS key FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`,
        );
        return Number(rows[0]?.key);
      };
      keys[`${entity} ${column === id ? 'id' : 'number'}`] = regions
        ? { inside: await pick('1 = ANY(regions)'), outside: await pick('NOT 1 = ANY(regions)') }
        : { inside: await pick('region_id = 1'), outside: await pick('region_id <> 1') };
    }
  }
});

const declared = actions.flatMap((spec) => Object.entries(spec.refs ?? {}).map(([field, ref]) => ({ spec, field, ref })));

describe.each(declared.map((one) => [`${actionKey(one.spec)} ${one.field}`, one]))('%s', (_name, { spec, field, ref }) => {
  const body = (key: number) => ({ [field]: key, ...(ref.when ? { [ref.when.field]: ref.when.is[0] } : {}) });
  const demo = () => keys[`${ref.entity} ${ref.by ?? 'id'}`]!;

  it(`refuses a ${ref.entity} outside the caller’s regions, naming the field`, async () => {
    expect(demo().outside, `a demo ${ref.entity} outside region 1`).toBeGreaterThan(0);
    const refusal = await checkReferences(t.db, registry.references, spec, body(demo().outside), REGION_ONE, 'en-us').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ActionError);
    // A field with words of its own (`outside`) says the row is not one the caller may name.
    expect(refusal).toMatchObject({ status: ref.outside ? Status.invalid : Status.forbidden, params: { id: demo().outside } });
    expect((refusal as ActionError).data?.errors).toHaveProperty(field);
  });

  it(`lets a ${ref.entity} inside the caller’s regions, and anything for an unlimited caller, through`, async () => {
    await checkReferences(t.db, registry.references, spec, body(demo().inside), REGION_ONE, 'en-us');
    await checkReferences(t.db, registry.references, spec, body(demo().outside), { all: true }, 'en-us');
  });

  it.runIf(ref.exists)(`refuses a ${ref.entity} that does not exist, naming the key`, async () => {
    const refusal = await checkReferences(t.db, registry.references, spec, body(987_654_321), { all: true }, 'en-us').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ status: Status.invalid, params: { id: 987_654_321 } });
    expect((refusal as ActionError).data?.errors).toHaveProperty(field);
  });
});

/** The probe's reproductions through the API: each took a member or room of another region from a country admin and echoed it. */
describe('the probe’s out-of-region references', () => {
  type Probe = { key: string; field: string; body: (member: Member, rooms: Rooms) => Record<string, unknown> };
  type Member = { id: number; userNo: number; nickname: string };
  type Rooms = { inside: { id: number; roomNo: number }; outside: { id: number; roomNo: number } };
  const message = { region_id: 1, title_en: 'Probe', content_en: 'Probe', jump_type: 'room' };
  const PROBES: Probe[] = [
    {
      key: 'Setting/officialSave',
      field: 'member_id',
      body: (m) => ({ member_id: m.id, display_name: 'Probe', badge: 'official', regions: '1' }),
    },
    { key: 'Invite/addInvite', field: 'inviter_id', body: (m) => ({ invitee_id: insideMember, inviter_id: m.id }) },
    {
      key: 'Room/receptionSet',
      field: 'member_id',
      body: (m, r) => ({ room_no: r.inside.roomNo, member_id: m.id, window_from: '20:00', window_to: '23:00' }),
    },
    {
      key: 'Room/addRoomBlack',
      field: 'user_no',
      body: (m, r) => ({ room_no: r.inside.roomNo, user_no: m.userNo, reason: 'Probe' }),
    },
    { key: 'Room/roomBindAdd', field: 'user_no', body: (m, r) => ({ room_no: r.inside.roomNo, user_no: m.userNo }) },
    { key: 'RoomRunningWater/coinAdd', field: 'user_id', body: (m, r) => ({ room_id: r.inside.id, user_id: m.id }) },
    { key: 'Message/systemMessagePush', field: 'room_id', body: (_m, r) => ({ ...message, room_id: r.outside.id }) },
    {
      key: 'Message/timedMessageSave',
      field: 'room_id',
      body: (_m, r) => ({ ...message, room_id: r.outside.id, send_at: FIXTURE_NOW + 86_400 }),
    },
  ];
  let token: string;
  let member: Member;
  let rooms: Rooms;
  let insideMember: number;

  beforeAll(async () => {
    const now = t.clock.now();
    const menuIds = [
      ...new Set(actions.flatMap((spec) => (typeof spec.permission === 'object' ? [spec.permission.menu].flat() : []))),
    ];
    token = await createAdminWithSession(t.db, {
      username: 'probe_region1',
      kind: 'country_admin',
      regionIds: [1],
      now,
      menuIds,
    });
    await t.db.query(
      `UPDATE admin_session SET recheck_at = $1 FROM admin WHERE admin.id = admin_session.admin_id AND admin.username = 'probe_region1'`,
      [now],
    );
    const outside = await t.db.query<{ id: string; user_no: string; nickname: string }>(
      'SELECT id, user_no, nickname FROM member WHERE region_id <> 1 ORDER BY id DESC LIMIT 1 OFFSET 7',
    );
    member = { id: Number(outside.rows[0]!.id), userNo: Number(outside.rows[0]!.user_no), nickname: outside.rows[0]!.nickname };
    const inside = await t.db.query<{ id: string }>(
      'SELECT id FROM member WHERE region_id = 1 ORDER BY id DESC LIMIT 1 OFFSET 7',
    );
    insideMember = Number(inside.rows[0]!.id);
    const room = async (where: string) => {
      const { rows } = await t.db.query<{ id: string; room_no: string }>(
        `SELECT id, room_no FROM room WHERE ${where} ORDER BY id LIMIT 1`,
      );
      return { id: Number(rows[0]!.id), roomNo: Number(rows[0]!.room_no) };
    };
    rooms = { inside: await room('region_id = 1'), outside: await room('region_id <> 1') };
  });

  it.each(PROBES.map((probe) => [probe.key, probe]))(
    '%s refuses it, names the field, echoes nothing and logs the refusal',
    async (key, probe) => {
      const [module, action] = key.split('/');
      const logged = async () =>
        (await t.logRows(`admin_name = 'probe_region1' AND module = $1 AND action = $2`, [module, action])).length;
      const before = await logged();
      const reply = await t.call<{ errors: Record<string, string> }>(key, probe.body(member, rooms), { token });
      expect(reply.status, reply.msg).toBe(Status.forbidden);
      expect(reply.data.errors[probe.field]).toMatch(/is outside your regions$/);
      expect(JSON.stringify(reply)).not.toContain(member.nickname);
      // A refusal is logged, a read's too (DESIGN §6).
      expect(await logged()).toBe(before + 1);
    },
  );
});
