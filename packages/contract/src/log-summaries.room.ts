import type { BothLanguages } from './log-summaries.ts';

/** Operation-log summaries of room management (issue 16). */
export const ROOM_LOG_SUMMARIES = {
  room_tags: { zh: '设置房间 {title} 的标签:{tags}', en: 'Set the tags of room {title}: {tags}' },
} as const satisfies Record<string, BothLanguages>;
