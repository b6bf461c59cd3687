import { MenuIds, resource, unixAtWallClock, windowStateField } from '@console/contract';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createdColumns, unixSeconds } from '../../db/columns.ts';
import { MODULES } from '../../modules/index.ts';
import { serveResource } from './serve-resource.ts';

/**
 * The kit's time windows (issue 28 item 2): a declared start and end, the state derived from the
 * clock with its filter, the end after the start, and no two windows of one region meeting — judged
 * under one lock per region, so saves sent at once are judged one after the other. No hook: the
 * module serves the declaration as it is.
 */
const events = resource({
  module: 'TestEvents',
  namespace: 'testEvents',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': { noun: '测试活动', fields: { name: '名称', start_at: '开始时间', end_at: '结束时间' } },
    en: { noun: 'test event', fields: { name: 'Name', start_at: 'Starts', end_at: 'Ends' } },
  },
  scope: { region: 'region_id' },
  fields: {
    name: { kind: 'text', max: 40, required: true },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    start_at: { kind: 'time', nullable: true },
    end_at: { kind: 'time', nullable: true },
    window_state: windowStateField(),
  },
  window: { start: 'start_at', end: 'end_at', state: 'window_state', noOverlap: { per: ['region_id'] } },
  actions: { list: 'list', save: 'save', delete: 'delete' },
});
const table = pgTable('test_event', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  regionId: integer('region_id').notNull(),
  startAt: unixSeconds('start_at'),
  endAt: unixSeconds('end_at'),
  ...createdColumns(),
});
const testModule = { name: 'test-events', actions: serveResource(events, table) };

const ZONE = 'Asia/Shanghai';
/** Unix seconds of a day's midnight in the console's zone. */
const day = (year: number, month: number, date: number) =>
  unixAtWallClock({ year, month, day: date, hour: 0, minute: 0, second: 0 }, ZONE);

type Event = {
  id: number;
  name: string;
  region_id: number;
  start_at: number | null;
  end_at: number | null;
  window_state: string;
};
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, testModule], timeZone: ZONE });
  await t.db.query(`CREATE TABLE test_event (
    id serial PRIMARY KEY, name text NOT NULL, region_id integer NOT NULL, start_at bigint, end_at bigint,
    created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  admin = await t.login('admin');
});

const save = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Event>('TestEvents/save', body, { token: admin, lang });
const listed = async (input: Record<string, unknown> = {}) =>
  (await t.call<{ list: Event[]; total: number }>('TestEvents/list', { pn: 100, ...input }, { token: admin })).data;
const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM test_event')).rows[0]?.n);

describe('a declared time window', () => {
  it('derives scheduled → running → ended from the clock, and filters by it as it derives', async () => {
    const now = t.clock.now();
    const saved = await save({ name: 'Clock', region_id: 5, start_at: now + 10, end_at: now + 20 });
    expect(saved).toMatchObject({ status: 200, data: { window_state: 'scheduled' } });
    const open = await save({ name: 'Open', region_id: 6 });
    expect(open.data.window_state).toBe('running');
    for (const state of ['scheduled', 'running', 'ended'] as const) {
      const { list } = await listed({ window_state: state });
      expect(list.some((event) => event.id === saved.data.id)).toBe(state === 'scheduled');
      expect(list.every((event) => event.window_state === state)).toBe(true);
    }
    t.clock.advance(10);
    expect((await listed({ window_state: 'running' })).list.map((event) => event.id)).toContain(saved.data.id);
    t.clock.advance(10);
    const ended = await listed({ window_state: 'ended' });
    expect(ended.list.find((event) => event.id === saved.data.id)?.window_state).toBe('ended');
    expect((await listed({ window_state: 'running' })).list.map((event) => event.id)).toContain(open.data.id);
  });

  it('refuses an end not after the start, naming both fields in the reader’s language, and writes nothing', async () => {
    const before = await count();
    const start = day(2027, 3, 1);
    for (const end of [start, start - 1]) {
      const english = await save({ name: 'Backwards', region_id: 4, start_at: start, end_at: end });
      expect(english).toMatchObject({
        status: 400,
        msg: '“Ends” must be after “Starts”',
        data: { errors: { end_at: '“Ends” must be after “Starts”' } },
      });
      const chinese = await save({ name: 'Backwards', region_id: 4, start_at: start, end_at: end }, 'zh-cn');
      expect(chinese).toMatchObject({ status: 400, msg: '结束时间须晚于开始时间' });
    }
    // An edit moving only the end before the stored start is judged with the stored start.
    const kept = await save({ name: 'Kept', region_id: 4, start_at: start, end_at: start + 3600 });
    expect(kept.status).toBe(200);
    expect(await save({ id: kept.data.id, name: 'Kept', region_id: 4, end_at: start - 60 })).toMatchObject({
      status: 400,
      data: { errors: { end_at: expect.any(String) } },
    });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a window overlapping another of the same region, naming it, and writes nothing', async () => {
    const spring = await save({ name: 'Spring festival', region_id: 2, start_at: day(2027, 2, 1), end_at: day(2027, 2, 7) });
    expect(spring.status).toBe(200);
    const before = await count();
    const overlapping = await save({ name: 'Lantern week', region_id: 2, start_at: day(2027, 2, 6), end_at: day(2027, 2, 10) });
    const words = 'Overlaps “Spring festival” (2027-02-01 00:00 – 2027-02-07 00:00) in the same region';
    expect(overlapping).toMatchObject({ status: 400, msg: words, data: { errors: { end_at: words } } });
    const chinese = await save({ name: 'Lantern week', region_id: 2, start_at: day(2027, 2, 6) }, 'zh-cn');
    expect(chinese.msg).toBe('与「Spring festival」(2027-02-01 00:00 – 2027-02-07 00:00)在相同区域下时间重叠');
    // A window with no start meets every earlier one; the open bound shows as an ellipsis.
    const since = await save({ name: 'Since ever', region_id: 9, end_at: day(2027, 1, 1) });
    expect(since.status).toBe(200);
    const inside = await save({ name: 'Inside', region_id: 9, start_at: day(2026, 12, 1), end_at: day(2026, 12, 2) });
    expect(inside.msg).toBe('Overlaps “Since ever” (… – 2027-01-01 00:00) in the same region');
    expect(await count()).toBe(before + 1);
    // Moving a saved window onto another is refused too; an edit is not judged against itself.
    const later = await save({ name: 'Later', region_id: 2, start_at: day(2027, 3, 1), end_at: day(2027, 3, 5) });
    expect(later.status).toBe(200);
    expect((await save({ id: later.data.id, name: 'Later', region_id: 2, start_at: day(2027, 2, 5) })).status).toBe(400);
    expect((await save({ id: later.data.id, name: 'Later, renamed', region_id: 2, end_at: day(2027, 3, 6) })).status).toBe(200);
  });

  it('accepts a window meeting another’s end exactly, and one in another region', async () => {
    await save({ name: 'Summer', region_id: 10, start_at: day(2027, 7, 1), end_at: day(2027, 7, 8) });
    const next = await save({ name: 'After summer', region_id: 10, start_at: day(2027, 7, 8), end_at: day(2027, 7, 9) });
    expect(next.status, next.msg).toBe(200);
    const elsewhere = await save({ name: 'Summer abroad', region_id: 11, start_at: day(2027, 7, 2), end_at: day(2027, 7, 5) });
    expect(elsewhere.status, elsewhere.msg).toBe(200);
  });

  it('saves exactly one of 8 overlapping windows sent at once (on PostgreSQL the saves run side by side)', async () => {
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        save({ name: `Race ${n}`, region_id: 12, start_at: day(2027, 5, 1) + n * 3600, end_at: day(2027, 5, 3) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.msg).toMatch(/^Overlaps “Race \d” \(2027-05-01 0\d:00 – 2027-05-03 00:00\)/);
    expect(await count()).toBe(before + 1);
    expect((await listed({ region_id: 12 })).total).toBe(1);
  });
});
