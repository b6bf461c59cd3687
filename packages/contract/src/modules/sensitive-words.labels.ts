import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the sensitive words screen (menu 21003), both languages. */
export const sensitiveWordLabels = {
  'zh-cn': {
    noun: '敏感词',
    fields: { word: '敏感词', region_id: '区域', record: '是否记录', created_by_name: '添加人', created_at: '添加时间' },
    values: { record: { true: '记录', false: '不记录' } },
    actions: { test: '敏感词匹配测试', import: '导入敏感词' },
    screen: {
      importHelp: '用逗号、空格或换行分隔;区域内已有的词会跳过',
      testTitle: '匹配测试',
      testText: '测试文本',
      testPlaceholder: '输入一段文本,查看命中哪些敏感词',
      testRegion: '仅此区域',
      testRun: '测试',
      testHits: '命中 {{count}} 个敏感词',
      testNone: '未命中敏感词',
      allRegions: '我负责的全部区域',
    },
  },
  en: {
    noun: 'sensitive word',
    fields: { word: 'Sensitive word', region_id: 'Region', record: 'Record', created_by_name: 'Added by', created_at: 'Added' },
    values: { record: { true: 'record', false: 'not record' } },
    actions: { test: 'Test text against sensitive words', import: 'Import sensitive words' },
    screen: {
      importHelp: 'Separated by commas, spaces or new lines; words already in the region are skipped',
      testTitle: 'Matching test',
      testText: 'Text to test',
      testPlaceholder: 'Type a text to see which words it hits',
      testRegion: 'Only this region',
      testRun: 'Test',
      testHits: '{{count}} words hit',
      testNone: 'No sensitive word hit',
      allRegions: 'All my regions',
    },
  },
} as const satisfies ModuleLabels;
