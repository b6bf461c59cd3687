import { defineLabels } from '../resource/labels.ts';

/** Every word of the sensitive words screen (menu 21003), both languages. */
export const sensitiveWordLabels = defineLabels({
  noun: ['敏感词', 'sensitive word'],
  fields: {
    word: ['敏感词', 'Sensitive word'],
    record: ['是否记录', 'Record'],
  },
  values: {
    record: { true: ['记录', 'record'], false: ['不记录', 'not record'] },
  },
  actions: {
    test: ['敏感词匹配测试', 'Test text against sensitive words'],
    import: ['导入敏感词', 'Import sensitive words'],
  },
  screen: {
    importHelp: [
      '用逗号、空格或换行分隔;区域内已有的词会跳过',
      'Separated by commas, spaces or new lines; words already in the region are skipped',
    ],
    testTitle: ['匹配测试', 'Matching test'],
    testText: ['测试文本', 'Text to test'],
    testPlaceholder: ['输入一段文本,查看命中哪些敏感词', 'Type a text to see which words it hits'],
    testRegion: ['仅此区域', 'Only this region'],
    testRun: ['测试', 'Test'],
    testHits: ['命中 {{count}} 个敏感词', '{{count}} words hit'],
    testNone: ['未命中敏感词', 'No sensitive word hit'],
    allRegions: ['我负责的全部区域', 'All my regions'],
  },
});
