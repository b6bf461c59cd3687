import { defineLabels } from '../resource/labels.ts';
import { LOG_MODULE_WORDS } from './operation-log.labels.ts';

/** Words of the error log (menu 24016), both languages. */
export const errorLogLabels = defineLabels({
  noun: ['服务器错误', 'server error'],
  fields: {
    created_at: ['发生时间', 'Time'],
    request_id: ['请求ID', 'Request ID'],
    module: ['模块', 'Module'],
    action_label: ['出错操作', 'Action'],
    action: ['接口', 'Call'],
    error_type: ['错误类型', 'Error type'],
    code: ['错误码', 'Code'],
    message: ['错误信息', 'Message'],
    admin_name: ['操作人', 'Staff'],
    ip: ['IP', 'IP'],
    stack: ['调用栈', 'Stack'],
  },
  values: { module: LOG_MODULE_WORDS },
  help: {
    request_id: ['故障提示中的请求ID', 'The request ID a failed call showed'],
  },
});
