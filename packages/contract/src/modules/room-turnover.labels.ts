import { defineLabels } from '../resource/labels.ts';

/**
 * Every word of the room turnover detail (menu 2009: daily totals, hourly chart, sends, whole-hour
 * cost) and of a user's hourly flow in a room (menu 2010), both languages.
 */
export const turnoverSendLabels = defineLabels({
  noun: ['送礼记录', 'gift send'],
  tab: ['送礼记录', 'Gift sends'],
  fields: {
    id: ['记录ID', 'Record id'],
    sent_at: ['送礼时间', 'Sent at'],
    sender_id: ['送礼用户ID', "Sender's member ID"],
    sender_name: ['送礼用户昵称', 'Sender nickname'],
    receiver_id: ['收礼用户ID', "Receiver's member ID"],
    receiver_name: ['收礼用户昵称', 'Receiver nickname'],
    gift_id: ['礼物ID', 'Gift id'],
    diamonds: ['钻石', 'Diamonds'],
  },
  columnTitles: {
    sender_id: ['送礼用户', 'Sender'],
    receiver_id: ['收礼用户', 'Receiver'],
    gift_id: ['礼物', 'Gift'],
  },
  actions: {
    roomRunningDetail: ['查询房间送礼记录', 'List gift sends of a room'],
    roomRunningDetailExport: ['导出房间送礼记录', 'Export gift sends of a room'],
  },
  screen: {
    title: ['房间流水', 'Room turnover'],
    roomNo: ['房间靓号', "Room's pretty number"],
    roomName: ['房间名称', 'Room name'],
    owner: ['房主ID', "Owner's member ID"],
    region: ['区域', 'Region'],
    period: ['统计时段', 'Period'],
    lastDays: ['近 {{days}} 天', 'Last {{days}} days'],
    daily: ['每日流水', 'Daily turnover'],
    hourly: ['小时流水', 'Hourly turnover'],
    wholePoint: ['整点消费', 'Whole-hour cost'],
    day: ['日期', 'Day'],
    hour: ['时段', 'Hour'],
    sends: ['送礼次数', 'Sends'],
    gifts: ['礼物数量', 'Gifts'],
    coins: ['金币', 'Coins'],
    diamonds: ['钻石', 'Diamonds'],
    share: ['占当日', 'Share of day'],
    totals: [
      '合计:金币 {{coins}},钻石 {{diamonds}},送礼 {{sends}} 次',
      'Total: {{coins}} coins, {{diamonds}} diamonds, {{sends}} sends',
    ],
    chartTitle: ['每小时金币流水', 'Coins per hour'],
    dailyChartTitle: ['每日金币流水', 'Coins per day'],
    chartLoading: ['图表加载中…', 'Loading the chart…'],
    empty: ['暂无数据', 'No data'],
    total: ['共 {{total}} 条', '{{total}} in all'],
    choose: ['选择日期', 'Choose a day'],
    hourlyFlow: ['小时流水', 'Hourly flow'],
    notFound: ['该房间不存在或不在你管理的区域', 'This room does not exist or is outside your regions'],
    allRooms: [
      '地址中没有房间:下面是你可查看的所有房间的送礼记录,点「房间流水」查看该房间的流水',
      'No room is named in the address: below are the gift sends of every room you may see; open a send’s room turnover from its row',
    ],
    flowTitle: ['用户在房间的小时流水', 'Hourly flow of a user in a room'],
    user: ['用户', 'User'],
    sentCoins: ['送出金币', 'Coins sent'],
    sentSends: ['送礼次数', 'Sends'],
    receivedCoins: ['收到礼物金币', 'Coins received'],
    receivedDiamonds: ['收到钻石', 'Diamonds received'],
    flowTotals: [
      '合计:送出 {{sent}} 金币,收到 {{received}} 金币({{diamonds}} 钻石)',
      'Total: {{sent}} coins sent, {{received}} coins received ({{diamonds}} diamonds)',
    ],
    flowChartTitle: ['每小时送出与收到的金币', 'Coins sent and received per hour'],
    openTurnover: ['房间流水', 'Room turnover'],
    placeholder: ['请输入', 'Enter'],
  },
});

/** Every word of the monitored rooms (menu 2011, /service/listening), both languages. */
export const roomMonitorLabels = defineLabels({
  noun: ['监控房间', 'monitored room'],
  fields: {
    owner_id: ['房主ID', "Owner's member ID"],
    last_sent_at: ['最近送礼', 'Last gift'],
    room_nos: ['或粘贴房间靓号', 'Or paste room pretty numbers'],
    file: ['xlsx 文件(第一列为房间靓号)', 'xlsx file (room pretty numbers in the first column)'],
  },
  actions: {
    roomMonitorList: ['查询监控房间', 'List monitored rooms'],
    roomMonitorAdd: ['新增监控房间', 'Add monitored room'],
    roomMonitorUpdate: ['修改监控房间', 'Change monitored room'],
    roomMonitorDelete: ['删除监控房间', 'Delete monitored room'],
    roomMonitorExcel: ['导入监控房间', 'Import monitored rooms'],
    roomMonitorExport: ['导出监控房间', 'Export monitored rooms'],
  },
  help: {
    room_no: ['填写房间靓号', 'The room’s pretty number'],
    room_nos: [
      '用逗号、空格或换行分隔;已在监控中的房间会跳过',
      'Separated by commas, spaces or new lines; rooms already monitored are skipped',
    ],
  },
  screen: {
    add: ['新增监控房间', 'Add monitored room'],
    import: ['导入', 'Import'],
    edit: ['修改备注', 'Change remark'],
    turnover: ['房间流水', 'Turnover'],
  },
});
