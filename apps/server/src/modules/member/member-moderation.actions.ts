import {
  BAN_PRESETS_SECONDS,
  type BAN_REASONS,
  type BanRow,
  logWord,
  moderationActions as spec,
  translate,
} from '@console/contract';
import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import { type ActionContext, implement, type RegisteredAction } from '../../engine/context.ts';
import { invalid, notFound } from '../../engine/errors.ts';
import { type ImportFailure, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { uploadsStored } from '../upload/upload.lookup.ts';
import { memberBans } from './member.tables.ts';
import { checkedMemberIds } from './member-batch.ts';

type Ban = typeof memberBans.$inferSelect;
type Kind = spec.BanKind;

/** The lift a new measure of the same kind makes of the one it replaces: not an unblock (member-blocks.ts). */
export const REPLACED_LIFT_REASON = 'replaced by a new measure';

const statusOf = (b: Ban, now: number): BanRow['status'] =>
  b.liftedAt !== null ? 'lifted' : b.expiresAt !== null && b.expiresAt <= now ? 'expired' : 'active';

export const banRowOf = (b: Ban, now: number): BanRow => ({
  id: b.id,
  user_id: b.memberId,
  kind: b.kind as Kind,
  value: b.value,
  reason: b.reason,
  duration: b.duration as BanRow['duration'],
  expires_at: b.expiresAt,
  evidence_text: b.evidenceText,
  evidence_images: b.evidenceImages,
  created_by_name: b.createdByName,
  created_at: b.createdAt,
  lifted_at: b.liftedAt,
  lifted_by_name: b.liftedByName,
  lift_reason: b.liftReason,
  status: statusOf(b, now),
});

/** Kinds that count towards the member's ban count (SPEC §3). */
const COUNTED: ReadonlySet<Kind> = new Set(['id', 'device', 'ip']);

async function liveBan(ctx: ActionContext, memberId: number, kind: Kind): Promise<Ban | undefined> {
  const rows = await ctx.db
    .select()
    .from(memberBans)
    .where(and(eq(memberBans.memberId, memberId), eq(memberBans.kind, kind), isNull(memberBans.liftedAt)))
    .orderBy(desc(memberBans.id))
    .for('update');
  return rows.find((b) => statusOf(b, ctx.now) === 'active');
}

async function lift(ctx: ActionContext, ban: Ban, reason: string): Promise<Ban> {
  const [lifted] = await ctx.db
    .update(memberBans)
    .set({ liftedAt: ctx.now, liftedByName: ctx.admin.username, liftReason: reason })
    .where(eq(memberBans.id, ban.id))
    .returning();
  return lifted!;
}

async function assertEvidenceStored(ctx: ActionContext, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const ids = urls.map((url) => url.slice('/files/'.length));
  if ((await uploadsStored(ctx.db, ids)).size !== new Set(ids).size)
    throw invalid('invalid_input', { evidence_images: 'invalid_choice' });
}

export interface BanRequest {
  reason: (typeof BAN_REASONS)[number];
  duration: keyof typeof BAN_PRESETS_SECONDS;
  evidence_text?: string;
  evidence_images?: string[];
}

/**
 * Bans a member's account as a report's outcome (violating members, modules/violation): the same
 * measure, history and log words as a ban from the user page, in the caller's transaction.
 */
export async function banAccount(ctx: ActionContext, memberId: number, request: BanRequest): Promise<void> {
  await ban(ctx, memberId, 'id', request);
}

/**
 * Freezes a member's consumption as a flagged recharge's outcome (recharge risk, modules/recharge-risk):
 * the same measure, history and ban words as the user page's freeze, in the caller's transaction.
 */
export async function freezeConsumption(ctx: ActionContext, memberId: number, request: BanRequest): Promise<void> {
  await ban(ctx, memberId, 'freeze', request);
}

/** Bans one member; a live measure of the same kind is replaced (and kept in the history). */
async function ban(ctx: ActionContext, memberId: number, kind: Kind, request: BanRequest): Promise<{ before?: Ban; after: Ban }> {
  const { rows } = await ctx.sql.query<{ device_id: string; register_ip: string }>(
    'SELECT device_id, register_ip FROM member WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  const member = rows[0];
  if (!member) throw notFound();
  const value = kind === 'device' ? member.device_id : kind === 'ip' ? member.register_ip : '';
  if ((kind === 'device' || kind === 'ip') && value === '') throw invalid('not_found');
  const previous = await liveBan(ctx, memberId, kind);
  if (previous) await lift(ctx, previous, REPLACED_LIFT_REASON);
  const [created] = await ctx.db
    .insert(memberBans)
    .values({
      memberId,
      kind,
      value,
      reason: request.reason,
      duration: request.duration,
      expiresAt: request.duration === 'permanent' ? null : ctx.now + BAN_PRESETS_SECONDS[request.duration],
      evidenceText: request.evidence_text ?? '',
      evidenceImages: request.evidence_images ?? [],
      createdBy: ctx.admin.adminId,
      createdByName: ctx.admin.username,
      createdAt: ctx.now,
    })
    .returning();
  if (COUNTED.has(kind)) await ctx.sql.query('UPDATE member SET ban_count = ban_count + 1 WHERE id = $1', [memberId]);
  return { before: previous, after: created! };
}

/** A ban's reason and duration as the log names them, in both languages. */
const banTerms = (request: BanRequest) => ({
  reason: logWord('ban_reason', request.reason),
  duration: logWord('ban_duration', request.duration),
});

function implementBan(kind: Kind, declared: (typeof spec.MODERATION)[number]['ban']): RegisteredAction {
  return implement(declared, async (input, ctx) => {
    await assertEvidenceStored(ctx, input.evidence_images ?? []);
    const { before, after } = await ban(ctx, input.user_id, kind, input);
    const row = banRowOf(after, ctx.now);
    ctx.audit({
      targetType: 'member',
      targetId: input.user_id,
      message: { key: 'ban', params: { measure: declared.label ?? declared.summary, ...banTerms(input) } },
      before: before ? banRowOf(before, ctx.now) : null,
      after: row,
    });
    return row;
  });
}

function implementLift(kind: Kind, declared: (typeof spec.MODERATION)[number]['lift']): RegisteredAction {
  return implement(declared, async (input, ctx) => {
    const live = await liveBan(ctx, input.user_id, kind);
    if (!live) throw notFound();
    const lifted = await lift(ctx, live, input.reason);
    ctx.audit({
      targetType: 'member',
      targetId: input.user_id,
      message: { key: 'ban_lift', params: { measure: declared.label ?? declared.summary, reason: input.reason } },
      before: banRowOf(live, ctx.now),
      after: banRowOf(lifted, ctx.now),
    });
    return banRowOf(lifted, ctx.now);
  });
}

const historyList: ListDefinition<BanRow> = {
  fields: getTableColumns(memberBans),
  source: (db, fields) => db.select(fields).from(memberBans).$dynamic(),
  key: memberBans.id,
  filters: { user_id: { eq: memberBans.memberId }, kind: { eq: memberBans.kind } },
  toRow: (record, _lang, now) => banRowOf(record as Ban, now),
};

const history = implement(spec.banHistory, (input, ctx) => runList(ctx, historyList, input));

const gatherBan = implement(spec.gatherBan, async (input, ctx) => {
  const ids = await checkedMemberIds(ctx, input.ids);
  for (const id of ids) await ban(ctx, id, 'id', input);
  ctx.audit({
    targetType: 'member',
    targetId: ids.slice(0, 50).join(','),
    message: { key: 'ban_many', params: { count: ids.length, ...banTerms(input) } },
    after: { ids },
  });
  return { total: ids.length, imported: ids.length, failed: [] };
});

const gatherUnblock = implement(spec.gatherUnblock, async (input, ctx) => {
  const ids = await checkedMemberIds(ctx, input.ids);
  const failures: ImportFailure[] = [];
  const live: Ban[] = [];
  for (const [index, id] of ids.entries()) {
    const found = await liveBan(ctx, id, 'id');
    if (found) live.push(found);
    else failures.push({ row: index + 1, value: String(id), reason: translate('not_found', ctx.lang) });
  }
  rejectIfAnyFailed(failures, ids.length);
  for (const found of live) await lift(ctx, found, input.reason);
  ctx.audit({
    targetType: 'member',
    targetId: ids.slice(0, 50).join(','),
    message: { key: 'lift_many', params: { count: ids.length } },
    after: { ids },
  });
  return { total: ids.length, imported: ids.length, failed: [] };
});

export const moderationActions = [
  ...spec.MODERATION.flatMap(({ kind, ban: banSpec, lift: liftSpec }) => [
    implementBan(kind, banSpec),
    implementLift(kind, liftSpec),
  ]),
  history,
  gatherBan,
  gatherUnblock,
];
