import { MenuIds, resource } from '@console/contract';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { unixSeconds } from '../../db/columns.ts';
import { MODULES } from '../../modules/index.ts';
import { exportColumns } from './resource-export.ts';
import { serveResource } from './serve-resource.ts';

/**
 * The kit's structured kinds on a resource of their own (issue 28 items 5, 7, 10): a percent typed
 * as text and kept in basis points, a reward checked by its kind's parts and stored as JSON, a field
 * required only while another has some value.
 */
const tiers = resource({
  module: 'TestTiers',
  namespace: 'testTiers',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': {
      noun: '档位',
      fields: {
        name: '名称',
        share: '分成比例',
        prize: '奖励',
        link: '链接',
        link_type: '链接类型',
        draw: '抽奖',
        rounds: '轮数',
        mode: '方式',
      },
    },
    en: {
      noun: 'tier',
      fields: {
        name: 'Name',
        share: 'Share',
        prize: 'Prize',
        link: 'Link',
        link_type: 'Link type',
        draw: 'Draw',
        rounds: 'Rounds',
        mode: 'Mode',
      },
    },
  },
  fields: {
    name: { kind: 'text', max: 20, required: true },
    share: { kind: 'percent', required: true },
    prize: { kind: 'reward', required: true },
    link_type: { kind: 'enum', values: ['none', 'web'], default: 'none' },
    link: { kind: 'text', max: 200, nullable: true, requiredWhen: { field: 'link_type', is: ['web'] } },
    draw: {
      kind: 'object',
      nullable: true,
      of: {
        rounds: { kind: 'int', min: 1, max: 10, required: true },
        mode: { kind: 'enum', values: ['each', 'once'], default: 'each' },
      },
    },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'list', save: 'save', export: 'listExport' },
});
const table = pgTable('test_tier', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  share: integer('share').notNull(),
  prize: jsonb('prize').notNull(),
  linkType: text('link_type').notNull(),
  link: text('link'),
  draw: jsonb('draw'),
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});

type Tier = { id: number; name: string; share: string; prize: Record<string, unknown>; link: string | null };
let t: TestApp;
let admin: string;
const save = (input: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Tier>('TestTiers/save', input, { token: admin, lang });
const count = async () => Number((await t.db.query('SELECT count(*) AS n FROM test_tier')).rows[0]?.n);

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, { name: 'test-tiers', actions: serveResource(tiers, table) }] });
  await t.db.query(`CREATE TABLE test_tier (
    id serial PRIMARY KEY, name text NOT NULL, share integer NOT NULL, prize jsonb NOT NULL, link_type text NOT NULL,
    link text, draw jsonb, created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  admin = await t.login('admin');
});

describe('percent, reward and conditional-required fields', () => {
  it('keeps a percent in basis points and answers it as typed text; stores a reward in its canonical form', async () => {
    // A form sends the reward as JSON text, with a part its kind does not take left from another kind.
    const saved = await save({ name: 'Gold', share: '12.5', prize: JSON.stringify({ kind: 'coins', amount: 500, days: 3 }) });
    expect(saved.status, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ share: '12.50', prize: { kind: 'coins', amount: 500 } });
    expect(saved.data.prize).not.toHaveProperty('days');
    const { rows } = await t.db.query<{ share: number; prize: unknown }>('SELECT share, prize FROM test_tier WHERE id = $1', [
      saved.data.id,
    ]);
    expect(rows[0]).toEqual({ share: 1250, prize: { kind: 'coins', amount: 500 } });
    // The export writes the reward in words.
    const prizeColumn = exportColumns(tiers).find((column) => column.header.en === 'Prize');
    expect(prizeColumn?.value(saved.data, 'en-us')).toBe('Coins 500');
    expect(prizeColumn?.value(saved.data, 'zh-cn')).toBe('金币 500');
  });

  it('refuses a bad percent and a reward missing its kind’s part, in the reader’s language, saving nothing', async () => {
    const before = await count();
    const percent = await save({ name: 'Bad', share: '12.345', prize: JSON.stringify({ kind: 'nothing' }) });
    expect(percent.data).toMatchObject({ errors: { share: 'Enter a percent with at most two decimals' } });
    const over = await save({ name: 'Bad', share: '100.01', prize: JSON.stringify({ kind: 'nothing' }) }, 'zh-cn');
    expect(over.data).toMatchObject({ errors: { share: '数值过大' } });
    const gift = await save({ name: 'Bad', share: '1', prize: JSON.stringify({ kind: 'gift', amount: 2 }) });
    expect(gift.status).toBe(400);
    expect(gift.data).toMatchObject({ errors: { prize: expect.stringMatching(/gift/i) } });
    expect(await count()).toBe(before);
  });

  it('requires a field only while another has the value that needs it', async () => {
    const base = { name: 'Linked', share: '1', prize: JSON.stringify({ kind: 'nothing' }) };
    const missing = await save({ ...base, link_type: 'web' });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ errors: { link: 'Cannot be empty' } });
    expect((await save({ ...base, link_type: 'web', link: 'https://example.com' })).status).toBe(200);
    expect((await save({ ...base, link_type: 'none' })).status).toBe(200);
  });

  it('keeps an object field’s settings together, with its fields’ defaults, and refuses one it does not declare', async () => {
    const base = { name: 'Drawn', share: '1', prize: JSON.stringify({ kind: 'nothing' }) };
    const saved = await save({ ...base, draw: JSON.stringify({ rounds: 3 }) });
    expect(saved.status, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ draw: { rounds: 3, mode: 'each' } });
    const { rows } = await t.db.query<{ draw: unknown }>('SELECT draw FROM test_tier WHERE id = $1', [saved.data.id]);
    expect(rows[0]?.draw).toEqual({ rounds: 3, mode: 'each' });
    const unknown = await save({ ...base, draw: JSON.stringify({ rounds: 3, prize: 1 }) });
    expect(unknown.data).toMatchObject({ errors: { draw: 'This field is not accepted' } });
    const over = await save({ ...base, draw: JSON.stringify({ rounds: 11 }) }, 'zh-cn');
    expect(over.data).toMatchObject({ errors: { draw: '数值过大' } });
  });
});
