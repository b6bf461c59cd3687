import { defineLabels } from '../resource/labels.ts';

/** Every word of the user tags screen (menu 1003), both languages. */
export const memberTagLabels = defineLabels({
  noun: ['标签', 'tag'],
  fields: {
    name: ['标签名', 'Tag name'],
    color: ['颜色', 'Colour'],
    is_on: ['状态', 'State'],
    member_count: ['用户数', 'Members'],
  },
  screen: {
    toggleOff: ['关闭', 'Switch off'],
    toggleOn: ['开启', 'Switch on'],
    toggleOffQuestion: [
      '关闭该标签?已有的用户保留,但不能再添加。',
      'Switch this tag off? Members keep it but staff can no longer give it.',
    ],
  },
});
