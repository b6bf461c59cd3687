import { ROLE_KIND_LABELS, ROLE_KINDS } from '../constants.ts';
import type { ModuleLabels } from '../resource/labels.ts';

const roleKinds = (lang: 'zh' | 'en') => Object.fromEntries(ROLE_KINDS.map((kind) => [kind, ROLE_KIND_LABELS[kind][lang]]));

/** Every word of the operation log (menu 25001), both languages. */
export const operationLogLabels = {
  'zh-cn': {
    noun: '操作日志',
    fields: {
      created_at: '时间',
      admin_id: '操作人ID',
      admin_name: '操作人',
      role_kind: '角色',
      module: '模块',
      action_label: '动作',
      action: '动作代码',
      target_type: '目标类型',
      target_id: '目标ID',
      summary: '摘要',
      result: '结果',
      status: '状态码',
      ip: 'IP',
      request_id: '请求编号',
      before: '修改前',
      after: '修改后',
    },
    values: { role_kind: roleKinds('zh'), result: { ok: '成功', failed: '失败', refused: '已拒绝' } },
    actions: { actionList: '查询可筛选的动作' },
    screen: { forbidden: '没有查看操作日志的权限' },
  },
  en: {
    noun: 'operation log',
    fields: {
      created_at: 'Time',
      admin_id: 'Admin id',
      admin_name: 'Admin',
      role_kind: 'Role',
      module: 'Module',
      action_label: 'Action',
      action: 'Action code',
      target_type: 'Target type',
      target_id: 'Target id',
      summary: 'Summary',
      result: 'Result',
      status: 'Status',
      ip: 'IP',
      request_id: 'Request id',
      before: 'Before',
      after: 'After',
    },
    values: { role_kind: roleKinds('en'), result: { ok: 'Succeeded', failed: 'Failed', refused: 'Refused' } },
    actions: { actionList: 'List the actions to filter by' },
    screen: { forbidden: 'You have no permission to view the operation log' },
  },
} as const satisfies ModuleLabels;
