import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { cellsOf, collect, excelJsFile } from '../../../test/xlsx-reference.ts';
import { ormFor } from '../../db/orm.ts';
import { type ExportContext, exportBatches } from './export-batches.ts';
import { xlsxFile } from './xlsx-file.ts';

/**
 * Issue 32 item 2: the xlsx written straight as XML holds the cells the ExcelJS writer wrote
 * (test/xlsx-reference.ts), cell for cell: values, types and date formats, in both
 * languages and two zones, for every export of the demo data and for nicknames XML bites on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.query(
    `INSERT INTO member (id, user_no, nickname, country_id, region_id, register_time, last_login_time)
     SELECT 9100000 + n, 9100000 + n, nick, first.country_id, first.region_id, 1772953199 + n * 3600, 0
     FROM unnest($1::text[]) WITH ORDINALITY AS nicks(nick, n), (SELECT country_id, region_id FROM member ORDER BY id LIMIT 1) first`,
    [['<b>&amp;</b>', `it's "quoted"`, '=SUM(A1)', 'bell\u0007 and tab\t', 'line\nbreak', '', '  ', 'نجمة ✨', '小明 😀']],
  );
});

describe('an xlsx export written as XML', () => {
  it('holds the ExcelJS writer’s cells for every export, in both languages and zones', async () => {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'admin'`);
    const { principal } = (await t.app.auth.principalOf(t.db, rows[0]!.id))!;
    const exports = [...t.app.registry.actions.entries()].filter(([, action]) => action.export);
    expect(exports.length).toBeGreaterThanOrEqual(20);
    for (const [lang, timeZone] of [
      ['zh-cn', 'Asia/Shanghai'],
      ['en-us', 'America/New_York'],
    ] as const) {
      const context: ExportContext = {
        db: ormFor(t.db),
        sql: t.db,
        references: t.app.registry.references,
        scope: principal.scope,
        principal,
        lang,
        now: t.clock.now(),
      };
      for (const [name, action] of exports) {
        const definition = action.export!;
        const before = await cellsOf(
          await collect(excelJsFile(definition, exportBatches(context, definition, {}), lang, timeZone)),
        );
        const now = await cellsOf(await collect(xlsxFile(definition, exportBatches(context, definition, {}), lang, timeZone)));
        expect([name, ...now]).toEqual([name, ...before]);
      }
    }
  });
});
