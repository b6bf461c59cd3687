import { BAN_PRESETS_SECONDS, deviceBlacklistActions, translate } from '@console/contract';
import { and, eq, getTableColumns, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { invalid, notFound } from '../../engine/errors.ts';
import { implementExport } from '../../engine/export/export.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { deviceBlacklist } from './device-blacklist.tables.ts';

type Entry = typeof deviceBlacklist.$inferSelect;
type Row = deviceBlacklistActions.DeviceBlacklistRow;
type Kind = Row['kind'];

const statusOf = (e: Entry, now: number): Row['status'] =>
  e.removedAt !== null ? 'removed' : e.expiresAt !== null && e.expiresAt <= now ? 'expired' : 'active';

const toRow = (e: Entry, now: number): Row => ({
  id: e.id,
  kind: e.kind as Kind,
  value: e.value,
  level: e.level,
  reason: e.reason,
  expires_at: e.expiresAt,
  created_by_name: e.createdByName,
  created_at: e.createdAt,
  removed_at: e.removedAt,
  removed_by_name: e.removedByName,
  remove_reason: e.removeReason,
  status: statusOf(e, now),
});

/** Device ids and machine codes are printable tokens; IPs must parse as v4 or v6. */
const VALUE_SHAPES: Record<Kind, RegExp> = {
  device: /^[\w.:-]{4,128}$/,
  machine: /^[\w.:-]{4,128}$/,
  ip: /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$|^[0-9a-fA-F:]{2,39}$/,
};

function statusCondition(status: Row['status'], now: number): SQL | undefined {
  if (status === 'removed') return isNotNull(deviceBlacklist.removedAt);
  if (status === 'expired') return and(isNull(deviceBlacklist.removedAt), lte(deviceBlacklist.expiresAt, now));
  return and(isNull(deviceBlacklist.removedAt), or(isNull(deviceBlacklist.expiresAt), gt(deviceBlacklist.expiresAt, now)));
}

const blacklistList: ListDefinition<Row> = {
  fields: getTableColumns(deviceBlacklist),
  source: (db, fields) => db.select(fields).from(deviceBlacklist).$dynamic(),
  key: deviceBlacklist.id,
  sortable: { level: deviceBlacklist.level, expires_at: deviceBlacklist.expiresAt },
  filters: {
    kind: { eq: deviceBlacklist.kind },
    value: { contains: deviceBlacklist.value },
    level: { eq: deviceBlacklist.level },
    status: { where: statusCondition },
    created_from: { from: deviceBlacklist.createdAt },
    created_to: { to: deviceBlacklist.createdAt },
  },
  toRow: (record, _lang, now) => toRow(record as Entry, now),
};

const expiryOf = (duration: keyof typeof BAN_PRESETS_SECONDS, now: number) =>
  duration === 'permanent' ? null : now + BAN_PRESETS_SECONDS[duration];

async function liveValues(ctx: ActionContext, kind: Kind, values: string[]): Promise<Set<string>> {
  const { rows } = await ctx.sql.query<{ value: string }>(
    'SELECT value FROM device_blacklist WHERE kind = $1 AND value = ANY($2::text[]) AND removed_at IS NULL',
    [kind, values],
  );
  return new Set(rows.map((row) => row.value));
}

const list = implement(deviceBlacklistActions.deviceBlacklistList, (input, ctx) => runList(ctx, blacklistList, input));

const add = implement(deviceBlacklistActions.deviceBlacklistAdd, async (input, ctx) => {
  if (!VALUE_SHAPES[input.kind].test(input.value)) throw invalid('invalid_input', { value: 'invalid_choice' });
  // An expired entry still holds the value's one live slot; retire it so the new one can take it.
  await ctx.sql.query(
    'UPDATE device_blacklist SET removed_at = $3, removed_by = $4, removed_by_name = $5, remove_reason = $6 WHERE kind = $1 AND value = $2 AND removed_at IS NULL AND expires_at <= $3',
    [input.kind, input.value, ctx.now, ctx.admin.adminId, ctx.admin.username, 'expired'],
  );
  if ((await liveValues(ctx, input.kind, [input.value])).size > 0) throw invalid('duplicate', { value: 'duplicate' });
  const [created] = await ctx.db
    .insert(deviceBlacklist)
    .values({
      kind: input.kind,
      value: input.value,
      level: input.level,
      reason: input.reason,
      expiresAt: expiryOf(input.duration, ctx.now),
      createdBy: ctx.admin.adminId,
      createdByName: ctx.admin.username,
      createdAt: ctx.now,
    })
    .returning();
  const row = toRow(created!, ctx.now);
  ctx.audit({
    targetType: `blacklist_${input.kind}`,
    targetId: input.value,
    summary: `Blacklist ${input.kind} ${input.value}`,
    after: row,
  });
  return row;
});

const remove = implement(deviceBlacklistActions.deviceBlacklistRemove, async (input, ctx) => {
  const [before] = await ctx.db.select().from(deviceBlacklist).where(eq(deviceBlacklist.id, input.id)).for('update');
  if (!before || before.removedAt !== null) throw notFound();
  const [after] = await ctx.db
    .update(deviceBlacklist)
    .set({ removedAt: ctx.now, removedBy: ctx.admin.adminId, removedByName: ctx.admin.username, removeReason: input.reason })
    .where(eq(deviceBlacklist.id, input.id))
    .returning();
  ctx.audit({
    targetType: `blacklist_${before.kind}`,
    targetId: before.value,
    summary: `Take ${before.kind} ${before.value} off the blacklist`,
    before: toRow(before, ctx.now),
    after: toRow(after!, ctx.now),
  });
  return toRow(after!, ctx.now);
});

const importEntries = implement(deviceBlacklistActions.deviceBlacklistImport, async (input, ctx) => {
  const rows = await importValues(ctx.files, input.values);
  const failures: ImportFailure[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!VALUE_SHAPES[input.kind].test(row.value)) failures.push({ ...row, reason: translate('invalid_choice', ctx.lang) });
    else if (seen.has(row.value)) failures.push({ ...row, reason: translate('duplicate', ctx.lang) });
    seen.add(row.value);
  }
  const live = await liveValues(ctx, input.kind, [...seen]);
  for (const row of rows) if (live.has(row.value)) failures.push({ ...row, reason: translate('duplicate', ctx.lang) });
  rejectIfAnyFailed(failures, rows.length);
  await ctx.sql.query(
    `INSERT INTO device_blacklist (kind, value, level, reason, expires_at, created_by, created_by_name, created_at)
     SELECT $1, v, $3, $4, $5, $6, $7, $8 FROM unnest($2::text[]) AS v`,
    [
      input.kind,
      rows.map((r) => r.value),
      input.level,
      input.reason,
      expiryOf(input.duration, ctx.now),
      ctx.admin.adminId,
      ctx.admin.username,
      ctx.now,
    ],
  );
  const report = { total: rows.length, imported: rows.length, failed: [] };
  ctx.audit({
    targetType: `blacklist_${input.kind}`,
    summary: `Blacklist ${rows.length} ${input.kind} values by import`,
    after: report,
  });
  return report;
});

const time = (seconds: number | null) => (seconds === null ? '' : new Date(seconds * 1000).toISOString());

const listExport = implementExport(deviceBlacklistActions.deviceBlacklistExport, {
  list: blacklistList,
  fileName: 'device-blacklist',
  columns: [
    { header: { zh: '类型', en: 'Kind' }, value: (r) => r.kind },
    { header: { zh: '值', en: 'Value' }, value: (r) => r.value },
    { header: { zh: '等级', en: 'Level' }, value: (r) => r.level },
    { header: { zh: '原因', en: 'Reason' }, value: (r) => r.reason },
    { header: { zh: '到期', en: 'Expires' }, value: (r) => time(r.expires_at) },
    { header: { zh: '添加人', en: 'Added by' }, value: (r) => r.created_by_name },
    { header: { zh: '添加时间', en: 'Added' }, value: (r) => time(r.created_at) },
    { header: { zh: '状态', en: 'Status' }, value: (r) => r.status },
  ],
});

export const deviceBlacklistModule = { name: 'device-blacklist', actions: [list, add, remove, importEntries, listExport] };
