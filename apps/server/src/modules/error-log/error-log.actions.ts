import { type ActionSpec, actionKey, errorLogActions, type Lang } from '@console/contract';
import { defineJob } from '../../engine/jobs/job.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoServerErrors } from './error-log.demo.ts';
import { serverErrors } from './error-log.tables.ts';

const DAY = 86_400;

/** Every action's label by key, from the registry; a fault outside an action shows its method and path. */
const labels = new Map<string, { zh: string; en: string }>();
const labelOf = (action: string, lang: Lang) => {
  const label = labels.get(action);
  return label ? (lang === 'en-us' ? label.en : label.zh) : action;
};

/** Faults older than the keeping period go each night: the page shows recent errors, the server log keeps the rest. */
export const pruneServerErrors = defineJob({
  name: 'error-log.prune',
  schedule: '20 4 * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  async run(_data, job) {
    const { affectedRows } = await job.db.query('DELETE FROM server_error WHERE created_at < $1', [
      job.now() - errorLogActions.ERROR_LOG_KEEP_DAYS * DAY,
    ]);
    return { deleted: affectedRows };
  },
});

/**
 * The error log (menu 24016): the faults FaultRecorder kept, newest first, read only. Who may read
 * it is the menu id's business: super admins hold every id, and no built-in role holds this one.
 */
export const errorLogModule: ServerModule = {
  name: 'error-log',
  actions: serveResource(errorLogActions.serverErrors, serverErrors, {
    derived: { action_label: (record, _now, lang) => labelOf(String(record.action), lang) },
  }),
  registered: (registry) => {
    for (const { spec } of registry.actions.values() as Iterable<{ spec: ActionSpec }>) {
      if (spec.label) labels.set(actionKey(spec), spec.label);
    }
  },
  jobs: [pruneServerErrors],
  demo: insertDemoServerErrors,
};
