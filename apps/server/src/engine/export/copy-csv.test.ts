import type { Lang } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { cellsOf, collect, excelJsFile, sheetXmlOf } from '../../../test/xlsx-reference.ts';
import { ormFor } from '../../db/orm.ts';
import { CrlfLines, copiesRows, copyCsvFile, inlineParams } from './copy-csv.ts';
import { copyXlsxFile } from './copy-xlsx.ts';
import { type ExportContext, exportBatches } from './export-batches.ts';
import type { ExportDefinition } from './export-columns.ts';
import { exportFileStream } from './writers.ts';
import { xlsxFile } from './xlsx-file.ts';

/**
 * Issue 32 item 1: a CSV export written by PostgreSQL's COPY is the file the CSV writer makes,
 * byte for byte. PostgreSQL only (CI's second server run, or DATABASE_URL set): PGlite has no COPY
 * stream, so its exports keep the writer.
 */
const url = process.env.DATABASE_URL;

/** Nicknames each CSV and XML rule bites on: quoting, formulas, line breaks, blanks, markup, control characters, other scripts. */
const NICKNAMES = [
  '<b>&amp;</b>',
  "it's",
  'bell\u0007\u007f',
  'back\\slash\\n',
  '=HYPERLINK("http://x")',
  'a,b',
  'line\nbreak',
  'cr\r\nlf',
  'say "hi"',
  '-5',
  '+1',
  '@home',
  '\ttab',
  '',
  '\\.',
  'نجمة ✨',
  '小明 😀',
  ' spaced ',
];
/** 2026-03-08 06:59:59 UTC, a second before New York's clocks go forward; and one after. */
const DST_EDGE = Date.UTC(2026, 2, 8, 6, 59, 59) / 1000;

describe('inlineParams', () => {
  it('writes each value as a literal and leaves quoted text alone', () => {
    expect(
      inlineParams(`select '$1', "a$2" from t where a = $1 and b in ($2, $3) and c = any($4) and d = $5`, [
        "it's",
        5,
        null,
        [1, 'x"y'],
        true,
      ]),
    ).toBe(`select '$1', "a$2" from t where a = 'it''s' and b in (5, NULL) and c = any( E'{"1","x\\\\"y"}') and d = TRUE`);
  });
});

describe('CrlfLines', () => {
  it('ends lines with CRLF outside quoted cells however COPY’s output is cut, counting rows', async () => {
    const copied = 'a,"x\ny"\nb,"q""\n"\n"\n",c\n';
    for (let cut = 0; cut <= copied.length; cut++) {
      const lines = new CrlfLines();
      const out = collect(lines);
      lines.write(Buffer.from(copied.slice(0, cut)));
      lines.end(Buffer.from(copied.slice(cut)));
      expect((await out).toString()).toBe('a,"x\ny"\r\nb,"q""\n"\r\n"\n",c\r\n');
      expect(lines.rows).toBe(3);
    }
  });
});

describe.skipIf(!url)('a CSV export written by COPY', () => {
  let t: TestApp;
  let definition: ExportDefinition;
  beforeAll(async () => {
    t = await startTestApp({ timeZone: 'Asia/Riyadh' });
    definition = t.app.registry.actions.get('Member/memberListExport')!.export!;
    await t.db.query(
      `INSERT INTO member (id, user_no, nickname, country_id, region_id, register_time, last_login_time, gold, diamond, status)
       SELECT 9000000 + n, 9000000 + n, nick, first.country_id, first.region_id, $2 + n, CASE WHEN n % 3 = 0 THEN 0 ELSE $2 + 3600 * n END,
         -n, n * 1000, CASE WHEN n % 4 = 0 THEN 'deregistered' ELSE 'normal' END
       FROM unnest($1::text[]) WITH ORDINALITY AS nicks(nick, n), (SELECT country_id, region_id FROM member ORDER BY id LIMIT 1) first`,
      [NICKNAMES, DST_EDGE],
    );
    await t.db.query(
      `INSERT INTO member_ban (member_id, kind, reason, duration, created_by, created_by_name, created_at)
       VALUES (9000002, 'id', 'copy test', 'forever', 1, 'admin', $1)`,
      [t.clock.now()],
    );
  });

  const contextOf = async (username: string, lang: Lang): Promise<ExportContext> => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM admin WHERE username = $1', [username]);
    const { principal } = (await t.app.auth.principalOf(t.db, rows[0]!.id))!;
    const { registry } = t.app;
    return {
      db: ormFor(t.db),
      sql: t.db,
      references: registry.references,
      scope: principal.scope,
      principal,
      lang,
      now: t.clock.now(),
    };
  };

  const bothFiles = async (context: ExportContext, filters: Record<string, unknown>, timeZone: string) => ({
    copied: await collect(copyCsvFile(t.db, context, definition, filters, timeZone).stream),
    written: await collect(
      exportFileStream(definition, exportBatches(context, definition, filters), 'csv', context.lang, timeZone),
    ),
  });

  it('is the writer’s file byte for byte: every member, both languages, two zones', async () => {
    for (const lang of ['zh-cn', 'en-us'] as const) {
      for (const timeZone of ['Asia/Shanghai', 'America/New_York']) {
        const { copied, written } = await bothFiles(await contextOf('admin', lang), {}, timeZone);
        expect(copied.toString('utf8')).toBe(written.toString('utf8'));
        expect(copied.equals(written)).toBe(true);
      }
    }
  });

  it('is the writer’s file for every export whose cells are all in SQL, the kit’s resources included', async () => {
    const copying = [...t.app.registry.actions.entries()].filter(
      ([, action]) => action.export && copiesRows(t.db, action.export),
    );
    expect(copying.length).toBeGreaterThanOrEqual(20);
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const context = await contextOf('admin', lang);
      for (const [name, action] of copying) {
        const exported = action.export!;
        const copied = await collect(copyCsvFile(t.db, context, exported, {}, 'Asia/Riyadh').stream);
        const written = await collect(
          exportFileStream(exported, exportBatches(context, exported, {}), 'csv', lang, 'Asia/Riyadh'),
        );
        expect(`${name}\n${copied.toString('utf8')}`).toBe(`${name}\n${written.toString('utf8')}`);
      }
    }
  });

  it('writes an xlsx from COPY’s rows with the ExcelJS writer’s cells, for every export whose cells are all in SQL', async () => {
    const copying = [...t.app.registry.actions.entries()].filter(
      ([, action]) => action.export && copiesRows(t.db, action.export),
    );
    for (const [lang, timeZone] of [
      ['zh-cn', 'Asia/Shanghai'],
      ['en-us', 'America/New_York'],
    ] as const) {
      const context = await contextOf('admin', lang);
      for (const [name, action] of copying) {
        const exported = action.export!;
        const copied = await collect(copyXlsxFile(t.db, context, exported, {}, timeZone).stream);
        const written = await cellsOf(await collect(excelJsFile(exported, exportBatches(context, exported, {}), lang, timeZone)));
        expect([name, ...(await cellsOf(copied))]).toEqual([name, ...written]);
        // ExcelJS reads `&amp;amp;` as `&`, so the sheet's XML is also compared with the JS writer's,
        // which differs only by the line feed that ends each row COPY writes.
        const jsWritten = await collect(xlsxFile(exported, exportBatches(context, exported, {}), lang, timeZone));
        expect(sheetXmlOf(copied).replaceAll('</row>\n', '</row>'), name).toBe(sheetXmlOf(jsWritten));
      }
    }
  });

  it('keeps the list’s filters and the admin’s region scope', async () => {
    const scoped = await bothFiles(await contextOf('country_admin', 'zh-cn'), {}, 'Asia/Riyadh');
    expect(scoped.copied.toString('utf8')).toBe(scoped.written.toString('utf8'));
    const everyone = await bothFiles(await contextOf('admin', 'zh-cn'), {}, 'Asia/Riyadh');
    expect(scoped.copied.length).toBeLessThan(everyone.copied.length);
    const context = await contextOf('admin', 'en-us');
    for (const filters of [
      { nickname: 'say "hi' },
      { status: 'banned' },
      { register_from: DST_EDGE + 5, register_to: DST_EDGE + 9 },
    ]) {
      const { copied, written } = await bothFiles(context, filters, 'UTC');
      expect(copied.toString('utf8')).toBe(written.toString('utf8'));
      expect(copied.toString('utf8').split('\r\n').length).toBeGreaterThan(2);
    }
  });

  it('is what the export’s link downloads, and a dropped download frees its connection', async () => {
    const copyOut = t.db.copyOut!.bind(t.db);
    let copies = 0;
    t.db.copyOut = (statement) => {
      copies++;
      return copyOut(statement);
    };
    const token = await t.login('admin');
    const ticket = await t.call<{ url: string }>('Member/memberListExport', { format: 'csv', nickname: 'a,b' }, { token });
    const download = await t.inject({ method: 'GET', url: ticket.data.url });
    expect(copies).toBe(1);
    const { written } = await bothFiles(await contextOf('admin', 'en-us'), { nickname: 'a,b' }, 'Asia/Riyadh');
    expect(download.body).toBe(written.toString('utf8'));

    const file = copyCsvFile(t.db, await contextOf('admin', 'zh-cn'), definition, {}, 'UTC').stream;
    for await (const _ of file) break;
    const copying = async () =>
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND query LIKE 'COPY (%'`)
      ).rows[0]!.n;
    await expect.poll(copying, { timeout: 10_000 }).toBe(0);
    expect((await t.db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
