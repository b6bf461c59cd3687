/** Messages of room review, official backgrounds, certification and reception (issue 16), in both languages. */
export const ROOM_REVIEW_MESSAGES = {
  top_needs_passed: { zh: '只有已通过的活动可以置顶', en: 'Only passed activities can be pinned to top' },
  reception_window_empty: {
    zh: '接待时段的开始和结束不能相同',
    en: 'A reception window cannot start and end at the same time',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
