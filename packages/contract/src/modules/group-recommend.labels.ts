import type { ModuleLabels } from '../resource/labels.ts';
import { SHELF_STATE_LABELS } from '../resource/shelf.ts';

/** Words of group checks (a tab of the group list). */
export const groupCheckLabels = {
  'zh-cn': {
    noun: '群组审核',
    tab: '群组审核',
    fields: {
      group_id: '群组ID',
      group_name: '当前群名称',
      kind: '修改内容',
      new_name: '新群名称',
      new_avatar: '新群头像',
      region_id: '区域',
      submitted_at: '提交时间',
      state: '审核状态',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '审核原因',
    },
    values: {
      kind: { name: '群名称', avatar: '群头像' },
      state: { pending: '待审核', passed: '已通过', refused: '已拒绝', ignored: '已忽略' },
    },
  },
  en: {
    noun: 'group check',
    tab: 'Group checks',
    fields: {
      group_id: 'Group id',
      group_name: 'Current name',
      kind: 'Change',
      new_name: 'New name',
      new_avatar: 'New avatar',
      region_id: 'Region',
      submitted_at: 'Submitted',
      state: 'Review state',
      reviewed_by_name: 'Reviewed by',
      reviewed_at: 'Reviewed',
      review_reason: 'Review reason',
    },
    values: {
      kind: { name: 'Group name', avatar: 'Avatar' },
      state: { pending: 'Pending', passed: 'Passed', refused: 'Refused', ignored: 'Ignored' },
    },
  },
} as const satisfies ModuleLabels;

/** Words of hobbies (interest tags), their import included. */
export const groupHobbyLabels = {
  'zh-cn': {
    noun: '兴趣标签',
    tab: '兴趣标签',
    fields: {
      name: '标签名称',
      sort: '排序',
      is_on: '开关',
      group_count: '群组数',
      created_by_name: '创建人',
      created_at: '创建时间',
    },
    values: { is_on: { true: '开启', false: '关闭' } },
    actions: { hobbyExcelImport: '导入兴趣标签' },
    screen: { importHelp: '标签名称,用逗号、空格或换行分隔;已有的标签会跳过' },
  },
  en: {
    noun: 'hobby',
    tab: 'Hobbies',
    fields: {
      name: 'Tag name',
      sort: 'Sort',
      is_on: 'Switch',
      group_count: 'Groups',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    values: { is_on: { true: 'On', false: 'Off' } },
    actions: { hobbyExcelImport: 'Import hobbies' },
    screen: { importHelp: 'Tag names, separated by commas, spaces or new lines; names already there are skipped' },
  },
} as const satisfies ModuleLabels;

/** Words of the H5 popups (a tab of the group list). */
export const groupPopupLabels = {
  'zh-cn': {
    noun: 'H5弹窗',
    tab: 'H5弹窗',
    fields: {
      title: '标题',
      image: '图片',
      link_url: '链接地址',
      regions: '区域',
      on_at: '上架时间',
      off_at: '下架时间',
      is_on: '开关',
      shelf_state: '状态',
      updated_at: '更新时间',
    },
    values: { is_on: { true: '开启', false: '关闭' }, shelf_state: SHELF_STATE_LABELS['zh-cn'] },
    help: { link_url: '以 http:// 或 https:// 开头的网页地址' },
  },
  en: {
    noun: 'H5 popup',
    tab: 'H5 popups',
    fields: {
      title: 'Title',
      image: 'Image',
      link_url: 'Link URL',
      regions: 'Regions',
      on_at: 'On',
      off_at: 'Off',
      is_on: 'Switch',
      shelf_state: 'State',
      updated_at: 'Updated',
    },
    values: { is_on: { true: 'On', false: 'Off' }, shelf_state: SHELF_STATE_LABELS.en },
    help: { link_url: 'A web address starting with http:// or https://' },
  },
} as const satisfies ModuleLabels;
