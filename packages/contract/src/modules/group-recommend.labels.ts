import { defineLabels } from '../resource/labels.ts';

/** Words of group checks (a tab of the group list). */
export const groupCheckLabels = defineLabels({
  noun: ['群组审核', 'group check'],
  tab: ['群组审核', 'Group checks'],
  fields: {
    group_name: ['当前群名称', 'Current name'],
    kind: ['修改内容', 'Change'],
    new_name: ['新群名称', 'New name'],
    new_avatar: ['新群头像', 'New avatar'],
    state: ['审核状态', 'Review state'],
  },
  values: {
    kind: { name: ['群名称', 'Group name'], avatar: ['群头像', 'Avatar'] },
    state: {
      pending: ['待审核', 'Pending'],
      passed: ['已通过', 'Passed'],
      refused: ['已拒绝', 'Refused'],
      ignored: ['已忽略', 'Ignored'],
    },
  },
});

/** Words of hobbies (interest tags), their import included. */
export const groupHobbyLabels = defineLabels({
  noun: ['兴趣标签', 'hobby'],
  tab: ['兴趣标签', 'Hobbies'],
  fields: {
    name: ['标签名称', 'Tag name'],
    group_count: ['群组数', 'Groups'],
  },
  actions: {
    hobbyExcelImport: ['导入兴趣标签', 'Import hobbies'],
  },
  screen: {
    importHelp: [
      '标签名称,用逗号、空格或换行分隔;已有的标签会跳过',
      'Tag names, separated by commas, spaces or new lines; names already there are skipped',
    ],
  },
});

/** Words of the H5 popups (a tab of the group list). */
export const groupPopupLabels = defineLabels({
  noun: ['H5弹窗', 'H5 popup'],
  tab: ['H5弹窗', 'H5 popups'],
  fields: {
    link_url: ['链接地址', 'Link URL'],
  },
  help: {
    link_url: ['以 http:// 或 https:// 开头的网页地址', 'A web address starting with http:// or https://'],
  },
});
