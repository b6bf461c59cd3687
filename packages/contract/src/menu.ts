/**
 * The console's menu tree (SPEC §2). A menu id is a permission id (SPEC §6): a role holds menu ids,
 * a route and an action name the id(s) they need (a list means any one suffices).
 *
 * Ids are grouped in blocks of 1000 per top-level entry; SPEC pins the support list to 49 and 322.
 * `version` gates entries newer than the client (SPEC §5): 11 in production-type builds, 16 otherwise.
 */
export type MenuId = number | readonly number[];

export interface MenuNode {
  id: MenuId;
  /** Full route path, e.g. `/user/userInformation`. */
  path: string;
  zh: string;
  en: string;
  hidden: boolean;
  version: number;
  children: MenuNode[];
}

type Opts = { hidden?: true; version?: number };
type Row = readonly [MenuId, string, string, string, Opts?];

const H = { hidden: true } as const;

function group(id: number, base: string, zh: string, en: string, rows: readonly Row[], version = 1): MenuNode {
  return {
    id,
    path: base,
    zh,
    en,
    hidden: false,
    version,
    children: rows.map(([childId, sub, czh, cen, opts]) => ({
      id: childId,
      path: `${base}/${sub}`,
      zh: czh,
      en: cen,
      hidden: opts?.hidden ?? false,
      version: opts?.version ?? 1,
      children: [],
    })),
  };
}

/** Home is always shown (id -1, SPEC §5). */
export const HOME_MENU_ID = -1;

export const MENU: readonly MenuNode[] = [
  group(1000, '/user', '用户管理', 'Users', [
    [1001, 'userInformation', '用户查询', 'User search'],
    [1002, 'userInformation/userDetail', '用户详情', 'User detail', H],
    [1003, 'labelManagement', '用户标签管理', 'User tags', H],
  ]),
  group(2000, '/service', '房间管理', 'Rooms', [
    [2001, 'roomManagement', '房间管理', 'Room management'],
    [2002, 'roomDetail', '房间详情', 'Room detail', H],
    [2003, 'roomLabel', '房间标签', 'Room tags', H],
    [2004, 'notList', '未发放列表', 'Not yet granted', H],
    [2005, 'supportBlacklist', '扶持黑名单', 'Support blacklist', H],
    [2006, 'roomBgEdit', '房间背景编辑', 'Room background edit', H],
    [2007, 'auditManage', '房间审核', 'Room review'],
    [2008, 'roomOwner', '房主管理', 'Room owners', H],
    [2009, 'roomRunning/:id', '房间流水详情', 'Room turnover detail', H],
    [2010, 'roomHourlyFlow/:user_id/:room_id', '房间小时流水', 'Room hourly flow', H],
    [2011, 'listening', '监控房间', 'Monitored rooms', H],
    [2012, 'roomReception', '房间接待', 'Room reception', H],
    [2013, 'roomReceptionDetail', '接待详情', 'Reception detail', H],
    [2014, 'activitiesSupport', '活动扶持', 'Activity support'],
    [[49, 322], 'supportList', '扶持列表', 'Support list', H],
    [2015, 'newSupport', '新老房间扶持', 'New and old room support'],
    [2016, 'roomCertification', '房间认证', 'Room certification'],
    // SPEC names a banner management screen and the RoomTopic calls without a path (§2 "Other screens named").
    [2017, 'roomBanner', '房间横幅', 'Room banners'],
    [2018, 'roomTopic', '房间话题', 'Room topics'],
  ]),
  group(3000, '/group', '群组管理', 'Groups', [
    [3001, 'index', '群组列表', 'Groups'],
    [3002, 'groupManagement/groupDetail', '群组详情', 'Group detail', H],
  ]),
  group(4000, '/channel', '频道管理', 'Channels', [[4001, 'index', '频道列表', 'Channels']]),
  group(5000, '/guild', '公会管理', 'Guilds', [
    [5001, 'index', '公会列表', 'Guilds'],
    [5002, 'anchorManagement', '公会主播', 'Guild hosts', H],
  ]),
  group(6000, '/videoChat', '视频聊天', 'Video chat', [
    [6001, 'index', '视频聊天列表', 'Video chats'],
    [6002, 'anchorManagement', '主播管理', 'Host management'],
  ]),
  group(7000, '/live', '直播管理', 'Live', [
    [7001, 'voiceLive', '语音直播', 'Voice live'],
    [7002, 'roomLive', '房间直播', 'Room live'],
    [7003, 'videoSource', '视频源', 'Video sources'],
  ]),
  group(8000, '/roomColumn', '房间栏目', 'Room columns', [
    [8001, 'index', '栏目管理', 'Columns'],
    [8002, 'roomList', '栏目房间', 'Column rooms'],
  ]),
  group(9000, '/systemMessage', '系统消息', 'System messages', [
    [9001, 'index', '系统消息', 'System messages'],
    [9002, 'timedMessage', '定时消息', 'Timed messages'],
    // SPEC names the private message and room public-screen message screens without a path (§2 "Other screens named").
    [9003, 'privateMessage', '私信', 'Private messages'],
    [9004, 'roomScreen', '房间公屏消息', 'Room screen messages'],
  ]),
  group(10000, '/ad', '广告管理', 'Ads', [[10001, 'index', '广告与弹窗', 'Ads and popups']]),
  group(11000, '/activityconfiguration', '活动配置', 'Activity setup', [
    [11001, 'championships', '锦标赛', 'Championships'],
    [11002, 'holidayGreetings', '节日祝福', 'Holiday greetings'],
    [11003, 'starspoet', '星光诗人', 'Star poet'],
    [11004, 'revenue', '营收活动', 'Revenue'],
    [11005, 'cpCertification', 'CP认证', 'CP certification'],
    [11006, 'familyLeague', '家族联赛', 'Family league'],
    [11007, 'specialMoment', '特殊时刻', 'Special moment'],
    [11008, 'specialMomentV3', '特殊时刻V3', 'Special moment V3', { version: 12 }],
    [11009, 'roomElection', '房间评选', 'Room election'],
    [11010, 'newStarRoom', '新星房间', 'New star rooms'],
    [11011, 'auction', '拍卖', 'Auction'],
    [11012, 'groupActivity', '群组活动', 'Group activities'],
    [11013, 'groupActivityClass', '群组活动分类', 'Group activity classes', H],
    [11014, 'worldCup', '世界杯', 'World Cup', { version: 14 }],
  ]),
  group(12000, '/activityManagement', '活动管理', 'Activities', [
    [12001, 'mangement', '活动管理', 'Activity management'],
    [12002, 'blacklistManagement', '活动黑名单', 'Activity blacklist', H],
    [12003, 'shieldList', '屏蔽列表', 'Shield list', H],
    [12004, 'goldenEggs', '砸金蛋', 'Golden eggs'],
    [12005, 'topUp', '充值活动', 'Top-up'],
    [12006, 'topUpV2', '充值活动V2', 'Top-up V2', { version: 12 }],
    [12007, 'blindBox', '盲盒', 'Blind box'],
    [12008, 'configuration', '活动设置', 'Configuration'],
    [12009, 'honorWall', '荣誉墙', 'Honor wall'],
    [12010, '1v1', '1v1', '1v1'],
    [12011, 'roomPK', '房间PK', 'Room PK'],
    [12012, 'annualFestival', '年度盛典', 'Annual festival'],
    [12013, 'blacklist', '黑名单', 'Blacklist', H],
    [12014, 'millionsPk', '百万PK', 'Millions PK'],
    [12015, 'millionslist', '百万PK榜单', 'Millions PK list', H],
    [12016, 'annualDrums', '年度战鼓', 'Annual drums'],
    [12017, 'index', '周星', 'Weekly star'],
    [12018, 'familyStar', '家族之星', 'Family star'],
    [12019, 'jackpotActivities', '竞猜活动', 'Guessing'],
    [12020, 'theVoice', '好声音', 'The Voice'],
  ]),
  group(13000, '/props', '礼物道具', 'Gifts and props', [
    [13001, 'giftInformation', '礼物信息', 'Gifts'],
    [13002, 'index', '道具商城', 'Prop shop'],
    [13003, 'nameplate', '铭牌', 'Nameplates'],
    [13004, 'sandNameplate', '发放铭牌', 'Send nameplate', H],
    [13005, 'ring', '戒指', 'Rings'],
    [13006, 'grantRing', '发放戒指', 'Grant ring', H],
    [13007, 'coupons', '优惠券', 'Coupons'],
    [13008, 'user-list', '用户列表', 'User list', H],
    [13009, 'idMall', '靓号商城', 'ID mall'],
    // SPEC names the Member calls numberApplyList and findComplainListByPage (SVIP unfreeze list) without a screen (§7).
    [13010, 'memberRequests', '用户申请', 'Member requests'],
  ]),
  group(14000, '/apply-approval', '申请审批', 'Applications', [
    [14001, 'apply', '金币道具申请', 'Coin and prop applications'],
    [14002, 'addCoinsApply', '新增金币申请', 'New coin application', H],
    [14003, 'addPropsApply', '新增道具申请', 'New prop application', H],
    [14004, 'approval', '审批', 'Approval'],
    [14005, 'setting', '审批设置', 'Approval settings'],
  ]),
  group(15000, '/sendCoins', '发放金币', 'Send coins', [[15001, 'sendCoins', '发放金币', 'Send coins']]),
  group(16000, '/agentManagement', '代理管理', 'Agents', [
    [16001, 'home', '代理列表', 'Agents'],
    [16002, 'recharge/:userId', '代理充值', 'Agent recharge', H],
    [16003, 'whiteList', '白名单', 'Whitelist', H],
    [16004, 'agentList/:userId', '下级代理', 'Sub-agents', H],
    [16005, 'monthlySales', '月销售', 'Monthly sales', H],
    [16006, 'transferPremiumList', '转账溢价', 'Transfer premium', H],
    [16007, 'transferBeanLog', '转豆记录', 'Bean transfer log', H],
  ]),
  group(17000, '/hostManagement', '主播管理', 'Hosts', [
    [17001, 'home', '主播列表', 'Hosts'],
    [17002, 'diamond/:userId', '钻石明细', 'Diamond detail', H],
    [17003, 'roomRank/:room_id/:timeType', '房间排行', 'Room rank', H],
  ]),
  group(18000, '/newUserReview', '新用户审核', 'New users', [
    [18001, 'newUserReview', '新用户审核', 'New-user review'],
    [18002, 'supportList', '扶持列表', 'Support list', H],
    [18003, 'agentInvitePlan', '代理邀请计划', 'Agent invite plan', H],
  ]),
  group(19000, '/invitationMessage', '邀请管理', 'Invitations', [
    [19001, 'management', '邀请管理', 'Invitation management'],
    [19002, 'binding', '批量绑定', 'Batch binding', H],
  ]),
  group(20000, '/family', '家族管理', 'Families', [
    [20001, 'userInformation', '家族列表', 'Families'],
    [20002, 'dissolution', '家族解散', 'Family dissolution', H],
  ]),
  group(21000, '/riskcontrolManagement', '风控管理', 'Risk control', [
    [21001, 'deviceBlackList', '设备黑名单', 'Device blacklist'],
    [21002, 'risk', '风控记录', 'Risk records'],
    [21003, 'sensitivewords', '敏感词', 'Sensitive words'],
    [21004, 'management', '充值风控', 'Recharge risk'],
    [21005, 'single', '失败订单', 'Failed orders'],
    [21006, 'appleLostOrder', '苹果掉单', 'Apple lost orders'],
    [21007, 'ka', 'KA管理', 'KA management'],
    [21008, 'refundCenter', '退款中心', 'Refund center'],
    [21009, 'userDestroy', '注销用户', 'Deregistered users'],
    // SPEC names developer management (device/IP stats, login anomalies) and the Developer calls without a path (§2 "Other screens named").
    [21010, 'developer', '开发者管理', 'Developer tools'],
    // SPEC names the Member calls allBlockId, selectBlockId, selectBlockIdAndDevice and UnblockInformation without a screen (§7).
    [21011, 'blockList', '封禁管理', 'Bans and blocks'],
    // SPEC names violating users among the screens (§2 "Other screens named") and a MemberViolation group without a path (§7).
    [21012, 'memberViolation', '违规用户', 'Violating members'],
  ]),
  group(22000, '/account', '账号管理', 'Accounts', [
    [22001, 'home', '管理员账号', 'Admin accounts'],
    // SPEC names the Member call specialList without a screen (§7): the members the app gives powers, beside the staff accounts.
    [22002, 'specialList', '特殊身份用户', 'Members with app roles'],
  ]),
  group(23000, '/authorityManagement', '权限管理', 'Permissions', [
    [23001, 'home', '角色权限', 'Roles and permissions'],
    [23002, 'module', '模块权限', 'Module permissions', H],
    [23003, 'propsLimit', '道具发放限制', 'Prop send limits', H],
  ]),
  group(24000, '/setting', '系统设置', 'Settings', [
    [24001, 'idLock', '靓号锁定', 'ID lock'],
    [24002, 'setPage', '官方账号', 'Official accounts'],
    [24003, 'home', '房间水晶', 'Room crystal'],
    [24004, 'roomTurntable', '房间转盘', 'Room turntable'],
    [24005, 'luckyBox', '幸运宝箱', 'Lucky box'],
    [24006, 'gameSet', '奖池设置', 'Prize pool'],
    [24007, 'systemFields', '系统字段', 'System fields'],
    [24008, 'countryList', '国家列表', 'Countries'],
    [24009, 'versionSet', '版本设置', 'Versions'],
    [24010, 'feedbackList', '反馈列表', 'Feedback', H],
    [24011, 'managementList', '管理列表', 'Management list', H],
    [24012, 'appSale', '内购促销', 'In-app purchase promotion'],
    [24013, 'skinSet', '皮肤设置', 'Skins'],
    // SPEC §7 Setting holds "blacklists" and "rules" without naming their screens.
    [24014, 'blacklist', '游戏黑名单', 'Game blacklist'],
    [24015, 'rules', '规则说明', 'Rules'],
    // SPEC names an error-logger page without a path (§2 "Error-logger page … routes not shown"); super admins only.
    [24016, 'errorLog', '错误日志', 'Error log'],
  ]),
  group(25000, '/operationLog', '操作日志', 'Operation log', [[25001, 'home', '操作日志', 'Operation log']]),
];

export function menuIdsOf(id: MenuId): readonly number[] {
  return typeof id === 'number' ? [id] : id;
}

function* walk(nodes: readonly MenuNode[]): Generator<MenuNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children);
  }
}

export const ALL_MENU_NODES: readonly MenuNode[] = [...walk(MENU)];

/** Every permission id the menu declares. */
/** The route path of a menu entry: written once, in MENU (a screen's registration names its id). */
export function menuPath(id: MenuId): string {
  const key = JSON.stringify(id);
  const node = ALL_MENU_NODES.find((candidate) => JSON.stringify(candidate.id) === key);
  // A permission of several entries (room management or room detail) is at home on its first one.
  if (!node && typeof id !== 'number' && id[0] !== undefined) return menuPath(id[0]);
  if (!node) throw new Error(`menu id ${key} is not in MENU`);
  return node.path;
}

/**
 * The permission id(s) of the menu entry at a path, as SPEC §2 writes it: a new screen names its
 * address here instead of adding a constant to MenuIds. An unknown path stops at load, not at a call.
 */
export function menuIdAt(path: string): MenuId {
  const node = ALL_MENU_NODES.find((candidate) => candidate.path === path);
  if (!node) throw new Error(`no menu entry at ${path}`);
  return node.id;
}

export const ALL_MENU_IDS: ReadonlySet<number> = new Set(ALL_MENU_NODES.flatMap((node) => menuIdsOf(node.id)));

/** Well-known ids the server's own actions use. */
export const MenuIds = {
  memberSearch: 1001,
  memberDetail: 1002,
  operationLog: 25001,
  adminAccounts: 22001,
  roles: 23001,
  countries: 24008,
  riskRecords: 21002,
  sensitiveWords: 21003,
  modulePermissions: 23002,
  userDestroy: 21009,
  userTags: 1003,
  propsLimit: 23003,
} as const;
