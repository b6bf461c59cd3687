import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the room certifications (menu 2016), both languages. */
export const roomCertLabels = {
  'zh-cn': {
    noun: '房间认证',
    fields: {
      room_no: '房间靓号',
      name: '认证名称',
      label: '认证标签',
      icon: '认证图标',
      room_id: '房间ID',
      room_name: '房间名称',
      region_id: '房间区域',
      regions: '展示区域',
      expires_at: '到期时间',
      state: '状态',
      created_by_name: '创建人',
      updated_at: '更新时间',
    },
    values: { state: { valid: '有效', expired: '已过期' }, expires_at: { null: '永久' } },
    help: { room_no: '填写房间靓号', expires_at: '不填则永久有效' },
  },
  en: {
    noun: 'room certification',
    fields: {
      room_no: 'Room pretty id',
      name: 'Certification',
      label: 'Label',
      icon: 'Icon',
      room_id: 'Room id',
      room_name: 'Room name',
      region_id: 'Room region',
      regions: 'Shown in regions',
      expires_at: 'Expires',
      state: 'State',
      created_by_name: 'Created by',
      updated_at: 'Updated',
    },
    values: { state: { valid: 'Valid', expired: 'Expired' }, expires_at: { null: 'Never' } },
    help: { room_no: 'The room’s pretty id', expires_at: 'Leave empty for no expiry' },
  },
} as const satisfies ModuleLabels;
