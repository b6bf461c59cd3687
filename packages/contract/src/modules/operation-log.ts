import { z } from 'zod';
import { defineAction } from '../action.ts';
import { ROLE_KINDS } from '../constants.ts';
import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { LOG_MODULE_WORDS, LOG_STATUS_WORDS, operationLogLabels } from './operation-log.labels.ts';

const LOG_MODULES = Object.keys(LOG_MODULE_WORDS);
const LOG_STATUSES = Object.keys(LOG_STATUS_WORDS).map(Number);

export const LOG_RESULTS = ['ok', 'failed', 'refused'] as const;

/**
 * The operation log (menu 25001): one row per mutating action and per refused attempt, newest
 * first; read and exported, never changed. `action` filters by an action name or a key
 * (`Module/action`); `action_label` and `summary` come in the reader's language.
 */
export const operationLog = resource({
  module: 'OperationLog',
  namespace: 'operationLog',
  menu: MenuIds.operationLog,
  labels: operationLogLabels,
  fields: {
    created_at: { kind: 'time', readOnly: true, filter: 'range', rangeWire: ['start_time', 'end_time'] },
    admin_id: { kind: 'int', min: 1, nullable: true, filter: 'eq', detail: true },
    admin_name: { kind: 'admin', max: 64, filter: 'contains' },
    role_kind: { kind: 'text', values: ROLE_KINDS },
    // Known modules are shown in words (LOG_MODULE_WORDS); a module since gone shows its wire name.
    module: { kind: 'text', max: 64, filter: 'eq', values: LOG_MODULES },
    action_label: { kind: 'text', readOnly: true },
    // The filter's key; the row shows the action in words (action_label).
    action: { kind: 'text', max: 64, filter: 'eq', wireOnly: true },
    target_type: { kind: 'text', nullable: true, detail: true },
    // Sign-ins and exports name no target: the column shows while a row of the page has one.
    target_id: { kind: 'text', max: 64, nullable: true, filter: 'eq', sparse: true },
    summary: { kind: 'longText' },
    result: {
      kind: 'enum',
      values: LOG_RESULTS,
      colors: { ok: 'success', failed: 'error', refused: 'warning' },
      filter: 'eq',
    },
    status: { kind: 'int', filter: 'eq', values: LOG_STATUSES },
    ip: { kind: 'text' },
    request_id: { kind: 'text', detail: true },
    before: { kind: 'json', nullable: true, detail: true },
    after: { kind: 'json', nullable: true, detail: true },
  },
  actions: { list: 'list', export: 'listExport' },
});
export type OperationLogRow = RowOf<typeof operationLog.fields>;

export const operationLogList = operationLog.list;
export const operationLogExport = operationLog.export as NonNullable<typeof operationLog.export>;

/** The modules and actions the log's filters offer: every action the server has, by its label. */
export const operationLogActionList = defineAction({
  module: 'OperationLog',
  action: 'actionList',
  summary: 'The actions the log can be filtered by, with their labels',
  label: { zh: operationLogLabels['zh-cn'].actions.actionList, en: operationLogLabels.en.actions.actionList },
  permission: { menu: MenuIds.operationLog },
  mutates: false,
  input: z.object({}),
  output: z.object({ list: z.array(z.object({ module: z.string(), action: z.string(), label: z.string() })) }),
});
