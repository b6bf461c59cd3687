import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { errorLogLabels } from './error-log.labels.ts';
import { LOG_MODULE_WORDS } from './operation-log.labels.ts';

export { errorLogLabels } from './error-log.labels.ts';

/** How long the server keeps an error: the page is for what went wrong lately, not an archive. */
export const ERROR_LOG_KEEP_DAYS = 30;

/**
 * The error log (SPEC §2 "error-logger page", menu 24016 /setting/errorLog): the server's recent
 * faults, each with the request id the failed call answered (`data.request_id`), the action, the
 * time, the staff account and address that made it, and the error as the server log keeps it
 * (type, SQLSTATE, message without a statement's values, stack). Neither the request's body nor its
 * query is kept, so no token or password can show here. Read only; super admins only (no built-in
 * role holds the menu id).
 */
export const serverErrors = resource({
  module: 'ErrorLog',
  namespace: 'serverErrors',
  menu: menuIdAt('/setting/errorLog'),
  labels: errorLogLabels,
  fields: {
    created_at: { kind: 'time', readOnly: true, filter: 'range' },
    request_id: { kind: 'text', max: 64, filter: 'eq' },
    // Known modules in words; a fault outside an action (a download) names none.
    module: { kind: 'text', max: 64, filter: 'eq', values: Object.keys(LOG_MODULE_WORDS) },
    action_label: { kind: 'text', readOnly: true },
    // `Module/action`, or the method and path of a request outside the API's actions.
    action: { kind: 'text', max: 200, filter: 'contains', detail: true },
    error_type: { kind: 'text', max: 64, filter: 'eq' },
    code: { kind: 'text', nullable: true, sparse: true },
    message: { kind: 'longText' },
    admin_name: { kind: 'admin', filter: 'contains' },
    ip: { kind: 'text' },
    stack: { kind: 'longText', detail: true },
  },
  actions: { list: 'errorList' },
});
export type ServerErrorRow = RowOf<typeof serverErrors.fields>;
