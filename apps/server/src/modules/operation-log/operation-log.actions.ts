import { type ActionSpec, actionKey, operationLogActions } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { operationLogs } from '../../engine/audit/audit.tables.ts';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { actionLabelOf, learnActionLabels, logSummaryOf } from './operation-log.lookup.ts';

const actionList = implement(operationLogActions.operationLogActionList, async (_input, ctx) => ({
  list: ctx.actions
    .map((spec: ActionSpec) => ({ module: spec.module, action: spec.action, label: actionLabelOf(actionKey(spec), ctx.lang) }))
    .sort((a, b) => a.module.localeCompare(b.module) || a.label.localeCompare(b.label)),
}));

/** The log is read and exported only: no action changes or deletes a row (a trigger forbids it too). */
export const operationLogModule: ServerModule = {
  name: 'operation-log',
  actions: [
    ...serveResource(operationLogActions.operationLog, operationLogs, {
      derived: {
        action_label: (record, _now, lang) => actionLabelOf(`${record.module}/${record.action}`, lang),
        summary: (record, _now, lang) => logSummaryOf(record, lang),
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
    learnActionLabels([...registry.actions.values()].map(({ spec }) => spec));
  },
};
