import { systemMessageActions } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoMessages } from './system-message.demo.ts';
import { timedMessageJob } from './system-message.job.ts';
import { checkMessage, inReadersLanguage, titleFilter } from './system-message.rules.ts';
import { systemMessages, timedMessages } from './system-message.tables.ts';

/** The title and content columns: in the reader's language, searched in every language. */
function messageColumns(table: typeof systemMessages | typeof timedMessages) {
  return {
    derived: {
      title: (record: Record<string, unknown>, _now: number, lang: string) => inReadersLanguage(record, lang, 'title'),
      content: (record: Record<string, unknown>, _now: number, lang: string) => inReadersLanguage(record, lang, 'content'),
    },
    filters: { title: titleFilter([table.titleZh, table.titleEn, table.titleAr]) },
  };
}

/** The send time as it will be saved is in the future (an edit keeping it judges the stored one). */
function checkSendAt(values: Values, ctx: ActionContext, before: Values | null): void {
  const sendAt = (values.send_at ?? before?.send_at) as number | undefined;
  if (sendAt === undefined || sendAt <= ctx.now)
    throw invalid('timed_message_send_at_past', { send_at: 'timed_message_send_at_past' });
}

export const systemMessageModule: ServerModule = {
  name: 'system-message',
  actions: [
    ...serveResource(systemMessageActions.systemMessages, systemMessages, {
      ...messageColumns(systemMessages),
      beforeSave: async (values, ctx, before) => {
        await checkMessage(values, ctx, before);
        // Pushed at once: sent now, by the caller (the kit stamps created_by_name, the operator).
        values.sent_at = ctx.now;
      },
    }),
    ...serveResource(systemMessageActions.timedMessages, timedMessages, {
      ...messageColumns(timedMessages),
      beforeSave: async (values, ctx, before) => {
        checkSendAt(values, ctx, before);
        await checkMessage(values, ctx, before);
      },
      commands: {
        // Only while pending: the declared lifecycle refuses it otherwise, and sets the state.
        cancel: (_record, _input, ctx) => {
          return {
            cancelledAt: ctx.now,
            cancelledBy: ctx.admin.adminId,
            cancelledByName: ctx.admin.username,
          };
        },
      },
    }),
  ],
  jobs: [timedMessageJob],
  demo: insertDemoMessages,
};
