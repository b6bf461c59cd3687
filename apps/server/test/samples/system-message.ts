import { FIXTURE_NOW } from '../fixture-db.ts';
import type { Body, Sample } from '../samples.ts';

/**
 * Samples of the system and timed messages where the derived ones cannot do: a message needs a
 * title and content in one language (a rule of the module), a timed one a send time in the future,
 * and a cancel a pending message. The demo inserts its timed messages in a fixed order
 * (system-message.demo.ts): id 2 is pending in region 0, outside the demo country admin's region 1.
 */
const UNKNOWN = 999_999;
const PENDING_OUTSIDE_REGION1 = 2;
const message = (region = 0): Body => ({
  region_id: region,
  title_en: 'Sample notice',
  content_en: 'Sample content',
  title_zh: '示例通知',
  content_zh: '示例内容',
});
const timed = (): Body => ({ ...message(), send_at: FIXTURE_NOW + 30 * 86_400 });

export const samples: Record<string, Sample> = {
  'Message/systemMessagePush': {
    valid: () => message(),
    // Passes validation; the room it jumps to does not exist.
    failing: () => ({ ...message(), jump_type: 'room', room_id: UNKNOWN }),
    failures: {
      'no language': () => ({ body: { region_id: 0 } }),
      'title without content': () => ({ body: { region_id: 0, title_en: 'Only a title' } }),
      'title over the limit': () => ({ body: { ...message(), title_en: 'x'.repeat(51) } }),
      'no region': () => ({ body: { title_en: 'Sample', content_en: 'Sample' } }),
    },
    outOfRegion: () => message(),
  },
  'Message/timedMessageSave': {
    valid: timed,
    // Passes validation; the send time has passed.
    failing: () => ({ ...message(), send_at: FIXTURE_NOW - 60 }),
    failures: { 'no send time': () => ({ body: message() }) },
    outOfRegion: timed,
  },
  'Message/timedMessageCancel': {
    valid: () => ({ id: PENDING_OUTSIDE_REGION1 }),
    failing: () => ({ id: UNKNOWN }),
    outOfRegion: () => ({ id: PENDING_OUTSIDE_REGION1 }),
  },
};
