/** Refusals of the recharge risk screen (menu 21004), both languages; every key starts with `risk_`. */
export const RECHARGE_RISK_MESSAGES = {
  risk_flag_no_device: { zh: '该风险订单没有设备号,无法拉黑设备', en: 'This flag names no device to blacklist' },
  risk_flag_no_ip: { zh: '该风险订单没有IP地址,无法拉黑IP', en: 'This flag names no address to blacklist' },
} as const;
