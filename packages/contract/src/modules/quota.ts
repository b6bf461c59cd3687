import { z } from 'zod';
import { defineAction } from '../action.ts';

/**
 * SPEC §6 daily quota check: the server checks every admin but uid 1 once a day and records who is
 * over 90 % of a quota; the shell asks whether the signed-in admin was warned today.
 */
export const quotaWarning = defineAction({
  module: 'CommonHelper',
  action: 'quotaWarning',
  summary: "Whether today's quota check warned the signed-in admin (a quota used over 90 %)",
  label: { zh: '查看额度预警', en: 'View quota warning' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({}),
  /** The day (YYYY-MM-DD, server time zone) of today's warning, or null when there is none. */
  output: z.object({ warned_on: z.string().nullable() }),
});
