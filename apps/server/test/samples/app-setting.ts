import type { Body, Sample } from '../samples.ts';

/**
 * Samples of the app-setting module where the derived ones cannot do: a system field's value must
 * fit its type and its key a pattern (`share.text` is a demo key); a rule's kind is unique per region, and the demo (app-setting.demo.ts) already has recharge rules in region 0 and none of
 * the agent or SVIP kinds there.
 */
const rule = (kind: string, regions: number[]): Body => ({
  kind,
  title_zh: '示例规则',
  title_en: 'Sample rule',
  content_zh: '示例内容',
  content_en: 'Sample content',
  regions,
});

const field = (change: Body = {}): Body => ({
  key: 'sample.field',
  value_type: 'number',
  value: '42',
  description_zh: '示例字段',
  description_en: 'Sample field',
  ...change,
});

export const samples: Record<string, Sample> = {
  'Setting/systemFieldSave': {
    valid: () => field(),
    // Passes validation; not a number for a number field.
    failing: () => field({ value: 'forty-two' }),
    failures: {
      'duplicate key': () => ({ body: field({ key: 'share.text' }) }),
      'key pattern': () => ({ body: field({ key: 'Sample Field' }) }),
      'not a link': () => ({ body: field({ value_type: 'url', value: 'example.com' }) }),
    },
  },
  'Setting/ruleSave': {
    valid: () => rule('agent', [0]),
    // Passes validation; region 0 has a recharge rule already.
    failing: () => rule('recharge', [0]),
    failures: {
      'no English title': () => ({ body: { ...rule('agent', [0]), title_en: '' } }),
      'unknown kind': () => ({ body: rule('lottery', [0]) }),
    },
    // Region 0 is not the country admin's; no SVIP rule there yet, so only the scope refuses it.
    outOfRegion: () => rule('svip', [0]),
  },
};
