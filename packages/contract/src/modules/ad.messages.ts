/** Refusals of ads and popups (menu 10001), both languages; every key starts with `ad_`. */
export const AD_MESSAGES = {
  ad_url_required: { zh: '请填写跳转链接', en: 'Enter the address the ad opens' },
  ad_url_invalid: {
    zh: '跳转链接须以 http:// 或 https:// 开头',
    en: 'The address must start with http:// or https://',
  },
  ad_room_required: { zh: '请填写跳转房间的房间号', en: 'Enter the number of the room the ad opens' },
  ad_room_unknown: { zh: '该房间号不存在', en: 'No room has this number' },
} as const satisfies Record<string, { zh: string; en: string }>;
