import { type ActionSpec, actionKey, type Lang, logSummaryText, operationLogActions } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { operationLogs } from '../../engine/audit/audit.tables.ts';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';

/** Every action's label by key, from the registry; rows of actions since gone show their key. */
const labels = new Map<string, { zh: string; en: string }>();
const labelOf = (key: string, lang: Lang) => {
  const label = labels.get(key);
  return label ? (lang === 'en-us' ? label.en : label.zh) : key;
};

const actionList = implement(operationLogActions.operationLogActionList, async (_input, ctx) => ({
  list: ctx.actions
    .map((spec: ActionSpec) => ({ module: spec.module, action: spec.action, label: labelOf(actionKey(spec), ctx.lang) }))
    .sort((a, b) => a.module.localeCompare(b.module) || a.label.localeCompare(b.label)),
}));

/** The log is read and exported only: no action changes or deletes a row (a trigger forbids it too). */
export const operationLogModule: ServerModule = {
  name: 'operation-log',
  actions: [
    ...serveResource(operationLogActions.operationLog, operationLogs, {
      countCap: 10_000,
      derived: {
        action_label: (record, _now, lang) => labelOf(`${record.module}/${record.action}`, lang),
        // Read in the reader's language when written as a key; older rows show their English.
        summary: (record, _now, lang) =>
          (record.summaryKey ? logSummaryText(String(record.summaryKey), record.summaryParams, lang) : null) ?? record.summary,
      },
      filters: {
        // An action name, or a key (`Module/action`) as the filter's choices give it.
        action: {
          where: (value: string) => {
            const [module, action] = value.includes('/') ? value.split('/', 2) : [undefined, value];
            return module === undefined
              ? eq(operationLogs.action, value)
              : and(eq(operationLogs.module, module), eq(operationLogs.action, action as string));
          },
        },
      },
    }),
    actionList,
  ],
  registered: (registry) => {
    for (const { spec } of registry.actions.values()) if (spec.label) labels.set(actionKey(spec), spec.label);
  },
};
