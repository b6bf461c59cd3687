import { defineLabels, type Word } from '../resource/labels.ts';

/** Where a member came from when they registered (the app reports it with the registration). */
const CHANNELS = {
  google_play: ['Google Play', 'Google Play'],
  app_store: ['App Store', 'App Store'],
  huawei: ['华为应用市场', 'Huawei AppGallery'],
  official_site: ['官网下载', 'Official website'],
  invite: ['邀请链接', 'Invitation link'],
  agent: ['代理推广', 'Agent promotion'],
} as const satisfies Record<string, Word>;

const PLATFORMS = { android: ['安卓', 'Android'], ios: ['iOS', 'iOS'] } as const satisfies Record<string, Word>;

const DURATIONS = {
  h24: ['24小时', '24 hours'],
  h72: ['72小时', '72 hours'],
  d30: ['30天', '30 days'],
  permanent: ['永久', 'Permanent'],
} as const satisfies Record<string, Word>;

/** Words of the registrations tab of developer management (menu 21010), both languages. */
export const registrationLabels = defineLabels({
  noun: ['注册记录', 'registration'],
  tab: ['注册记录', 'Registrations'],
  fields: {
    device_id: ['注册设备', 'Device'],
    register_ip: ['注册IP', 'Address'],
    channel: ['注册渠道', 'Channel'],
    platform: ['平台', 'Platform'],
    app_version: ['客户端版本', 'App version'],
    registered_at: ['注册时间', 'Registered'],
    device_accounts: ['同设备账号数', 'Accounts on device'],
    ip_accounts: ['同IP账号数', 'Accounts on address'],
  },
  columnTitles: {
    device_id: ['注册设备(账号数)', 'Device (accounts)'],
    register_ip: ['注册IP(账号数)', 'Address (accounts)'],
  },
  values: { channel: CHANNELS, platform: PLATFORMS },
  actions: { registerListExport: ['导出注册记录', 'Export registrations'] },
});

/** Words of the match query tab (menu 21010), both languages. */
export const matchLabels = defineLabels({
  noun: ['游戏对局', 'game match'],
  tab: ['对局查询', 'Matches'],
  fields: {
    match_no: ['对局编号', 'Match number'],
    game: ['游戏', 'Game'],
    players: ['玩家(用户ID)', 'Players (member IDs)'],
    winner_id: ['胜者ID', 'Winner ID'],
    result: ['结果', 'Result'],
    stake: ['入场金币', 'Stake (coins)'],
    started_at: ['开始时间', 'Started'],
    duration_seconds: ['时长(秒)', 'Duration (s)'],
  },
  values: {
    game: {
      ludo: ['飞行棋(Ludo)', 'Ludo'],
      domino: ['多米诺', 'Domino'],
      uno: ['UNO', 'UNO'],
      carrom: ['克朗棋', 'Carrom'],
    },
    result: {
      finished: ['已结束', 'Finished'],
      abandoned: ['中途解散', 'Abandoned'],
      timeout: ['超时判负', 'Timed out'],
    },
    winner_id: { null: ['—', '—'] },
  },
});

/**
 * Words of the screen's own tabs and dialogs (menu 21010): accounts per device and address, login
 * anomalies, the member lookup, and the quick blocks' and the Ludo bar's forms.
 */
export const developerLabels = defineLabels({
  noun: ['开发者管理', 'developer tool'],
  fields: {
    device_id: ['设备号', 'Device'],
    ip: ['IP地址', 'Address'],
    duration: ['封禁时长', 'Block for'],
    reason: ['原因', 'Reason'],
    until: ['截止时间', 'Until'],
  },
  values: { duration: DURATIONS },
  help: {
    reason: ['将记入设备黑名单与操作日志', 'Kept in the device blacklist and the operation log'],
    until: ['不填则永久', 'Empty: until removed'],
  },
  actions: {
    deviceBlack: ['封禁设备', 'Block device'],
    ipBlack: ['封禁IP', 'Block address'],
    ludoBlack: ['加入Ludo黑名单', 'Bar from Ludo'],
  },
  screen: {
    deviceTab: ['设备账号统计', 'Accounts per device'],
    ipTab: ['IP账号统计', 'Accounts per address'],
    anomalyTab: ['登录异常', 'Login anomalies'],
    deviceChart: ['账号最多的设备', 'Devices with the most accounts'],
    ipChart: ['账号最多的IP', 'Addresses with the most accounts'],
    chartEmpty: ['没有多账号的设备或IP', 'No device or address holds several accounts'],
    accounts: ['账号数', 'Accounts'],
    regions: ['涉及区域数', 'Regions'],
    firstAt: ['首次注册', 'First registration'],
    lastAt: ['最近注册', 'Last registration'],
    memberIds: ['账号(用户ID)', 'Accounts (member IDs)'],
    minAccounts: ['最少账号数', 'At least accounts'],
    hours: ['时间窗口(小时)', 'Window (hours)'],
    minAddresses: ['最少IP数', 'At least addresses'],
    minCountries: ['最少国家数', 'At least countries'],
    addresses: ['IP数', 'Addresses'],
    countries: ['国家数', 'Countries'],
    countryNames: ['登录国家', 'Countries signed in from'],
    logins: ['登录次数', 'Sign-ins'],
    firstLogin: ['窗口内首次登录', 'First sign-in'],
    lastLogin: ['窗口内最近登录', 'Last sign-in'],
    findMember: ['查找用户', 'Find member'],
    findPlaceholder: ['用户ID', 'Member ID'],
    memberTitle: ['用户注册与登录', "Member's registration and sign-ins"],
    loginList: ['登录记录', 'Sign-ins'],
    loginAt: ['登录时间', 'Signed in'],
    noRegistration: ['没有该用户的注册记录', 'No registration of this member'],
    blacklistedDevice: ['设备已在黑名单', 'Device is blacklisted'],
    blacklistedIp: ['IP已在黑名单', 'Address is blacklisted'],
    ludoBarred: ['已在Ludo黑名单', 'Barred from Ludo'],
    gameBlacklist: ['游戏黑名单', 'Game blacklist'],
    deviceBlacklist: ['设备黑名单', 'Device blacklist'],
  },
});
