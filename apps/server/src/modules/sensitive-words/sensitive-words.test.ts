import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Word = { id: number; word: string; region_id: number; record: boolean };
type Page = { list: Word[]; total: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
});

describe('SensitiveWords', () => {
  it('adds a word and refuses an empty one, an unknown region, and a duplicate in any case', async () => {
    const added = await t.call<Word>(
      'SensitiveWords/save',
      { word: ' Spam Link ', region_id: 0, record: 'false' },
      { token: admin },
    );
    expect(added.data).toMatchObject({ word: 'Spam Link', region_id: 0, record: false });
    expect((await t.call('SensitiveWords/save', { word: ' ', region_id: 0 }, { token: admin })).data).toEqual({
      errors: { word: 'Cannot be empty' },
    });
    expect((await t.call('SensitiveWords/save', { word: 'x', region_id: 7 }, { token: admin })).data).toEqual({
      errors: { region_id: 'Invalid option' },
    });
    const duplicate = await t.call('SensitiveWords/save', { word: 'SPAM LINK', region_id: 0 }, { token: admin, lang: 'zh-cn' });
    expect(duplicate).toMatchObject({ status: 400, data: { errors: { word: '已存在' } } });
    expect((await t.call('SensitiveWords/save', { word: 'SPAM LINK', region_id: 9 }, { token: admin })).status).toBe(200);
  });

  it('edits a word and logs before and after', async () => {
    const added = await t.call<Word>('SensitiveWords/save', { word: 'old wording', region_id: 0 }, { token: admin });
    await t.call(
      'SensitiveWords/save',
      { id: added.data.id, word: 'new wording', region_id: 0, record: 'true' },
      { token: admin },
    );
    const [row] = (await t.logRows(`action = 'save' AND target_id = $1`, [String(added.data.id)])).slice(-1);
    expect(row).toMatchObject({ before: { word: 'old wording' }, after: { word: 'new wording' } });
  });

  it('deletes all or none', async () => {
    const a = await t.call<Word>('SensitiveWords/save', { word: 'delete me a', region_id: 0 }, { token: admin });
    const reply = await t.call('SensitiveWords/delete', { ids: `${a.data.id},999999` }, { token: admin });
    expect(reply.status).toBe(400);
    expect((await t.call<Page>('SensitiveWords/list', { word: 'delete me a' }, { token: admin })).data.total).toBe(1);
    expect((await t.call('SensitiveWords/delete', { ids: a.data.id }, { token: admin })).data).toEqual({ deleted: 1 });
  });

  it('imports a pasted list, skipping words already there', async () => {
    const reply = await t.call('SensitiveWords/import', { region_id: 2, words: '刷币, 新词一 新词二,新词一' }, { token: admin });
    expect(reply.data).toMatchObject({ total: 4, imported: 2, skipped: 2, failed: [] });
  });

  it('shows which words a text hits, in order', async () => {
    const reply = await t.call<{ hits: { word: string; index: number }[] }>(
      'SensitiveWords/test',
      { text: 'Send me FREE COINS on Telegram now', region_id: 0 },
      { token: admin },
    );
    expect(reply.data.hits.map((h) => [h.word, h.index])).toEqual([
      ['free coins', 8],
      ['telegram', 22],
    ]);
    expect(
      (await t.call<{ hits: unknown[] }>('SensitiveWords/test', { text: 'hello there' }, { token: admin })).data.hits,
    ).toEqual([]);
  });

  it('keeps a country admin to their region for list, test, save and delete', async () => {
    const list = await t.call<Page>('SensitiveWords/list', { pn: 200 }, { token: countryAdmin });
    expect(list.status, list.msg).toBe(200);
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.data.list.every((w) => w.region_id === 1)).toBe(true);
    const hits = await t.call<{ hits: unknown[] }>('SensitiveWords/test', { text: 'free coins' }, { token: countryAdmin });
    expect(hits.data.hits).toEqual([]);
    expect((await t.call('SensitiveWords/save', { word: 'x', region_id: 0 }, { token: countryAdmin })).status).toBe(403);
    const foreign = await t.db.query<{ id: number }>('SELECT id FROM sensitive_word WHERE region_id = 0 LIMIT 1');
    expect((await t.call('SensitiveWords/delete', { ids: foreign.rows[0]?.id }, { token: countryAdmin })).status).toBe(403);
    expect((await t.call('SensitiveWords/save', { word: 'غش', region_id: 1 }, { token: countryAdmin })).status).toBe(200);
  });
});
