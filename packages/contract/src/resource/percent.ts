import { z } from 'zod';

/**
 * Percents as staff type them ("12.5", "0.01") and as the server keeps them: whole basis points
 * (1 = 0.01 %, 10000 = 100 %), so sums and comparisons are exact. The `percent` field kind and the
 * prize pools' probabilities both read these.
 */

/** A percent with up to two decimals (a sign is let through, to be refused by range). */
export const PERCENT_PATTERN = /^-?\d{1,6}(?:\.\d{1,2})?$/;

/** 100 %, in basis points. */
export const PERCENT_FULL = 10_000;

/** Basis points as a percent with two decimals: 1250 → "12.50". */
export function percentOfBasisPoints(basisPoints: number): string {
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(basisPoints));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A typed percent ("12.5") as basis points (1250), or null when it is not a number with at most two decimals. */
export function basisPointsOfPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT_PATTERN.test(trimmed)) return null;
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -value : value;
}

/**
 * A percent as typed ("12.5", or a number): text with up to two decimals, from `min` to `max` (0–100
 * by default). It stays text here, so the form sends what staff typed; the server converts it to
 * basis points when it stores it (engine/resource/field-values.ts).
 */
export function percentSchema(min = 0, max = 100) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: 'required' })
      .regex(PERCENT_PATTERN, { error: 'percent_invalid' })
      .refine((value) => Number(value) >= min, { error: 'too_small' })
      .refine((value) => Number(value) <= max, { error: 'too_large' }),
  );
}
