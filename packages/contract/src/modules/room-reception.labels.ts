import { defineLabels } from '../resource/labels.ts';

/** Every word of the reception rooms (menu 2012) and their statistics tab, both languages. */
export const roomReceptionLabels = defineLabels({
  noun: ['接待房间', 'reception room'],
  tab: ['接待房间', 'Reception rooms'],
  fields: {
    member_id: ['接待员ID', "Receptionist's member ID"],
    nickname: ['接待员昵称', 'Receptionist'],
    window_from: ['接待开始', 'Window from'],
    window_to: ['接待结束', 'Window to'],
    created_by_name: ['设置人', 'Set by'],
    created_at: ['设置时间', 'Set at'],
  },
  actions: {
    receptionSet: ['设置接待房间', 'Set reception room'],
    receptionDelete: ['删除接待房间', 'Delete reception room'],
  },
  help: {
    room_no: ['填写房间靓号', 'The room’s pretty number'],
    member_id: ['接待新用户的用户ID', 'The member ID of the receptionist, who greets new members'],
    window_from: ['每天的时间,如 20:00(控制台时区)', 'Time of day, like 20:00 (console time zone)'],
    window_to: ['如 23:30;早于开始时间则跨过午夜', 'Like 23:30; earlier than the start runs past midnight'],
  },
  screen: {
    detailLink: ['接待详情', 'Receptions'],
    statisticsTab: ['接待统计', 'Statistics'],
    period: ['统计时段', 'Period'],
    start: ['开始时间', 'Start time'],
    end: ['结束时间', 'End time'],
    receptions: ['接待次数', 'Receptions'],
    guests: ['接待人数', 'New members'],
    averageStay: ['平均停留', 'Average stay'],
    totals: ['合计:接待 {{receptions}} 次,{{guests}} 人', 'In all: {{receptions}} receptions, {{guests}} members'],
    capped: ['仅显示接待最多的 {{count}} 行', 'Only the {{count}} busiest rows are shown'],
    empty: ['暂无数据', 'No data'],
    total: ['共 {{total}} 条', '{{total}} rows'],
    placeholder: ['请输入', 'Please enter'],
  },
});

/** Every word of the reception detail (menu 2013), both languages. */
export const roomReceptionRecordLabels = defineLabels({
  noun: ['接待记录', 'reception'],
  fields: {
    member_id: ['接待员ID', "Receptionist's member ID"],
    guest_id: ['新用户ID', 'New member ID'],
    received_at: ['接待时间', 'Received'],
    stay_seconds: ['停留(秒)', 'Stay (seconds)'],
  },
});
