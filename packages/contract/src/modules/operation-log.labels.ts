import { ROLE_KIND_LABELS, ROLE_KINDS } from '../constants.ts';
import { defineLabels, type Word } from '../resource/labels.ts';

const ROLE_KIND_WORDS: Readonly<Record<string, Word>> = Object.fromEntries(
  ROLE_KINDS.map((kind) => [kind, [ROLE_KIND_LABELS[kind].zh, ROLE_KIND_LABELS[kind].en]]),
);

/** Every word of the operation log (menu 25001), both languages. */
export const operationLogLabels = defineLabels({
  noun: ['操作日志', 'operation log'],
  fields: {
    created_at: ['时间', 'Time'],
    admin_id: ['操作人ID', 'Admin id'],
    admin_name: ['操作人', 'Admin'],
    role_kind: ['角色', 'Role'],
    module: ['模块', 'Module'],
    action_label: ['动作', 'Action'],
    action: ['动作代码', 'Action code'],
    target_type: ['目标类型', 'Target type'],
    target_id: ['目标ID', 'Target id'],
    summary: ['摘要', 'Summary'],
    result: ['结果', 'Result'],
    status: ['状态码', 'Status'],
    ip: ['IP', 'IP'],
    request_id: ['请求编号', 'Request id'],
    before: ['修改前', 'Before'],
    after: ['修改后', 'After'],
  },
  values: {
    role_kind: ROLE_KIND_WORDS,
    result: { ok: ['成功', 'Succeeded'], failed: ['失败', 'Failed'], refused: ['已拒绝', 'Refused'] },
  },
  actions: {
    actionList: ['查询可筛选的动作', 'List the actions to filter by'],
  },
  screen: {
    forbidden: ['没有查看操作日志的权限', 'You have no permission to view the operation log'],
  },
});
