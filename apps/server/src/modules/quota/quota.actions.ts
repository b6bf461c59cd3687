import { quotaActions } from '@console/contract';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { dailyQuotaCheck, recentWarningDay } from './quota-check.ts';

const quotaWarning = implement(quotaActions.quotaWarning, async (_input, ctx) => ({
  warned_on: await recentWarningDay(ctx.db, ctx.admin.adminId, ctx.now),
}));

/** The daily quota check (a scheduled job) and what the shell asks of it. */
export const quotaModule: ServerModule = { name: 'Quota', actions: [quotaWarning], jobs: [dailyQuotaCheck] };
