import { bilingual } from '@console/contract';

/** The user page's two history tabs, added to the `member` namespace with the page's words. */
export const memberHistoryWords = bilingual({
  history: {
    tabs: {
      service: ['服务记录', 'Service history'],
      profile: ['资料变更', 'Profile history'],
    },
    allResults: ['全部结果', 'All results'],
    allFields: ['全部', 'All'],
    from: ['开始时间', 'From'],
    to: ['结束时间', 'To'],
    field: ['变更项', 'Changed'],
    oldValue: ['原值', 'Old value'],
    newValue: ['新值', 'New value'],
    by: ['操作人', 'By'],
    app: ['用户本人(App)', 'Member in the app'],
    at: ['时间', 'Time'],
    none: ['无', 'None'],
    fields: {
      nickname: ['昵称', 'Nickname'],
      avatar: ['头像', 'Avatar'],
      user_no: ['靓号', 'Pretty number'],
      country_id: ['国家', 'Country'],
    },
  },
});
