import { BAN_PRESETS_SECONDS, type BanRow, type Lang, moderationActions, translate } from '@console/contract';
import type { z } from 'zod';
import { checkValues, type FieldErrors } from '../../../kit/form/form-errors.ts';

export type BanKind = moderationActions.BanKind;
export type BanDuration = (typeof moderationActions.BAN_DURATIONS)[number];
export type Measure = (typeof moderationActions.MODERATION)[number];

export const BAN_KINDS = moderationActions.BAN_KINDS;
export const BAN_DURATIONS = moderationActions.BAN_DURATIONS;
/** The server keeps at most 9 evidence images per measure. */
export const MAX_EVIDENCE_IMAGES = 9;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export function measureOf(kind: BanKind): Measure {
  const measure = moderationActions.MODERATION.find((one) => one.kind === kind);
  if (!measure) throw new Error(`unknown measure ${kind}`);
  return measure;
}

export interface BanValues {
  user_id: number;
  reason?: string;
  duration?: string;
  evidence_text?: string;
  evidence_images?: readonly string[];
}

/**
 * The ban form's rules (SPEC §5 "Ban: reason required, ban days must be selected"), checked with the
 * action's own input schema so every other message is the server's; the two SPEC rules get their
 * own words instead of the schema's generic 'invalid option'.
 */
export function checkBan(schema: z.ZodType, values: BanValues, lang: Lang): { ok: true } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!values.reason) errors.reason = translate('reason_required', lang);
  if (!values.duration) errors.duration = translate('days_required', lang);
  if ((values.evidence_images?.length ?? 0) > MAX_EVIDENCE_IMAGES) errors.evidence_images = translate('too_large', lang);
  const checked = checkValues(schema, { ...values, evidence_images: values.evidence_images?.join(',') }, lang);
  if (!checked.ok) for (const [field, message] of Object.entries(checked.errors)) errors[field] ??= message;
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/** The lift form: a reason is all it needs. */
export function checkLift(reason: string | undefined, lang: Lang): string | null {
  if (!reason || reason.trim() === '') return translate('reason_required', lang);
  if (reason.trim().length > 500) return translate('too_long', lang);
  return null;
}

/**
 * An evidence or avatar image before it is sent (the server checks the bytes again): PNG, JPEG,
 * GIF or WebP. Answers the message to show, or null when it may go; its size is the upload's to
 * check (the server's setting, app/api/upload-limit.ts).
 */
export function imageProblem(file: { type: string }, lang: Lang): string | null {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) ? null : translate('not_image', lang);
}

/** When a measure taken now would end (unix seconds); null for permanent. */
export function expiryOf(duration: BanDuration, now: number): number | null {
  return duration === 'permanent' ? null : now + BAN_PRESETS_SECONDS[duration];
}

/** The measure of each kind in force now, from the member's history (newest first). */
export function activeMeasures(history: readonly BanRow[]): Map<BanKind, BanRow> {
  const active = new Map<BanKind, BanRow>();
  for (const row of history) if (row.status === 'active' && !active.has(row.kind)) active.set(row.kind, row);
  return active;
}
