import { defineLabels } from '../resource/labels.ts';

/** Every word of the room certifications (menu 2016), both languages. */
export const roomCertLabels = defineLabels({
  noun: ['房间认证', 'room certification'],
  fields: {
    name: ['认证名称', 'Certification'],
    label: ['认证标签', 'Label'],
    icon: ['认证图标', 'Icon'],
    region_id: ['房间区域', 'Room region'],
    regions: ['展示区域', 'Shown in regions'],
  },
  values: {
    state: { valid: ['有效', 'Valid'], expired: ['已过期', 'Expired'] },
    expires_at: { null: ['永久', 'Never'] },
  },
  help: {
    room_no: ['填写房间靓号', 'The room’s pretty number'],
    expires_at: ['不填则永久有效', 'Leave empty for no expiry'],
  },
});
