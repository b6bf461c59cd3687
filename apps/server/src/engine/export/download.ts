import { PassThrough, Readable } from 'node:stream';
import { formatWallDate, type Lang, parseLang, translate } from '@console/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import { listBatches } from '../list/list.ts';
import { refusalFor } from '../permissions.ts';
import type { Registry } from '../registry.ts';
import { csvCell, csvLine, XLSX_TIME_FORMAT, xlsxCell } from './cells.ts';
import { EXPORT_TICKET_SECONDS, type ExportDefinition, headerOf } from './export.ts';

interface Ticket {
  admin_id: number;
  action: string;
  filters: Record<string, unknown>;
  format: 'csv' | 'xlsx';
  lang: Lang;
  created_at: number;
}

async function* csvChunks(
  definition: ExportDefinition,
  rows: AsyncGenerator<unknown[]>,
  lang: Lang,
  timeZone: string,
): AsyncGenerator<string> {
  // The byte-order mark makes Excel read the file as UTF-8 (Arabic and Chinese nicknames).
  yield `\uFEFF${csvLine(definition.columns.map((column) => headerOf(column, lang)))}`;
  for await (const batch of rows) {
    yield batch.map((row) => csvLine(definition.columns.map((column) => csvCell(column.value(row, lang), timeZone)))).join('');
  }
}

function xlsxStream(definition: ExportDefinition, rows: AsyncGenerator<unknown[]>, lang: Lang, timeZone: string): PassThrough {
  const output = new PassThrough();
  // Styles are on for the date cells' number format.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(definition.fileName);
  void (async () => {
    sheet.addRow(definition.columns.map((column) => headerOf(column, lang))).commit();
    for await (const batch of rows) {
      for (const row of batch) {
        const values = definition.columns.map((column) => xlsxCell(column.value(row, lang), timeZone));
        const added = sheet.addRow(values);
        values.forEach((value, index) => {
          if (value instanceof Date) added.getCell(index + 1).numFmt = XLSX_TIME_FORMAT;
        });
        added.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => output.destroy(error));
  return output;
}

/**
 * GET /api/export/<token>: streams what an export action counted. The link works once, for ten
 * minutes, and only while its admin is still enabled and still holds the export's permission; the
 * scope is the admin's scope now, not when the link was made. Times are written in `timeZone`, the
 * console's (what the screens show).
 */
export function registerDownloads(
  server: FastifyInstance,
  deps: { db: Database; replica?: Database; auth: AuthService; registry: Registry; clock: Clock; timeZone: string },
) {
  server.get<{ Params: { token: string }; Querystring: { lang?: string } }>('/api/export/:token', async (request, reply) => {
    const expired = () =>
      reply
        .code(410)
        .type('text/plain; charset=utf-8')
        .send(translate('export_expired', parseLang(request.query.lang)));
    if (!looksLikeToken(request.params.token)) return expired();
    const now = deps.clock.now();
    const { rows } = await deps.db.query<Ticket>(
      `UPDATE export_ticket SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND created_at > $3
       RETURNING admin_id, action, filters, format, lang, created_at`,
      [hashToken(request.params.token), now, now - EXPORT_TICKET_SECONDS],
    );
    const ticket = rows[0];
    const registered = ticket && deps.registry.actions.get(ticket.action);
    const definition = registered?.export;
    if (!ticket || !registered || !definition) return expired();
    const found = await deps.auth.principalOf(deps.db, ticket.admin_id);
    if (!found || found.disabled || refusalFor(found.principal, registered.spec)) {
      return reply.code(403).type('text/plain; charset=utf-8').send(translate('no_permission', ticket.lang));
    }
    // The ticket and the admin are read from the primary (the ticket was just written there); the rows may come from the replica.
    const context = { db: ormFor(deps.replica ?? deps.db), scope: found.principal.scope, lang: ticket.lang, now };
    const batches = listBatches(context, definition.list, ticket.filters);
    const stamp = formatWallDate(now, deps.timeZone);
    reply.header('content-disposition', `attachment; filename="${definition.fileName}-${stamp}.${ticket.format}"`);
    reply.header('cache-control', 'no-store');
    if (ticket.format === 'xlsx') {
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(xlsxStream(definition, batches, ticket.lang, deps.timeZone));
    }
    reply.type('text/csv; charset=utf-8');
    return reply.send(Readable.from(csvChunks(definition, batches, ticket.lang, deps.timeZone)));
  });
}
