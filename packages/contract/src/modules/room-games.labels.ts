import { defineLabels } from '../resource/labels.ts';

/** Every word of the room levels tab, both languages. */
export const roomLevelLabels = defineLabels({
  noun: ['房间等级', 'room level'],
  tab: ['房间等级', 'Room levels'],
  fields: {
    level: ['等级', 'Level'],
    name_zh: ['中文名称', 'Chinese name'],
    name_en: ['英文名称', 'English name'],
    experience: ['所需经验', 'Experience needed'],
    mic_seats: ['麦位数', 'Mic seats'],
    member_cap: ['成员上限', 'Member cap'],
    room_count: ['当前房间数', 'Rooms at this level'],
  },
  help: {
    experience: [
      '房间达到此等级所需的经验;须高于下一级、低于上一级',
      'The experience a room needs to reach this level; more than the level below, less than the level above',
    ],
  },
  actions: {
    findRoomLevelList: ['查询房间等级', 'List room levels'],
    roomLevelSave: ['编辑房间等级', 'Edit room level'],
  },
});

/** Every word of the room games tab, both languages. */
export const roomGameLabels = defineLabels({
  noun: ['房间游戏', 'room game'],
  tab: ['房间游戏', 'Room games'],
  fields: {
    name_zh: ['中文名称', 'Chinese name'],
    name_en: ['英文名称', 'English name'],
    icon: ['游戏图标', 'Game icon'],
    code: ['游戏代码', 'Game code'],
    is_on: ['开关', 'On/off'],
  },
  help: {
    code: [
      '应用和对局记录使用的代码,小写字母开头,可含数字、_ 和 -,不可重复',
      'The code the app and its match records use: a lower-case letter, then letters, digits, _ or -; unique',
    ],
    regions: ['在这些区域的房间内展示', 'Shown in the rooms of these regions'],
    sort: ['数值越小越靠前', 'Lower shows first'],
  },
  actions: {
    roomGameList: ['查询房间游戏', 'List room games'],
    roomGameSave: ['新增或编辑房间游戏', 'Add or edit room game'],
    roomGameIsOn: ['开启或关闭房间游戏', 'Switch room game on or off'],
    roomGameDelete: ['删除房间游戏', 'Delete room games'],
  },
});

/** Words of the room game statistics tab, both languages. */
export const roomGameStatisticLabels = defineLabels({
  noun: ['房间游戏统计', 'room game statistic'],
  tab: ['游戏统计', 'Game statistics'],
  fields: {},
  screen: {
    period: ['时间段', 'Period'],
    start: ['开始', 'Start'],
    end: ['结束', 'End'],
    game: ['游戏', 'Game'],
    allGames: ['全部游戏', 'All games'],
    code: ['游戏代码', 'Game code'],
    matches: ['对局数', 'Matches'],
    players: ['玩家数', 'Players'],
    coins: ['投入金币', 'Coins wagered'],
    state: ['开关', 'On/off'],
    on: ['开启', 'On'],
    off: ['关闭', 'Off'],
    totals: [
      '{{from}} 至 {{to}}:共 {{matches}} 局,{{players}} 名玩家,投入 {{coins}} 金币',
      '{{from}} to {{to}}: {{matches}} matches, {{players}} players, {{coins}} coins wagered',
    ],
    chartTitle: ['每日对局', 'Matches per day'],
    empty: ['该时间段没有对局', 'No matches in this period'],
    total: ['共 {{total}} 个游戏', '{{total}} games'],
  },
});

/** Every word of the room props tab, both languages. */
export const roomPropLabels = defineLabels({
  noun: ['房间道具', 'room prop'],
  tab: ['房间道具', 'Room props'],
  fields: {
    name: ['道具名称', 'Prop name'],
    prop_type: ['道具类型', 'Prop type'],
    on_sale: ['销售状态', 'Sale state'],
    holders: ['当前持有人数', 'Members holding it'],
  },
  values: {
    prop_type: {
      car: ['座驾', 'Car'],
      headdress: ['头饰', 'Headdress'],
      bubble: ['聊天气泡', 'Chat bubble'],
      floating_screen: ['飘屏', 'Floating screen'],
    },
    on_sale: { true: ['在售', 'Selling'], false: ['停售', 'Stopped selling'] },
  },
  help: {
    holders: ['未被收回且未过期的持有', 'Holdings not taken away and not expired'],
  },
  actions: {
    getPropList: ['查询房间道具', 'List room props'],
  },
});
