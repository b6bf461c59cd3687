import { BAN_REASONS } from '@console/contract';
import type { TFunction } from 'i18next';
import type { FormOption } from '../../../kit/form/form-types.ts';
import { BAN_DURATIONS, BAN_KINDS } from './ban-rules.ts';

/** SPEC §9 ban reasons, presets and the measures of member-moderation.ts, in the interface language. */
export const reasonOptions = (t: TFunction<'member'>): FormOption[] =>
  BAN_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }));

export const durationOptions = (t: TFunction<'member'>): FormOption[] =>
  BAN_DURATIONS.map((duration) => ({ value: duration, label: t(`durations.${duration}`) }));

export const kindOptions = (t: TFunction<'member'>): FormOption[] =>
  BAN_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
